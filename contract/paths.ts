// The site's page routes, shared by the SPA router and the server (which answers 404 for anything
// else and injects deep-link meta tags per route).

export const WIKI_TYPES = ['item', 'map', 'market', 'monster', 'npc', 'quest', 'shop', 'bot', 'title', 'redeem'] as const;
export type WikiType = (typeof WIKI_TYPES)[number];

export const PLAYER_RANKINGS = ['global', 'boss', 'pvp', 'vip', 'noob', 'staff', 'rebirth'] as const;
export const GUILD_RANKINGS = ['global', 'war', 'raid'] as const;
export type PlayerRanking = (typeof PLAYER_RANKINGS)[number];
export type GuildRanking = (typeof GUILD_RANKINGS)[number];

export const DASHBOARD_SECTIONS = ['items', 'monsters', 'npcs', 'maps', 'skills'] as const;

/** docs/product-rules.md#what-the-product-does: the controller identifiers the server names for its pages. */
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
/** Pages the product rules do not list (home, news, who's online, the chat link, logout, the dashboard, account security, the email link, search, compare) get names of their own. */
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
 * Each page of the site, declared once: its path pattern (react-router syntax), its controller (the
 * name the server puts in the page's bootstrap block and the SPA's route checks on the first page),
 * the module that renders it (a path from the repository root, as Vite's manifest names it: the
 * router's lazy chunk, and the chunk the server modulepreloads for a deep link), and whether the
 * server paints it. The router, the server's page routes, its render and the link builders below
 * all derive from this table.
 *
 * Painted by the server: the pages players open from shared links and from the home page, which
 * read public data. The others (the game, the dashboard, account settings) are for a player
 * already on the site, or need the browser itself.
 */
export const PAGES = {
  '/': { controller: 'home', module: 'src/features/home/pages/home-page.tsx', serverRendered: true },
  '/login': { controller: 'login', module: 'src/features/account/pages/login-page.tsx', serverRendered: true },
  '/logout': { controller: 'logout', module: 'src/features/account/pages/logout-page.tsx', serverRendered: false },
  '/register': { controller: 'register', module: 'src/features/account/pages/register-page.tsx', serverRendered: false },
  '/recovery': { controller: 'recovery', module: 'src/features/account/pages/recovery-page.tsx', serverRendered: false },
  '/recovery/reset/:token': { controller: 'recovery', module: 'src/features/account/pages/recovery-page.tsx', serverRendered: false },
  '/account': { controller: 'account', module: 'src/features/account/pages/account-page.tsx', serverRendered: false },
  '/account/delete': { controller: 'account_delete', module: 'src/features/account/pages/account-delete-page.tsx', serverRendered: false },
  '/account/wheel': { controller: 'account_wheel', module: 'src/features/account/pages/account-wheel-page.tsx', serverRendered: false },
  '/account/security': { controller: 'account_security', module: 'src/features/account/pages/account-security-page.tsx', serverRendered: false },
  '/account/export': { controller: 'account_export', module: 'src/features/account/pages/account-export-page.tsx', serverRendered: false },
  '/account/verify-email': { controller: 'account_email', module: 'src/features/account/pages/verify-email-page.tsx', serverRendered: false },
  '/bet': { controller: 'bet', module: 'src/features/bets/pages/bet-page.tsx', serverRendered: true },
  '/bet/verify/:id': { controller: 'bet', module: 'src/features/bets/pages/bet-verify-page.tsx', serverRendered: false },
  '/guild/:id': { controller: 'guild', module: 'src/features/guild/pages/guild-page.tsx', serverRendered: true },
  '/charid/:id': { controller: 'profile', module: 'src/features/character/pages/character-page.tsx', serverRendered: true },
  '/ranking/player': { controller: 'ranking', module: 'src/features/ranking/pages/player-ranking-page.tsx', serverRendered: true },
  '/ranking/guild': { controller: 'ranking', module: 'src/features/ranking/pages/guild-ranking-page.tsx', serverRendered: true },
  '/ranking/monster': { controller: 'ranking', module: 'src/features/ranking/pages/monster-ranking-page.tsx', serverRendered: true },
  '/ranking/gains': { controller: 'ranking', module: 'src/features/ranking/pages/gains-ranking-page.tsx', serverRendered: true },
  '/wiki/:type': { controller: 'wiki', module: 'src/features/wiki/pages/wiki-list-page.tsx', serverRendered: true },
  '/wiki/:type/:id': { controller: 'wiki', module: 'src/features/wiki/pages/wiki-detail-page.tsx', serverRendered: true },
  '/store': { controller: 'store', module: 'src/features/store/pages/store-page.tsx', serverRendered: true },
  '/store/confirmation/:id': { controller: 'store_confirmation', module: 'src/features/store/pages/store-confirmation-page.tsx', serverRendered: true },
  '/play': { controller: 'play', module: 'src/features/play/pages/play-page.tsx', serverRendered: false },
  '/help/contact': { controller: 'help_contact', module: 'src/features/help/pages/contact-page.tsx', serverRendered: false },
  '/discord': { controller: 'discord', module: 'src/features/help/pages/discord-page.tsx', serverRendered: false },
  '/dashboard': { controller: 'dashboard', module: 'src/features/dashboard/pages/dashboard-page.tsx', serverRendered: false },
  '/dashboard/news': { controller: 'dashboard', module: 'src/features/dashboard/pages/dashboard-news-page.tsx', serverRendered: false },
  '/dashboard/players': { controller: 'dashboard', module: 'src/features/dashboard/pages/dashboard-players-page.tsx', serverRendered: false },
  '/dashboard/players/:playerId': { controller: 'dashboard', module: 'src/features/dashboard/pages/dashboard-player-page.tsx', serverRendered: false },
  '/dashboard/audit': { controller: 'dashboard', module: 'src/features/dashboard/pages/dashboard-audit-page.tsx', serverRendered: false },
  '/dashboard/inbox': { controller: 'dashboard', module: 'src/features/dashboard/pages/dashboard-inbox-page.tsx', serverRendered: false },
  '/dashboard/inbox/:messageId': { controller: 'dashboard', module: 'src/features/dashboard/pages/dashboard-message-page.tsx', serverRendered: false },
  '/dashboard/store': { controller: 'dashboard', module: 'src/features/dashboard/pages/dashboard-store-page.tsx', serverRendered: false },
  '/dashboard/store/new': { controller: 'dashboard', module: 'src/features/dashboard/pages/dashboard-store-package-page.tsx', serverRendered: false },
  '/dashboard/store/:packageId': { controller: 'dashboard', module: 'src/features/dashboard/pages/dashboard-store-package-page.tsx', serverRendered: false },
  '/dashboard/:section': { controller: 'dashboard', module: 'src/features/dashboard/pages/dashboard-page.tsx', serverRendered: false },
  '/dashboard/:section/:entryId': { controller: 'dashboard', module: 'src/features/dashboard/pages/dashboard-game-data-page.tsx', serverRendered: false },
  '/news': { controller: 'news', module: 'src/features/news/pages/news-list-page.tsx', serverRendered: true },
  '/news/:slug': { controller: 'news', module: 'src/features/news/pages/news-post-page.tsx', serverRendered: true },
  '/online': { controller: 'online', module: 'src/features/online/pages/online-page.tsx', serverRendered: false },
  '/search': { controller: 'search', module: 'src/features/search/pages/search-page.tsx', serverRendered: false },
  '/compare/:a': { controller: 'compare', module: 'src/features/compare/pages/compare-page.tsx', serverRendered: false },
  '/compare/:a/:b': { controller: 'compare', module: 'src/features/compare/pages/compare-page.tsx', serverRendered: true },
} as const satisfies Record<string, PageDeclaration>;

export interface PageDeclaration {
  controller: Controller;
  module: string;
  serverRendered: boolean;
}

export type PagePattern = keyof typeof PAGES;

/** The patterns in declaration order (the first that matches a path is its page). */
export const PAGE_PATTERNS = Object.keys(PAGES) as PagePattern[];

/** A path of the page `pattern`, its parameters filled in (encoded). */
const fill = (pattern: PagePattern, params: Record<string, string | number> = {}) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));

export const paths = {
  home: () => fill('/'),
  login: (back?: string) => (back ? `${fill('/login')}?back=${encodeURIComponent(back)}` : fill('/login')),
  logout: () => fill('/logout'),
  register: () => fill('/register'),
  recovery: () => fill('/recovery'),
  account: () => fill('/account'),
  accountDelete: () => fill('/account/delete'),
  accountWheel: () => fill('/account/wheel'),
  accountSecurity: () => fill('/account/security'),
  accountExport: () => fill('/account/export'),
  /** The mailed link that verifies an address or confirms a new one. */
  accountVerifyEmail: (token: string) => `${fill('/account/verify-email')}?token=${encodeURIComponent(token)}`,
  bet: () => fill('/bet'),
  betVerify: (id: number | string) => fill('/bet/verify/:id', { id }),
  guild: (id: number | string) => fill('/guild/:id', { id }),
  character: (id: number | string) => fill('/charid/:id', { id }),
  rankingPlayer: (category?: PlayerRanking) => (category ? `${fill('/ranking/player')}?category=${category}` : fill('/ranking/player')),
  rankingGuild: (category?: GuildRanking) => (category ? `${fill('/ranking/guild')}?category=${category}` : fill('/ranking/guild')),
  rankingMonster: () => fill('/ranking/monster'),
  rankingGains: () => fill('/ranking/gains'),
  wikiList: (type: WikiType) => fill('/wiki/:type', { type }),
  wikiDetail: (type: WikiType | 'enhancement', id: number | string) => fill('/wiki/:type/:id', { type, id }),
  store: () => fill('/store'),
  storeConfirmation: (id: number | string) => fill('/store/confirmation/:id', { id }),
  play: () => fill('/play'),
  helpContact: () => fill('/help/contact'),
  discord: () => fill('/discord'),
  dashboard: (section?: string) => (section ? fill('/dashboard/:section', { section }) : fill('/dashboard')),
  dashboardNews: () => fill('/dashboard/news'),
  dashboardPlayers: () => fill('/dashboard/players'),
  dashboardPlayer: (id: number | string) => fill('/dashboard/players/:playerId', { playerId: id }),
  dashboardAudit: () => fill('/dashboard/audit'),
  dashboardInbox: () => fill('/dashboard/inbox'),
  dashboardMessage: (id: number | string) => fill('/dashboard/inbox/:messageId', { messageId: id }),
  dashboardStore: () => fill('/dashboard/store'),
  dashboardStoreNew: () => fill('/dashboard/store/new'),
  dashboardStorePackage: (id: number | string) => fill('/dashboard/store/:packageId', { packageId: id }),

  /** A game-data entry's edit page; `new` for a new entry. */
  dashboardGameDataEntry: (section: string, id: number | 'new') => fill('/dashboard/:section/:entryId', { section, entryId: id }),
  news: (page?: number) => (page && page > 1 ? `${fill('/news')}?page=${page}` : fill('/news')),
  newsPost: (slug: string) => fill('/news/:slug', { slug }),
  newsRss: () => '/news/rss.xml',
  newsAtom: () => '/news/atom.xml',
  online: () => fill('/online'),
  compare: (a: number | string, b?: number | string) => (b === undefined ? fill('/compare/:a', { a }) : fill('/compare/:a/:b', { a, b })),
  search: (q?: string) => (q ? `${fill('/search')}?q=${encodeURIComponent(q)}` : fill('/search')),
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
