import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useQuery } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { createRoutes } from '@/app/router';
import { AppProvider } from '@/app/provider';
import { getJson } from '@/lib/api-client';
import { onConnectionChange, resetConnection } from '@/lib/connection';
import { server } from '@/testing/msw-server';
import { renderWithApp, testBootstrap } from '@/testing/test-utils';
import { ConnectionBanner } from '@/components/layout/connection-banner';

// With the server gone, a navigation blanked the whole site and an action showed
// only the generic alert for 1.5 s; nothing said the connection was lost.

/** The site's routes, where the discord page's chunk cannot be fetched (the server is down during a navigation). */
const routesWithUnreachablePage = (): RouteObject[] =>
  createRoutes().map((layout) => ({
    ...layout,
    children: layout.children?.map((gate) => ({
      ...gate,
      children: gate.children?.map((route) =>
        route.path === '/discord'
          ? {
              ...route,
              lazy: async () => {
                throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/discord-page-abc.js');
              },
            }
          : route,
      ),
    })),
  })) as RouteObject[];

vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => resetConnection());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

let serverUp = false;
let probes = 0;
const healthz = () =>
  http.get('/healthz', () => {
    probes++;
    return serverUp ? HttpResponse.json({ status: 'ok' }) : HttpResponse.error();
  });

function Thing() {
  const thing = useQuery({ queryKey: ['thing'], queryFn: () => getJson<{ name: string }>('/api/thing') });
  return <p>{thing.data ? `Loaded ${thing.data.name}` : thing.isError ? 'Not loaded' : 'Loading'}</p>;
}

describe('the connection banner', () => {
  it('stays while requests fail to reach the server, then goes and the failed read loads when it answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serverUp = false;
    probes = 0;
    server.use(
      healthz(),
      http.get('/api/thing', () => (serverUp ? HttpResponse.json({ name: 'sword' }) : HttpResponse.error())),
    );
    renderWithApp(
      <>
        <ConnectionBanner />
        <Thing />
      </>,
    );
    const banner = await screen.findByTestId('connection-banner');
    expect(banner).toHaveTextContent("Connection lost. We can't reach the server; retrying…");
    expect(await screen.findByText('Not loaded')).toBeInTheDocument();
    // Persistent: still there once a probe has failed and the next one is under way (a passing alert
    // would be gone). The probes' delays are stepped on the fake clock.
    const states: string[] = [];
    const stopWatching = onConnectionChange((state) => states.push(state));
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(probes).toBe(1));
    await vi.advanceTimersByTimeAsync(2_000);
    await waitFor(() => expect(probes).toBe(2));
    // Every change of the connection state is recorded: the banner never went, not even for a moment.
    expect(states).not.toContain('online');
    expect(screen.getByTestId('connection-banner')).toBeInTheDocument();

    serverUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry now' }));
    await waitFor(() => expect(screen.queryByTestId('connection-banner')).not.toBeInTheDocument());
    expect(await screen.findByText('Loaded sword')).toBeInTheDocument();
    // Positive control: the record does see the banner go.
    expect(states).toContain('online');
    stopWatching();
  });

  it('a page whose code cannot be fetched keeps the layout and offers a retry in place', async () => {
    serverUp = false;
    server.use(healthz());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload, pathname: '/discord' });
    const bootstrap = testBootstrap();
    render(
      <AppProvider bootstrap={bootstrap} queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={createMemoryRouter(routesWithUnreachablePage(), { initialEntries: ['/discord'] })} />
      </AppProvider>,
    );
    const error = await screen.findByTestId('route-error');
    expect(await screen.findByText('Connection lost')).toBeInTheDocument();
    // The layout stays around it: the navbar's home link, the skip link, the footer.
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
    expect(document.querySelector('nav.site-navbar')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(await screen.findByTestId('connection-banner')).toBeInTheDocument();

    serverUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(error).toBeInTheDocument();
  });
});
