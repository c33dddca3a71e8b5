import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PAGE_MODULES, type Controller, type PagePattern } from '@contract/paths';
import { AppLayout } from '@/components/layout/app-layout';
import { RouteError } from '@/components/errors/route-error';
import { PageLoading } from '@/components/layout/page-loading';
import { NotFoundGate } from './not-found-gate';
import { firstDataLoader } from './route-data';

/** What a page route declares about itself: its SPEC §1 controller, compared with the server's. */
export interface PageHandle {
  controller: Controller;
}

/** Every page module, each its own lazy chunk (issue 2; design.md performance budgets). */
const pageModules = import.meta.glob<{ default: ComponentType }>('/src/features/*/pages/*-page.tsx');

/**
 * A page route loads the module PAGE_MODULES names for its path (the same table tells the server
 * which chunk to modulepreload for a deep link) and names its controller (SPEC §1), which
 * ControllerCheck compares with the one in the server's bootstrap block.
 */
const page = (controller: Controller, pattern: PagePattern, queryClient?: QueryClient): Pick<RouteObject, 'path' | 'lazy' | 'handle' | 'loader'> => {
  const load = pageModules[`/${PAGE_MODULES[pattern]}`];
  if (!load) throw new Error(`No page module ${PAGE_MODULES[pattern]} for ${pattern}`);
  return {
    path: pattern,
    handle: { controller } satisfies PageHandle,
    lazy: async () => ({ Component: (await load()).default }),
    loader: firstDataLoader(pattern, queryClient),
  };
};

/** The site's routes; with the query client, the deep-link pages start their first data at once (route-data.ts). */
export const createRoutes = (queryClient?: QueryClient): RouteObject[] => [
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
          page('home', '/', queryClient),
          page('login', '/login', queryClient),
          page('logout', '/logout', queryClient),
          page('register', '/register', queryClient),
          page('recovery', '/recovery', queryClient),
          page('recovery', '/recovery/reset/:token', queryClient),
          page('account', '/account', queryClient),
          page('account_delete', '/account/delete', queryClient),
          page('account_wheel', '/account/wheel', queryClient),
          page('account_security', '/account/security', queryClient),
          page('account_export', '/account/export', queryClient),
          page('account_email', '/account/verify-email', queryClient),
          page('bet', '/bet', queryClient),
          page('bet', '/bet/verify/:id', queryClient),
          page('guild', '/guild/:id', queryClient),
          page('profile', '/charid/:id', queryClient),
          page('ranking', '/ranking/player', queryClient),
          page('ranking', '/ranking/guild', queryClient),
          page('ranking', '/ranking/monster', queryClient),
          page('ranking', '/ranking/gains', queryClient),
          page('wiki', '/wiki/:type', queryClient),
          page('wiki', '/wiki/:type/:id', queryClient),
          page('store', '/store', queryClient),
          page('store_confirmation', '/store/confirmation/:id', queryClient),
          page('play', '/play', queryClient),
          page('help_contact', '/help/contact', queryClient),
          page('discord', '/discord', queryClient),
          page('news', '/news', queryClient),
          page('online', '/online', queryClient),
          page('search', '/search', queryClient),
          page('compare', '/compare/:a', queryClient),
          page('compare', '/compare/:a/:b', queryClient),
          page('news', '/news/:slug', queryClient),
          page('dashboard', '/dashboard', queryClient),
          page('dashboard', '/dashboard/news', queryClient),
          page('dashboard', '/dashboard/:section', queryClient),
          { path: '*', lazy: async () => ({ Component: (await import('@/components/layout/not-found')).NotFound }) },
        ],
      },
    ],
  },
];

export const createRouter = (queryClient: QueryClient) => createBrowserRouter(createRoutes(queryClient));
