import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PAGE_PATTERNS, PAGES, type Controller, type PagePattern } from '@contract/paths';
import { AppLayout } from '@/components/layout/app-layout';
import { RouteError } from '@/components/errors/route-error';
import { PageLoading } from '@/components/layout/page-loading';
import { NotFoundGate } from './not-found-gate';

/** What a page route declares about itself: its SPEC §1 controller, compared with the server's. */
export interface PageHandle {
  controller: Controller;
}

/** Every page module, each its own lazy chunk (issue 2; design.md performance budgets). */
const pageModules = import.meta.glob<{ default: ComponentType }>('/src/features/*/pages/*-page.tsx');

/**
 * A page route, from its declaration in PAGES: it loads the page's module as its lazy chunk (the
 * same entry tells the server which chunk to modulepreload for a deep link) and names its
 * controller, which ControllerCheck compares with the one in the server's bootstrap block.
 */
const page = (pattern: PagePattern): Pick<RouteObject, 'path' | 'lazy' | 'handle'> => {
  const { controller, module } = PAGES[pattern];
  const load = pageModules[`/${module}`];
  if (!load) throw new Error(`No page module ${module} for ${pattern}`);
  return {
    path: pattern,
    handle: { controller } satisfies PageHandle,
    lazy: async () => ({ Component: (await load()).default }),
  };
};

export const routes: RouteObject[] = [
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
        children: [...PAGE_PATTERNS.map(page), { path: '*', lazy: async () => ({ Component: (await import('@/components/layout/not-found')).NotFound }) }],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
