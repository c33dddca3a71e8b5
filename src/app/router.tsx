import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from '@/components/layout/app-layout';
import { RouteError } from '@/components/errors/route-error';
import { PageLoading } from '@/components/layout/page-loading';
import { NotFoundGate } from './not-found-gate';

/** Each page is its own lazy chunk (issue 2; design.md performance budgets). */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <NotFoundGate />,
        // On first load the page is still a lazy chunk: React Router renders the routes down to the
        // one with a fallback, so the layout above shows at once with this inside it (no blank page,
        // no "No HydrateFallback element" warning).
        hydrateFallbackElement: <PageLoading />,
        children: [
          { path: '/', ...page(() => import('@/features/home/pages/home-page')) },
          { path: '/login', ...page(() => import('@/features/account/pages/login-page')) },
          { path: '/logout', ...page(() => import('@/features/account/pages/logout-page')) },
          { path: '/register', ...page(() => import('@/features/account/pages/register-page')) },
          { path: '/recovery', ...page(() => import('@/features/account/pages/recovery-page')) },
          { path: '/recovery/reset/:token', ...page(() => import('@/features/account/pages/recovery-page')) },
          { path: '/account', ...page(() => import('@/features/account/pages/account-page')) },
          { path: '/account/delete', ...page(() => import('@/features/account/pages/account-delete-page')) },
          { path: '/account/wheel', ...page(() => import('@/features/account/pages/account-wheel-page')) },
          { path: '/bet', ...page(() => import('@/features/bets/pages/bet-page')) },
          { path: '/bet/verify/:id', ...page(() => import('@/features/bets/pages/bet-verify-page')) },
          { path: '/guild/:id', ...page(() => import('@/features/guild/pages/guild-page')) },
          { path: '/charid/:id', ...page(() => import('@/features/character/pages/character-page')) },
          { path: '/ranking/player', ...page(() => import('@/features/ranking/pages/player-ranking-page')) },
          { path: '/ranking/guild', ...page(() => import('@/features/ranking/pages/guild-ranking-page')) },
          { path: '/ranking/monster', ...page(() => import('@/features/ranking/pages/monster-ranking-page')) },
          { path: '/wiki/:type', ...page(() => import('@/features/wiki/pages/wiki-list-page')) },
          { path: '/wiki/:type/:id', ...page(() => import('@/features/wiki/pages/wiki-detail-page')) },
          { path: '/store', ...page(() => import('@/features/store/pages/store-page')) },
          { path: '/store/confirmation/:id', ...page(() => import('@/features/store/pages/store-confirmation-page')) },
          { path: '/play', ...page(() => import('@/features/play/pages/play-page')) },
          { path: '/help/contact', ...page(() => import('@/features/help/pages/contact-page')) },
          { path: '/discord', ...page(() => import('@/features/help/pages/discord-page')) },
          { path: '/news', ...page(() => import('@/features/news/pages/news-list-page')) },
          { path: '/online', ...page(() => import('@/features/online/pages/online-page')) },
          { path: '/news/:slug', ...page(() => import('@/features/news/pages/news-post-page')) },
          { path: '/dashboard', ...page(() => import('@/features/dashboard/pages/dashboard-page')) },
          { path: '/dashboard/news', ...page(() => import('@/features/dashboard/pages/dashboard-news-page')) },
          { path: '/dashboard/:section', ...page(() => import('@/features/dashboard/pages/dashboard-page')) },
          { path: '*', ...page(() => import('@/components/layout/not-found').then((m) => ({ default: () => <m.NotFound /> }))) },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
