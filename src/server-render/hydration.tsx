import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';

// Taking over a page the server painted: the same data and the same page module first,
// so the browser's first render is the server's markup, then handlers attached (hydrateRoot).

/** The page was painted by the server (server/src/page-render/spa.ts marks its root). */
export const isServerRendered = (root: HTMLElement) => root.dataset.serverRendered === 'true';

/** The server's React Query cache for this page: its first reads are not asked for again. */
export function hydratePageQueries(queryClient: QueryClient) {
  const block = document.getElementById('page-queries');
  if (block?.textContent) hydrate(queryClient, JSON.parse(block.textContent) as DehydratedState);
}

/** Loads the lazy modules of the routes this address shows, as the server had them for its render. */
export async function loadRoutesFor(routes: RouteObject[], location: Location) {
  const lazy = (matchRoutes(routes, location) ?? []).map((m) => m.route).filter((route) => typeof route.lazy === 'function');
  await Promise.all(
    lazy.map(async (route) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
