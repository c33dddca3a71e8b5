import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router-dom';
import { PAGE_PATTERNS, PAGES, type Controller, type PagePattern } from '@contract/paths';
import { AppLayout } from '@/components/layout/app-layout';
import { RouteError } from '@/components/errors/route-error';
import { PageLoading } from '@/components/layout/page-loading';
import { NotFoundGate } from './not-found-gate';
import { PAGE_LOADERS } from './page-loaders';
import { loadPageTexts } from '@/lib/i18n/catalogues';

/** What a page route declares about itself: its docs/product-rules.md#what-the-product-does controller, compared with the server's. */
export interface PageHandle {
  controller: Controller;
}

/** Every page module, each its own lazy chunk (docs/performance.md). */
const pageModules = import.meta.glob<{ default: ComponentType }>('/src/features/*/pages/*-page.tsx');

/**
 * A page route, from its declaration in PAGES: it loads the page's module as its lazy chunk (the
 * same entry tells the server which chunk to modulepreload for a deep link), names its controller,
 * which ControllerCheck compares with the one in the server's bootstrap block, and, given the
 * query client, starts the page's first reads (PAGE_LOADERS) together with its chunk. Its id is its
 * pattern.
 */
const page = (pattern: PagePattern, queryClient?: QueryClient, waitForReads = false): RouteObject => {
  const { controller, module } = PAGES[pattern];
  const load = pageModules[`/${module}`];
  if (!load) throw new Error(`No page module ${module} for ${pattern}`);
  const reads = PAGE_LOADERS[pattern];
  return {
    id: pattern,
    path: pattern,
    handle: { controller } satisfies PageHandle,
    // The page's texts in the reader's language come with its chunk, so it never paints in English first.
    lazy: async () => ({ Component: (await Promise.all([load(), loadPageTexts(module)]))[0].default }),
    ...(reads && queryClient
      ? {
          loader: async ({ params, request }) => {
            const settled = reads(queryClient, params, new URL(request.url));
            if (waitForReads) await settled;
            return null;
          },
        }
      : {}),
  };
};

/**
 * The site's routes; with a query client, each page's loader starts its reads. The server's render
 * waits for them (`waitForReads`) so that it renders the page with its data; the browser does not.
 */
export const createRoutes = (queryClient?: QueryClient, { waitForReads = false } = {}): RouteObject[] => [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <NotFoundGate />,
        // A page that fails (its code could not be fetched, or it crashed) shows the error inside the
        // layout: the navbar stays and the error offers a retry in place.
        errorElement: <RouteError />,
        // On first load the page is still a lazy chunk: React Router renders the routes down to the
        // one with a fallback, so the layout above shows at once with this inside it (no blank page,
        // no "No HydrateFallback element" warning).
        hydrateFallbackElement: <PageLoading />,
        children: [
          ...PAGE_PATTERNS.map((pattern) => page(pattern, queryClient, waitForReads)),
          { path: '*', lazy: async () => ({ Component: (await import('@/components/layout/not-found')).NotFound }) },
        ],
      },
    ],
  },
];

/**
 * The browser's router. A page the server painted already holds its data (in the query cache): its
 * loader is not run again when the page is taken over, so the first render is the server's markup.
 */
export const createRouter = (routes: RouteObject[], serverRendered: boolean) => {
  const hydrationData: HydrationState | undefined = serverRendered
    ? { loaderData: Object.fromEntries(PAGE_PATTERNS.map((pattern) => [pattern, null])) }
    : undefined;
  return createBrowserRouter(routes, { hydrationData });
};
