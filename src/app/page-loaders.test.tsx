import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { endpoints } from '@contract/client';
import { createQueryClient } from '@/lib/query-client';
import { server } from '@/testing/msw-server';
import { storePackage } from '@/testing/handlers/store';
import { bet } from '@/testing/handlers/bets';
import { queryKeys } from '@/lib/api/keys';
import { testBootstrap } from '@/testing/test-utils';
import { AppProvider } from './provider';
import { createRoutes } from './router';

// A followed link starts the page's reads together with its chunk (the route's loader), not once
// the chunk has loaded and the page has rendered: on a slow line the two waits overlap.
vi.setConfig({ testTimeout: 30_000 });

const events: string[] = [];
/** The query client of the site under test, for the page mocks below. */
const site = vi.hoisted(() => ({ queryClient: null as QueryClient | null }));

// The store page as it is, noting when it first renders.
vi.mock('@/features/store/pages/store-page', async (importOriginal) => {
  const { default: StorePage } = await importOriginal<typeof import('@/features/store/pages/store-page')>();
  return {
    default: function NotedStorePage() {
      if (!events.includes('page renders')) events.push('page renders');
      return <StorePage />;
    },
  };
});

// The bet's verify page as it is, noting when it first renders. Its chunk arrives only once the
// loader's answer is in the cache: the race a fast answer and a slow chunk give.
vi.mock('@/features/bets/pages/bet-verify-page', async (importOriginal) => {
  const { default: BetVerifyPage } = await importOriginal<typeof import('@/features/bets/pages/bet-verify-page')>();
  await vi.waitFor(() => expect(site.queryClient?.getQueryData(queryKeys.bets.find(12345))).toBeDefined(), { timeout: 10_000 });
  return {
    default: function NotedBetVerifyPage() {
      if (!events.includes('page renders')) events.push('page renders');
      return <BetVerifyPage />;
    },
  };
});

/** The site, started on a page that reads nothing. */
async function startSite() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  site.queryClient = queryClient;
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: ['/discord'] });
  render(
    <AppProvider bootstrap={testBootstrap()} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
  return { queryClient, router };
}

describe('route loaders', () => {
  it('asks for the catalogue before the store page renders when a link to it is followed, and only once', async () => {
    server.use(
      http.get(endpoints.store(), () => {
        events.push('catalogue asked for');
        return HttpResponse.json([storePackage(1, { Name: 'Lucky Pouch' })]);
      }),
    );
    const { router } = await startSite();

    await act(() => router.navigate('/store'));
    expect(await screen.findByRole('heading', { name: 'Lucky Pouch' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(events).toEqual(['catalogue asked for', 'page renders']);
  });

  it('reads a bet once when a link to its verify page is followed, though the page reads a bet afresh each time it opens', async () => {
    events.length = 0;
    let reads = 0;
    server.use(
      http.get(endpoints.bet(12345), () => {
        reads += 1;
        events.push('bet asked for');
        return HttpResponse.json(bet(12345, { Status: 'open' }));
      }),
    );
    const { queryClient, router } = await startSite();

    await act(() => router.navigate('/bet/verify/12345'));
    expect(await screen.findByRole('heading', { name: 'Verify bet #12345' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(events).toEqual(['bet asked for', 'page renders']);
    expect(reads).toBe(1);
  });
});
