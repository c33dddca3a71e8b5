import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { Controller } from '@contract/paths';
import { AppLayout } from '@/components/layout/app-layout';
import { RouteError } from '@/components/errors/route-error';
import { PageLoading } from '@/components/layout/page-loading';
import { NotFoundGate } from './not-found-gate';

/** What a page route declares about itself: its SPEC §1 controller, compared with the server's. */
export interface PageHandle {
  controller: Controller;
}

/**
 * Each page is its own lazy chunk (issue 2; design.md performance budgets) and names its controller
 * (SPEC §1), which ControllerCheck compares with the one in the server's bootstrap block.
 */
const page = (controller: Controller, load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { controller } satisfies PageHandle,
  lazy: async () => ({ Component: (await load()).default }),
});

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
          { path: '/', ...page('home', () => import('@/features/home/pages/home-page')) },
          { path: '/login', ...page('login', () => import('@/features/account/pages/login-page')) },
          { path: '/logout', ...page('logout', () => import('@/features/account/pages/logout-page')) },
          { path: '/register', ...page('register', () => import('@/features/account/pages/register-page')) },
          { path: '/recovery', ...page('recovery', () => import('@/features/account/pages/recovery-page')) },
          { path: '/recovery/reset/:token', ...page('recovery', () => import('@/features/account/pages/recovery-page')) },
          { path: '/account', ...page('account', () => import('@/features/account/pages/account-page')) },
          { path: '/account/delete', ...page('account_delete', () => import('@/features/account/pages/account-delete-page')) },
          { path: '/account/wheel', ...page('account_wheel', () => import('@/features/account/pages/account-wheel-page')) },
          { path: '/bet', ...page('bet', () => import('@/features/bets/pages/bet-page')) },
          { path: '/bet/verify/:id', ...page('bet', () => import('@/features/bets/pages/bet-verify-page')) },
          { path: '/guild/:id', ...page('guild', () => import('@/features/guild/pages/guild-page')) },
          { path: '/charid/:id', ...page('profile', () => import('@/features/character/pages/character-page')) },
          { path: '/ranking/player', ...page('ranking', () => import('@/features/ranking/pages/player-ranking-page')) },
          { path: '/ranking/guild', ...page('ranking', () => import('@/features/ranking/pages/guild-ranking-page')) },
          { path: '/ranking/monster', ...page('ranking', () => import('@/features/ranking/pages/monster-ranking-page')) },
          { path: '/wiki/:type', ...page('wiki', () => import('@/features/wiki/pages/wiki-list-page')) },
          { path: '/wiki/:type/:id', ...page('wiki', () => import('@/features/wiki/pages/wiki-detail-page')) },
          { path: '/store', ...page('store', () => import('@/features/store/pages/store-page')) },
          { path: '/store/confirmation/:id', ...page('store_confirmation', () => import('@/features/store/pages/store-confirmation-page')) },
          { path: '/play', ...page('play', () => import('@/features/play/pages/play-page')) },
          { path: '/help/contact', ...page('help_contact', () => import('@/features/help/pages/contact-page')) },
          { path: '/discord', ...page('discord', () => import('@/features/help/pages/discord-page')) },
          { path: '/news', ...page('news', () => import('@/features/news/pages/news-list-page')) },
          { path: '/online', ...page('online', () => import('@/features/online/pages/online-page')) },
          { path: '/news/:slug', ...page('news', () => import('@/features/news/pages/news-post-page')) },
          { path: '/dashboard', ...page('dashboard', () => import('@/features/dashboard/pages/dashboard-page')) },
          { path: '/dashboard/news', ...page('dashboard', () => import('@/features/dashboard/pages/dashboard-news-page')) },
          { path: '/dashboard/:section', ...page('dashboard', () => import('@/features/dashboard/pages/dashboard-page')) },
          { path: '*', lazy: async () => ({ Component: (await import('@/components/layout/not-found')).NotFound }) },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
