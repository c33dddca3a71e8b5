import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Bootstrap } from '@contract/types/bootstrap';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { testBootstrap } from './bootstrap';

export { testBootstrap };

/** Renders a component inside the app's providers and a router at `route`. */
export function renderWithApp(ui: ReactElement, { route = '/', bootstrap = testBootstrap() }: { route?: string; bootstrap?: Bootstrap } = {}) {
  // The app's own client (its coin rule included), without retries: a refusal shows at once.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false }, mutations: { retry: false } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProvider bootstrap={bootstrap} queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </AppProvider>
  );
  return { queryClient, ...render(ui, { wrapper }) };
}
