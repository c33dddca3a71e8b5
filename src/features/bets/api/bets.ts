import { useEffect } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BetCancelAnswer, BetFindAnswer, BetJoinAnswer, BetList, BetListAnswer, BetNewAnswer } from '@contract/types/bets';
import type { BetNewForm } from '@contract/types/forms';
import { dataTablesParams } from '@contract/types/datatables';
import { BET_REFRESH_SECONDS } from '@contract/rules/constants';
import { getJson, postJson, request, type Read } from '@/lib/api-client';
import { setCoins } from '@/lib/coins';
import type { FetchTablePage, TableSource } from '@/lib/table-fetchers';
import { queryKeys } from '@/lib/api/keys';
import { openedFresh } from '@/lib/query-client';
import { endpoints } from '@contract/client';

// The bet calls of docs/product-rules.md#http-contract (+ POST /api/bet/join/{id}), with their React Query keys and mutations.

/** Every bet query starts with this key, so one invalidation refreshes tables and modals. */
const BETS_KEY = queryKeys.bets.all;
const BET_TABLES_KEY = queryKeys.bets.tables;
const betTableKey = queryKeys.bets.table;

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

/** GET /api/bet/all as a server-mode table page. */
const betTablePage =
  (list: BetList): FetchTablePage<BetListAnswer['data'][number]> =>
  (req, columns, read) =>
    getJson<BetListAnswer>(endpoints.bets(), { ...dataTablesParams(req, columns), list }, read);

/** The bet list answer carries the viewer's balance (the server table keeps the answer under `answer`). */
const betTableCoins = (data: unknown) => (data as { answer?: BetListAnswer } | undefined)?.answer?.coins;

/** A bet table: where it reads and how it opens (the table, and the page's loader for its first page). */
export const betTable = (list: BetList): TableSource<BetListAnswer['data'][number]> => ({
  id: `bets-${list}`,
  queryKey: betTableKey(list),
  fetchPage: betTablePage(list),
  // docs/product-rules.md#tables: the bet tables refresh every 60 seconds; the answer carries the viewer's balance.
  refreshSeconds: BET_REFRESH_SECONDS,
  meta: { coinsOf: betTableCoins },
  defaultSort: list === 'open' ? { column: 'DateCreated', dir: 'desc' } : { column: 'DateJoined', dir: 'desc' },
  defaultLength: list === 'open' ? 25 : 10,
});

const findBet = (id: number, read?: Read) => getJson<BetFindAnswer>(endpoints.bet(id), undefined, read);

/** GET /api/bet/find/{id}: never cached for long, a bet changes the moment someone joins it. Its answer carries the balance. */
export const betQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.bets.find(id),
    queryFn: (read) => findBet(id, read),
    staleTime: 0,
    retry: false,
    meta: { coinsOf: (data) => (data as BetFindAnswer | undefined)?.coins },
  });

/** The bet as its verify page and that route's loader read it: once per opening of the page. */
export const betVerifyQuery = (id: number) => openedFresh(betQueryOptions(id));

/** Tables and open modals read their bets again after any bet write, refused or not. */
const useRefreshBetsAfter = () => {
  const queryClient = useQueryClient();
  return { queryClient, refresh: () => queryClient.invalidateQueries({ queryKey: BETS_KEY }) };
};

/** POST /api/bet/new: the answer carries the new balance. */
export function useCreateBet() {
  const { queryClient, refresh } = useRefreshBetsAfter();
  return useMutation({
    mutationFn: (values: BetNewForm) => postJson<BetNewAnswer>(endpoints.betNew(), values),
    onSuccess: (answer) => setCoins(queryClient, answer.coins),
    onSettled: refresh,
  });
}

/**
 * POST /api/bet/join/{id} with the joiner's seed for the provably fair flip (blank: the server draws one).
 * A join's answer already knows who won, so its balance (and the tables' reads, which carry the
 * balance too) wait for `settle`, called when the coin lands: the chip must not spoil the flip.
 */
export function useJoinBet() {
  const { queryClient, refresh } = useRefreshBetsAfter();
  const mutation = useMutation({
    mutationFn: ({ id, clientSeed }: { id: number; clientSeed?: string }) =>
      postJson<BetJoinAnswer>(endpoints.betJoin(id), clientSeed ? { ClientSeed: clientSeed } : undefined),
    // After a refusal (409: cancelled or joined first) the modal shows the bet's current state.
    onError: refresh,
  });
  const settle = (answer: BetJoinAnswer) => {
    setCoins(queryClient, answer.coins);
    void refresh();
  };
  return { ...mutation, settle };
}

/** GET /api/bet/cancel/{id}: a GET that changes state; the helper sends the CSRF header with it. */
export function useCancelBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      request<BetCancelAnswer>(endpoints.betCancel(id), { method: 'GET', responseType: 'json', accept: 'application/json', onError: () => undefined }),
    onSuccess: (answer) => setCoins(queryClient, answer.coins),
    // The modal closes either way: only the tables need reading again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: BET_TABLES_KEY }),
  });
}
