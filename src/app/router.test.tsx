import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { testBootstrap } from '@/testing/test-utils';
import { AppProvider } from './provider';
import { createRoutes } from './router';

// Every page logged React Router's "No `HydrateFallback` element provided"
// warning, because the first page is a lazy chunk and nothing was given to show meanwhile.

afterEach(() => vi.restoreAllMocks());

function renderRouter(path: string) {
  const bootstrap = testBootstrap();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  return render(
    <AppProvider bootstrap={bootstrap} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('the router on first load', () => {
  it('keeps the site layout and shows a loading state while the first page chunk loads, without the HydrateFallback warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    renderRouter('/discord');
    // While the lazy page loads: the layout (navbar, skip link) with a loading status in it.
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    expect(warn.mock.calls.flat().join(' ')).not.toContain('HydrateFallback');
  });
});
