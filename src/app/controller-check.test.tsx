import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { matchPage, PAGES, PAGE_PATTERNS, SPEC_CONTROLLERS, type Controller } from '@contract/paths';
import { testBootstrap } from '@/testing/test-utils';
import { NotFoundGate } from './not-found-gate';
import { AppProvider } from './provider';
import { createRoutes, type PageHandle } from './router';

// Every page names its controller; the SPA's routes agree with the
// controller the server puts in the bootstrap block, and a disagreement is reported.

/** Every path of the SPA's route table, with sample values for its parameters. */
function routePaths(list: RouteObject[]): string[] {
  return list.flatMap((r) => [...(r.path && r.path !== '*' ? [r.path] : []), ...routePaths(r.children ?? [])]);
}
const sample = (pattern: string) => pattern.replace(':type', 'item').replace(':section', 'items').replace(/:\w+/g, '1');

afterEach(() => vi.restoreAllMocks());

const routes = createRoutes();

describe('page controllers', () => {
  it('every SPA route names the controller the server names for the same path', () => {
    const paths = routePaths(routes);
    expect(paths.length).toBe(PAGE_PATTERNS.length);
    for (const path of paths) {
      const url = sample(path);
      const spa = (matchRoutes(routes, url)?.at(-1)?.route.handle as PageHandle | undefined)?.controller;
      const server = PAGES[matchPage(url)!.pattern].controller;
      expect(spa, url).toBe(server);
    }
    // Each of docs/product-rules.md#what-the-product-does: controllers drives at least one page.
    const named = new Set(paths.map((p) => (matchRoutes(routes, sample(p))?.at(-1)?.route.handle as PageHandle).controller));
    for (const controller of SPEC_CONTROLLERS) expect(named, controller).toContain(controller);
  });

  const renderFirstPage = (serverController: Controller) => {
    const bootstrap = testBootstrap({ controller: serverController });
    const router = createMemoryRouter(
      [{ element: <NotFoundGate />, children: [{ path: '/bet', handle: { controller: 'bet' } satisfies PageHandle, element: <p>Bets</p> }] }],
      { initialEntries: ['/bet'] },
    );
    render(
      <AppProvider bootstrap={bootstrap} queryClient={new QueryClient()}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
  };

  it('reports a page whose route disagrees with the server', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFirstPage('wiki');
    await screen.findByText('Bets');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Controller mismatch on /bet: the server rendered "wiki", the SPA shows "bet"'));
  });

  it('stays quiet when they agree', async () => {
    const error = vi.spyOn(console, 'error');
    renderFirstPage('bet');
    await screen.findByText('Bets');
    expect(error).not.toHaveBeenCalled();
  });
});
