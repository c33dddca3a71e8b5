import type { QueryClient } from '@tanstack/react-query';
import { GUILD_RANKINGS, PAGE_PATTERNS, PLAYER_RANKINGS, WIKI_TYPES, type PagePattern } from '@contract/paths';
import { WIKI_DETAIL_TYPES } from '@contract/types/wiki';
import { characterQueryOptions } from '@/lib/api/character';
import { onlineCountsQuery } from '@/lib/online-counts';
import { HOME_NEWS_COUNT, newsListQuery, newsPostQuery } from '@/lib/api/news';
import { prefetchFirstTablePage } from '@/lib/table-fetchers';
import { betTable, betVerifyQuery } from '@/features/bets/api/bets';
import { inventoryQueryOptions } from '@/features/character/api/inventory';
import { prefetchComparison } from '@/features/compare/api/compare';
import { guildQueryOptions } from '@/features/guild/api/guild';
import { guildLogTable } from '@/features/guild/api/tables';
import { homeTopGuildsQuery, homeTopPlayersQuery } from '@/features/home/api/home-rankings';
import { onlineChoice, onlinePlayersQuery } from '@/features/online/api/online';
import { gainsFilterOf, gainsTable } from '@/features/ranking/api/gains';
import { isSearchable, searchCharactersTable, searchGuildsTable, searchTermOf } from '@/features/search/api/search-tables';
import { guildRankingTable, monsterRankingTable, pickCategory, playerRankingTable, rankingPositionQuery } from '@/features/ranking/api/rankings';
import { storeQueryOptions } from '@/features/store/api/store';
import { wikiEntryQueryOptions, wikiListTable } from '@/features/wiki/api/wiki';
import { pageSessionOf } from '@/lib/page-session';
import { idOf, type PageLoader } from './page-reads';

// What each page reads first, started by the route's loader as soon as a link is followed: beside
// the page's chunk, not once the chunk has loaded and the page has mounted. The reads go into the one
// React Query cache, where the page's own queries find them (same options, so same keys and
// freshness). In the browser a loader never waits for them: the navigation goes on as before, and
// a failed read is the page's to show. The server's render waits for them (they settle, never
// reject) before it renders the page.

const nothing = Promise.resolve();

/**
 * What the layout around every page reads (the navbar's online count). The browser reads it once
 * when the site starts; the server's render starts it beside the page's own reads.
 */
export const readLayout = (queryClient: QueryClient) => queryClient.prefetchQuery(onlineCountsQuery());

const newsPageOf = (raw: string | null) => (raw && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1);

/** The profile, then the tab the page opens at (inventory) unless its owner keeps it from this viewer. */
const character = async (queryClient: QueryClient, id: number) => {
  await queryClient.prefetchQuery(characterQueryOptions(id));
  const profile = queryClient.getQueryData(characterQueryOptions(id).queryKey);
  if (profile && !profile.hiddenTabs?.includes('inventory')) await queryClient.prefetchQuery(inventoryQueryOptions('default', id));
};

/**
 * A shared ranking link (`?player=<id>`) opens at that player's page: their position first, then
 * that page of the table (the top when they are not in it).
 */
const playerRanking = async (queryClient: QueryClient, url: URL) => {
  const category = pickCategory(url.searchParams.get('category'), PLAYER_RANKINGS);
  const player = idOf(url.searchParams.get('player') ?? undefined);
  if (player === null) return prefetchFirstTablePage(queryClient, playerRankingTable(category));
  await queryClient.prefetchQuery(rankingPositionQuery(category, player));
  const at = queryClient.getQueryData(rankingPositionQuery(category, player).queryKey)?.Position ?? undefined;
  return prefetchFirstTablePage(queryClient, playerRankingTable(category, at));
};

/** Who is online, then the players of the server the page opens at. */
const online: PageLoader = async (queryClient, _params, url) => {
  await queryClient.prefetchQuery(onlineCountsQuery());
  const { server, page } = onlineChoice(queryClient.getQueryData(onlineCountsQuery().queryKey)?.servers ?? [], url.searchParams);
  if (server) await queryClient.prefetchQuery(onlinePlayersQuery(server, page));
};

const profiles: PageLoader = (queryClient, params) =>
  Promise.all([idOf(params.a), idOf(params.b)].filter((id) => id !== null).map((id) => queryClient.prefetchQuery(characterQueryOptions(id))));

/** Both profiles, then what the comparison of the two reads. */
const comparison: PageLoader = async (queryClient, params, url) => {
  await profiles(queryClient, params, url);
  const [one, two] = [idOf(params.a), idOf(params.b)].map((id) => (id === null ? undefined : queryClient.getQueryData(characterQueryOptions(id).queryKey)));
  if (one && two) await prefetchComparison(queryClient, one, two);
};

/**
 * A page behind the login (the account's, the dashboard's) reads only for a session that may see
 * it: a visitor's read would be refused with a 401, which makes every tab read its session again,
 * and the page sends them to log in anyway. Its reads, and the staff permission each dashboard page
 * needs, come in a chunk of their own (behind-login-loaders.ts), asked for only by a signed-in
 * session, so no visitor's first load carries them.
 */
const behindLogin =
  (pattern: PagePattern): PageLoader =>
  async (queryClient, params, url) => {
    if (!pageSessionOf(queryClient).userId) return;
    // A chunk that does not arrive reads nothing (a loader settles, never rejects): the page reads for itself.
    const chunk = await import('./behind-login-loaders').catch(() => null);
    return chunk?.readBehindLogin(pattern, queryClient, params, url);
  };

const behindLoginLoaders = Object.fromEntries(
  PAGE_PATTERNS.filter((pattern) => /^\/(account|dashboard)\b/.test(pattern)).map((pattern) => [pattern, behindLogin(pattern)]),
);

export const PAGE_LOADERS: Partial<Record<PagePattern, PageLoader>> = {
  ...behindLoginLoaders,
  '/': (queryClient) =>
    Promise.all([
      queryClient.prefetchQuery(homeTopPlayersQuery()),
      queryClient.prefetchQuery(homeTopGuildsQuery()),
      queryClient.prefetchQuery(newsListQuery(1, HOME_NEWS_COUNT)),
    ]),
  // The profile only: which tab shows (and whether its owner lets this viewer see it) is the profile's to say.
  '/charid/:id': (queryClient, params) => {
    const id = idOf(params.id);
    return id === null ? nothing : character(queryClient, id);
  },
  // The guild and its log, the tab the page opens at.
  '/guild/:id': (queryClient, params) => {
    const id = idOf(params.id);
    return id === null ? nothing : Promise.all([queryClient.prefetchQuery(guildQueryOptions(id)), prefetchFirstTablePage(queryClient, guildLogTable(id))]);
  },
  // Read once: the page takes this answer as its own (`openedFresh`), though it reads a bet afresh each time it opens.
  '/bet/verify/:id': (queryClient, params) => {
    const id = idOf(params.id);
    return id === null ? nothing : queryClient.prefetchQuery(betVerifyQuery(id));
  },
  '/bet': (queryClient) => Promise.all([prefetchFirstTablePage(queryClient, betTable('open')), prefetchFirstTablePage(queryClient, betTable('joined'))]),
  '/ranking/player': (queryClient, _params, url) => playerRanking(queryClient, url),
  '/ranking/guild': (queryClient, _params, url) =>
    prefetchFirstTablePage(queryClient, guildRankingTable(pickCategory(url.searchParams.get('category'), GUILD_RANKINGS))),
  '/ranking/monster': (queryClient) => prefetchFirstTablePage(queryClient, monsterRankingTable),
  '/ranking/gains': (queryClient, _params, url) => prefetchFirstTablePage(queryClient, gainsTable(gainsFilterOf(url.searchParams))),
  '/wiki/:type': (queryClient, params) => {
    const type = WIKI_TYPES.find((t) => t === params.type);
    return type ? prefetchFirstTablePage(queryClient, wikiListTable(type)) : nothing;
  },
  '/wiki/:type/:id': (queryClient, params) => {
    const type = WIKI_DETAIL_TYPES.find((t) => t === params.type);
    const id = idOf(params.id);
    return type && id !== null ? queryClient.prefetchQuery(wikiEntryQueryOptions(type, id)) : nothing;
  },
  '/store': (queryClient) => queryClient.prefetchQuery(storeQueryOptions()),
  '/store/confirmation/:id': (queryClient) => queryClient.prefetchQuery(storeQueryOptions()),
  '/news': (queryClient, _params, url) => queryClient.prefetchQuery(newsListQuery(newsPageOf(url.searchParams.get('page')))),
  '/news/:slug': (queryClient, params) => (params.slug ? queryClient.prefetchQuery(newsPostQuery(params.slug)) : nothing),
  '/online': online,
  // Both tables of what the address looks for; a term too short or too long reads nothing.
  '/search': (queryClient, _params, url) => {
    const q = searchTermOf(url.searchParams);
    return isSearchable(q)
      ? Promise.all([prefetchFirstTablePage(queryClient, searchCharactersTable(q)), prefetchFirstTablePage(queryClient, searchGuildsTable(q))])
      : nothing;
  },
  '/compare/:a': profiles,
  '/compare/:a/:b': comparison,
};
