import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import type { PagePattern } from '@contract/paths';
import { WIKI_DETAIL_TYPES } from '@contract/types/wiki';
import { parseRouteId } from '@/lib/route-id';
import { characterQueryOptions } from '@/features/character/api/character';
import { guildQueryOptions } from '@/features/guild/api/guild';
import { wikiEntryQueryOptions } from '@/features/wiki/api/wiki';

// The first data of the pages players share as deep links (a character, a guild, a wiki entry),
// asked for as soon as the route is known: beside the page's lazy chunk instead of after it has
// loaded and rendered (issue 14: no chain), on a first load and on every navigation to them. The
// page never waits for it here: it shows its own loading state, and a failed read is its to show.

type StartFirstData = (params: Params, queryClient: QueryClient) => void;

const FIRST_DATA: Partial<Record<PagePattern, StartFirstData>> = {
  '/charid/:id': ({ id }, queryClient) => {
    const character = parseRouteId(id);
    if (character !== null) void queryClient.prefetchQuery(characterQueryOptions(character));
  },
  '/guild/:id': ({ id }, queryClient) => {
    const guild = parseRouteId(id);
    if (guild !== null) void queryClient.prefetchQuery(guildQueryOptions(guild));
  },
  '/wiki/:type/:id': ({ type, id }, queryClient) => {
    const wikiType = WIKI_DETAIL_TYPES.find((t) => t === type);
    const entry = parseRouteId(id);
    if (wikiType && entry !== null) void queryClient.prefetchQuery(wikiEntryQueryOptions(wikiType, entry));
  },
};

/** The route loader that starts a page's first data; undefined for a page without any. */
export function firstDataLoader(pattern: PagePattern, queryClient: QueryClient | undefined) {
  const start = FIRST_DATA[pattern];
  if (!start || !queryClient) return undefined;
  return ({ params }: { params: Params }) => {
    start(params, queryClient);
    return null;
  };
}
