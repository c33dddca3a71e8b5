import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { createRoutes } from './router';

// Issue 14 (no chain): a deep link's first data is asked for when the route is known, before the
// page's own chunk has loaded and rendered, so the two download side by side.

function open(path: string) {
  const asked: string[] = [];
  server.use(
    http.get('/api/*', ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return HttpResponse.json({ id: 7 });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The router alone, never rendered: no page component runs, so what is asked is the loader's doing.
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  return { asked, queryClient, router };
}

describe('the first data of a deep link', () => {
  it.each([
    ['/charid/7', '/api/character/7', ['character', 7, 'profile']],
    ['/guild/7', '/api/guild/7', ['guild', 7, 'profile']],
    ['/wiki/item/7', '/api/wiki/item/7', ['wiki', 'item', 7]],
  ])('%s asks for %s as soon as the route is known, into the query the page reads', async (path, call, key) => {
    const { asked, queryClient, router } = open(path);
    await waitFor(() => expect(queryClient.getQueryData(key)).toEqual({ id: 7 }));
    expect(asked).toEqual([call]);
    router.dispose();
  });

  it.each(['/charid/abc', '/wiki/nothing/7', '/ranking/player'])('%s asks for nothing ahead', async (path) => {
    const { asked, router } = open(path);
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(asked).toEqual([]);
    router.dispose();
  });
});
