import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import type { Bootstrap } from '@contract/types/bootstrap';
import { AppProvider } from '@/app/provider';
import { setBootstrap } from '@/config/bootstrap';
import { testBootstrap } from './bootstrap';

export { testBootstrap };

/** Renders a component inside the app's providers and a router at `route`. */
export function renderWithApp(ui: ReactElement, { route = '/', bootstrap = testBootstrap() }: { route?: string; bootstrap?: Bootstrap } = {}) {
  setBootstrap(bootstrap);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProvider bootstrap={bootstrap} queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </AppProvider>
  );
  return { queryClient, ...render(ui, { wrapper }) };
}
