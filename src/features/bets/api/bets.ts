import { useEffect } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { BetCancelAnswer, BetFindAnswer, BetJoinAnswer, BetList, BetListAnswer, BetNewAnswer } from '@contract/types/bets';
import type { BetNewValues } from '@contract/forms/bet-new';
import { dataTablesParams } from '@contract/types/datatables';
import { getJson, postJson, request } from '@/lib/api-client';
import type { FetchTablePage } from '@/components/tables/table-fetchers';

// The bet calls of SPEC §7 (+ POST /api/bet/join/{id}), with their React Query keys.

/** Every bet query starts with this key, so one invalidation refreshes tables and modals. */
export const BETS_KEY = ['bets'] as const;
export const BET_TABLES_KEY = [...BETS_KEY, 'table'] as const;
export const betTableKey = (list: BetList) => [...BET_TABLES_KEY, list] as const;

/**
 * A modal that finds its bet no longer in the state its table row showed (cancelled or joined
 * meanwhile) refreshes the tables, so the row stops offering a stale action.
 */
export function useRefreshBetTablesWhen(rowIsStale: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (rowIsStale) void queryClient.invalidateQueries({ queryKey: BET_TABLES_KEY });
  }, [rowIsStale, queryClient]);
}

/** GET /api/bet/all as a server-mode table page; `onCoins` receives the viewer's balance riding along. */
export const betTablePage =
  (list: BetList, onCoins: (coins: number) => void): FetchTablePage<BetListAnswer['data'][number]> =>
  async (req, columns) => {
    const answer = await getJson<BetListAnswer>('/api/bet/all', { ...dataTablesParams(req, columns), list });
    if (answer.coins !== undefined) onCoins(answer.coins);
    return answer;
  };

export const findBet = (id: number, signal?: AbortSignal) => getJson<BetFindAnswer>(`/api/bet/find/${id}`, undefined, signal);

/** GET /api/bet/find/{id}: never cached for long, a bet changes the moment someone joins it. */
export const betQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...BETS_KEY, 'find', id], queryFn: ({ signal }) => findBet(id, signal), staleTime: 0, retry: false });

export const createBet = (values: BetNewValues) => postJson<BetNewAnswer>('/api/bet/new', values);

/** POST /api/bet/join/{id} with the joiner's seed for the provably fair flip (blank: the server draws one). */
export const joinBet = (id: number, clientSeed?: string) => postJson<BetJoinAnswer>(`/api/bet/join/${id}`, clientSeed ? { ClientSeed: clientSeed } : undefined);

/** GET /api/bet/cancel/{id}: a GET that changes state; the helper sends the CSRF header with it. */
export const cancelBet = (id: number) =>
  request<BetCancelAnswer>(`/api/bet/cancel/${id}`, { method: 'GET', responseType: 'json', accept: 'application/json', onError: () => undefined });
