import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import type { PagePattern } from '@contract/paths';
import { WIKI_DETAIL_TYPES } from '@contract/types/wiki';
import { characterQueryOptions } from '@/lib/api/character';
import { onlineCountsQuery } from '@/lib/online-counts';
import { HOME_NEWS_COUNT, newsListQuery, newsPostQuery } from '@/lib/api/news';
import { guildQueryOptions } from '@/features/guild/api/guild';
import { homeTopGuildsQuery, homeTopPlayersQuery } from '@/features/home/api/home-rankings';
import { storeQueryOptions } from '@/features/store/api/store';
import { wikiEntryQueryOptions } from '@/features/wiki/api/wiki';

// What each page reads first, started by the route's loader as soon as a link is followed: beside
// the page's chunk, not once the chunk has loaded and the page has mounted. The reads go into the one
// React Query cache, where the page's own queries find them (same options, so same keys and
// freshness). In the browser a loader never waits for them: the navigation goes on as before, and
// a failed read is the page's to show. The server's render waits for them (they settle, never
// reject) before it renders the page.

/** Starts a page's first reads from its address; settles when they have. */
export type PageLoader = (queryClient: QueryClient, params: Params, url: URL) => Promise<unknown>;

const nothing = Promise.resolve();

/**
 * What the layout around every page reads (the navbar's online count). The browser reads it once
 * when the site starts; the server's render starts it beside the page's own reads.
 */
export const readLayout = (queryClient: QueryClient) => queryClient.prefetchQuery(onlineCountsQuery());

/** Route ids are positive whole numbers (as the pages parse them); anything else reads nothing. */
const idOf = (raw: string | undefined) => (raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null);
const newsPageOf = (raw: string | null) => (raw && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1);

const profiles: PageLoader = (queryClient, params) =>
  Promise.all([idOf(params.a), idOf(params.b)].filter((id) => id !== null).map((id) => queryClient.prefetchQuery(characterQueryOptions(id))));

export const PAGE_LOADERS: Partial<Record<PagePattern, PageLoader>> = {
  '/': (queryClient) =>
    Promise.all([
      queryClient.prefetchQuery(homeTopPlayersQuery()),
      queryClient.prefetchQuery(homeTopGuildsQuery()),
      queryClient.prefetchQuery(newsListQuery(1, HOME_NEWS_COUNT)),
    ]),
  // The profile only: which tab shows (and whether its owner lets this viewer see it) is the profile's to say.
  '/charid/:id': (queryClient, params) => {
    const id = idOf(params.id);
    return id === null ? nothing : queryClient.prefetchQuery(characterQueryOptions(id));
  },
  '/guild/:id': (queryClient, params) => {
    const id = idOf(params.id);
    return id === null ? nothing : queryClient.prefetchQuery(guildQueryOptions(id));
  },
  '/wiki/:type/:id': (queryClient, params) => {
    const type = WIKI_DETAIL_TYPES.find((t) => t === params.type);
    const id = idOf(params.id);
    return type && id !== null ? queryClient.prefetchQuery(wikiEntryQueryOptions(type, id)) : nothing;
  },
  '/store': (queryClient) => queryClient.prefetchQuery(storeQueryOptions()),
  '/news': (queryClient, _params, url) => queryClient.prefetchQuery(newsListQuery(newsPageOf(url.searchParams.get('page')))),
  '/news/:slug': (queryClient, params) => (params.slug ? queryClient.prefetchQuery(newsPostQuery(params.slug)) : nothing),
  '/compare/:a': profiles,
  '/compare/:a/:b': profiles,
};
