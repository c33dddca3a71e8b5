import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PAGE_MODULES, type Controller, type PagePattern } from '@contract/paths';
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
 * A page route loads the module PAGE_MODULES names for its path (the same table tells the server
 * which chunk to modulepreload for a deep link) and names its controller (SPEC §1), which
 * ControllerCheck compares with the one in the server's bootstrap block.
 */
const page = (controller: Controller, pattern: PagePattern): Pick<RouteObject, 'path' | 'lazy' | 'handle'> => {
  const load = pageModules[`/${PAGE_MODULES[pattern]}`];
  if (!load) throw new Error(`No page module ${PAGE_MODULES[pattern]} for ${pattern}`);
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
        children: [
          page('home', '/'),
          page('login', '/login'),
          page('logout', '/logout'),
          page('register', '/register'),
          page('recovery', '/recovery'),
          page('recovery', '/recovery/reset/:token'),
          page('account', '/account'),
          page('account_delete', '/account/delete'),
          page('account_wheel', '/account/wheel'),
          page('account_security', '/account/security'),
          page('account_export', '/account/export'),
          page('account_email', '/account/verify-email'),
          page('bet', '/bet'),
          page('bet', '/bet/verify/:id'),
          page('guild', '/guild/:id'),
          page('profile', '/charid/:id'),
          page('ranking', '/ranking/player'),
          page('ranking', '/ranking/guild'),
          page('ranking', '/ranking/monster'),
          page('ranking', '/ranking/gains'),
          page('wiki', '/wiki/:type'),
          page('wiki', '/wiki/:type/:id'),
          page('store', '/store'),
          page('store_confirmation', '/store/confirmation/:id'),
          page('play', '/play'),
          page('help_contact', '/help/contact'),
          page('discord', '/discord'),
          page('news', '/news'),
          page('online', '/online'),
          page('search', '/search'),
          page('compare', '/compare/:a'),
          page('compare', '/compare/:a/:b'),
          page('news', '/news/:slug'),
          page('dashboard', '/dashboard'),
          page('dashboard', '/dashboard/news'),
          page('dashboard', '/dashboard/players'),
          page('dashboard', '/dashboard/players/:playerId'),
          page('dashboard', '/dashboard/audit'),
          page('dashboard', '/dashboard/:section'),
          { path: '*', lazy: async () => ({ Component: (await import('@/components/layout/not-found')).NotFound }) },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
