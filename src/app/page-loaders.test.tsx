import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { endpoints } from '@contract/client';
import { createQueryClient } from '@/lib/query-client';
import { server } from '@/testing/msw-server';
import { storePackage } from '@/testing/handlers/store';
import { testBootstrap } from '@/testing/test-utils';
import { AppProvider } from './provider';
import { createRoutes } from './router';

// A followed link starts the page's reads together with its chunk (the route's loader), not once
// the chunk has loaded and the page has rendered: on a slow line the two waits overlap.
vi.setConfig({ testTimeout: 30_000 });

const events: string[] = [];

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

describe('route loaders', () => {
  it('asks for the catalogue before the store page renders when a link to it is followed, and only once', async () => {
    server.use(
      http.get(endpoints.store(), () => {
        events.push('catalogue asked for');
        return HttpResponse.json([storePackage(1, { Name: 'Lucky Pouch' })]);
      }),
    );
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: ['/discord'] });
    render(
      <AppProvider bootstrap={testBootstrap()} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeInTheDocument();

    await act(() => router.navigate('/store'));
    expect(await screen.findByRole('heading', { name: 'Lucky Pouch' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(events).toEqual(['catalogue asked for', 'page renders']);
  });
});
