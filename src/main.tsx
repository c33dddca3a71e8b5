import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/site.css';
import { readBootstrap } from '@/lib/bootstrap';
import { createQueryClient } from '@/lib/query-client';
import { applyInitialTheme } from '@/components/layout/theme-toggle';
import { AppProvider } from '@/app/provider';
import { createRouter } from '@/app/router';

applyInitialTheme();

const bootstrap = await readBootstrap();
const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider bootstrap={bootstrap} queryClient={queryClient}>
      <RouterProvider router={createRouter()} />
    </AppProvider>
  </StrictMode>,
);
