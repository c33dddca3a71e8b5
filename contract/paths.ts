// The site's page routes, shared by the SPA router and the server (which answers 404 for anything
// else and injects deep-link meta tags per route).

export const WIKI_TYPES = ['item', 'map', 'market', 'monster', 'npc', 'quest', 'shop', 'bot', 'title', 'redeem'] as const;
export type WikiType = (typeof WIKI_TYPES)[number];

export const PLAYER_RANKINGS = ['global', 'boss', 'pvp', 'vip', 'noob', 'staff', 'rebirth'] as const;
export const GUILD_RANKINGS = ['global', 'war', 'raid'] as const;
export type PlayerRanking = (typeof PLAYER_RANKINGS)[number];
export type GuildRanking = (typeof GUILD_RANKINGS)[number];

export const DASHBOARD_SECTIONS = ['items', 'monsters', 'npcs', 'maps', 'skills'] as const;

/** Page path patterns in react-router syntax. */
export const PAGE_PATTERNS = [
  '/',
  '/login',
  '/logout',
  '/register',
  '/recovery',
  '/recovery/reset/:token',
  '/account',
  '/account/delete',
  '/account/wheel',
  '/account/security',
  '/account/export',
  '/account/verify-email',
  '/bet',
  '/bet/verify/:id',
  '/guild/:id',
  '/charid/:id',
  '/ranking/player',
  '/ranking/guild',
  '/ranking/monster',
  '/ranking/gains',
  '/wiki/:type',
  '/wiki/:type/:id',
  '/store',
  '/store/confirmation/:id',
  '/play',
  '/help/contact',
  '/discord',
  '/dashboard',
  '/dashboard/news',
  '/dashboard/players',
  '/dashboard/players/:playerId',
  '/dashboard/audit',
  '/dashboard/:section',
  '/news',
  '/news/:slug',
  '/online',
  '/search',
  '/compare/:a',
  '/compare/:a/:b',
] as const;

export type PagePattern = (typeof PAGE_PATTERNS)[number];

/** SPEC §1: the controller identifiers the server names for its pages. */
export const SPEC_CONTROLLERS = [
  'account',
  'account_delete',
  'account_wheel',
  'bet',
  'guild',
  'play',
  'profile',
  'ranking',
  'recovery',
  'store',
  'store_confirmation',
  'wiki',
  'help_contact',
  'login',
  'register',
] as const;
/** Pages SPEC does not list (home, news, who's online, the chat link, logout, the dashboard, account security, the email link, search, compare) get names of their own. */
export type Controller =
  | (typeof SPEC_CONTROLLERS)[number]
  | 'home'
  | 'logout'
  | 'discord'
  | 'dashboard'
  | 'news'
  | 'online'
  | 'account_security'
  | 'account_export'
  | 'account_email'
  | 'search'
  | 'compare';

/**
 * The controller of each page (SPEC §1). The server puts it in the bootstrap block of the page it
 * renders; the SPA's routes declare theirs and check that the two agree on the first page.
 */
export const PAGE_CONTROLLERS: Record<PagePattern, Controller> = {
  '/': 'home',
  '/login': 'login',
  '/logout': 'logout',
  '/register': 'register',
  '/recovery': 'recovery',
  '/recovery/reset/:token': 'recovery',
  '/account': 'account',
  '/account/delete': 'account_delete',
  '/account/wheel': 'account_wheel',
  '/account/security': 'account_security',
  '/account/export': 'account_export',
  '/account/verify-email': 'account_email',
  '/bet': 'bet',
  '/bet/verify/:id': 'bet',
  '/guild/:id': 'guild',
  '/charid/:id': 'profile',
  '/ranking/player': 'ranking',
  '/ranking/guild': 'ranking',
  '/ranking/monster': 'ranking',
  '/ranking/gains': 'ranking',
  '/wiki/:type': 'wiki',
  '/wiki/:type/:id': 'wiki',
  '/store': 'store',
  '/store/confirmation/:id': 'store_confirmation',
  '/play': 'play',
  '/help/contact': 'help_contact',
  '/discord': 'discord',
  '/dashboard': 'dashboard',
  '/dashboard/news': 'dashboard',
  '/dashboard/players': 'dashboard',
  '/dashboard/players/:playerId': 'dashboard',
  '/dashboard/audit': 'dashboard',
  '/dashboard/:section': 'dashboard',
  '/news': 'news',
  '/news/:slug': 'news',
  '/online': 'online',
  '/search': 'search',
  '/compare/:a': 'compare',
  '/compare/:a/:b': 'compare',
};

/**
 * The module that renders each page (a path from the repository root, as Vite's manifest names it).
 * The SPA's router loads it as the page's lazy chunk; the server names that chunk in the page it
 * sends (`<link rel="modulepreload">`), so a deep link fetches it with the entry script instead of
 * after it (issue 14).
 */
export const PAGE_MODULES: Record<PagePattern, string> = {
  '/': 'src/features/home/pages/home-page.tsx',
  '/login': 'src/features/account/pages/login-page.tsx',
  '/logout': 'src/features/account/pages/logout-page.tsx',
  '/register': 'src/features/account/pages/register-page.tsx',
  '/recovery': 'src/features/account/pages/recovery-page.tsx',
  '/recovery/reset/:token': 'src/features/account/pages/recovery-page.tsx',
  '/account': 'src/features/account/pages/account-page.tsx',
  '/account/delete': 'src/features/account/pages/account-delete-page.tsx',
  '/account/wheel': 'src/features/account/pages/account-wheel-page.tsx',
  '/account/security': 'src/features/account/pages/account-security-page.tsx',
  '/account/export': 'src/features/account/pages/account-export-page.tsx',
  '/account/verify-email': 'src/features/account/pages/verify-email-page.tsx',
  '/bet': 'src/features/bets/pages/bet-page.tsx',
  '/bet/verify/:id': 'src/features/bets/pages/bet-verify-page.tsx',
  '/guild/:id': 'src/features/guild/pages/guild-page.tsx',
  '/charid/:id': 'src/features/character/pages/character-page.tsx',
  '/ranking/player': 'src/features/ranking/pages/player-ranking-page.tsx',
  '/ranking/guild': 'src/features/ranking/pages/guild-ranking-page.tsx',
  '/ranking/monster': 'src/features/ranking/pages/monster-ranking-page.tsx',
  '/ranking/gains': 'src/features/ranking/pages/gains-ranking-page.tsx',
  '/wiki/:type': 'src/features/wiki/pages/wiki-list-page.tsx',
  '/wiki/:type/:id': 'src/features/wiki/pages/wiki-detail-page.tsx',
  '/store': 'src/features/store/pages/store-page.tsx',
  '/store/confirmation/:id': 'src/features/store/pages/store-confirmation-page.tsx',
  '/play': 'src/features/play/pages/play-page.tsx',
  '/help/contact': 'src/features/help/pages/contact-page.tsx',
  '/discord': 'src/features/help/pages/discord-page.tsx',
  '/dashboard': 'src/features/dashboard/pages/dashboard-page.tsx',
  '/dashboard/news': 'src/features/dashboard/pages/dashboard-news-page.tsx',
  '/dashboard/players': 'src/features/dashboard/pages/dashboard-players-page.tsx',
  '/dashboard/players/:playerId': 'src/features/dashboard/pages/dashboard-player-page.tsx',
  '/dashboard/audit': 'src/features/dashboard/pages/dashboard-audit-page.tsx',
  '/dashboard/:section': 'src/features/dashboard/pages/dashboard-page.tsx',
  '/news': 'src/features/news/pages/news-list-page.tsx',
  '/news/:slug': 'src/features/news/pages/news-post-page.tsx',
  '/online': 'src/features/online/pages/online-page.tsx',
  '/search': 'src/features/search/pages/search-page.tsx',
  '/compare/:a': 'src/features/compare/pages/compare-page.tsx',
  '/compare/:a/:b': 'src/features/compare/pages/compare-page.tsx',
};

export const paths = {
  home: () => '/',
  login: (back?: string) => (back ? `/login?back=${encodeURIComponent(back)}` : '/login'),
  logout: () => '/logout',
  register: () => '/register',
  recovery: () => '/recovery',
  account: () => '/account',
  accountDelete: () => '/account/delete',
  accountWheel: () => '/account/wheel',
  accountSecurity: () => '/account/security',
  accountExport: () => '/account/export',
  accountExportFile: () => '/api/user/account/export',
  /** The mailed link that verifies an address or confirms a new one (issue 18 part 4). */
  accountVerifyEmail: (token: string) => `/account/verify-email?token=${encodeURIComponent(token)}`,
  bet: () => '/bet',
  betVerify: (id: number | string) => `/bet/verify/${id}`,
  guild: (id: number | string) => `/guild/${id}`,
  character: (id: number | string) => `/charid/${id}`,
  rankingPlayer: (category?: PlayerRanking) => (category ? `/ranking/player?category=${category}` : '/ranking/player'),
  rankingGuild: (category?: GuildRanking) => (category ? `/ranking/guild?category=${category}` : '/ranking/guild'),
  rankingMonster: () => '/ranking/monster',
  rankingGains: () => '/ranking/gains',
  wikiList: (type: WikiType) => `/wiki/${type}`,
  wikiDetail: (type: WikiType | 'enhancement', id: number | string) => `/wiki/${type}/${id}`,
  store: () => '/store',
  storeConfirmation: (id: number | string) => `/store/confirmation/${id}`,
  play: () => '/play',
  helpContact: () => '/help/contact',
  discord: () => '/discord',
  dashboard: (section?: string) => (section ? `/dashboard/${section}` : '/dashboard'),
  dashboardNews: () => '/dashboard/news',
  dashboardPlayers: () => '/dashboard/players',
  dashboardPlayer: (id: number | string) => `/dashboard/players/${id}`,
  dashboardAudit: () => '/dashboard/audit',
  news: (page?: number) => (page && page > 1 ? `/news?page=${page}` : '/news'),
  newsPost: (slug: string) => `/news/${slug}`,
  newsRss: () => '/news/rss.xml',
  newsAtom: () => '/news/atom.xml',
  online: () => '/online',
  compare: (a: number | string, b?: number | string) => (b === undefined ? `/compare/${a}` : `/compare/${a}/${b}`),
  search: (q?: string) => (q ? `/search?q=${encodeURIComponent(q)}` : '/search'),
} as const;

/** Matches a pathname against PAGE_PATTERNS; returns the pattern and its params, or null. */
export function matchPage(pathname: string): { pattern: PagePattern; params: Record<string, string> } | null {
  const parts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  for (const pattern of PAGE_PATTERNS) {
    const pp = pattern.split('/').filter(Boolean);
    if (pp.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < pp.length; i++) {
      if (pp[i].startsWith(':')) {
        try {
          params[pp[i].slice(1)] = decodeURIComponent(parts[i]);
        } catch {
          ok = false;
          break;
        }
      } else if (pp[i] !== parts[i]) {
        ok = false;
        break;
      }
    }
    if (ok) return { pattern, params };
  }
  return null;
}
