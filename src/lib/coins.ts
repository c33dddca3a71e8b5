import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Bootstrap } from '@contract/types/bootstrap';
import { getJson } from './api-client';
import { useBootstrap } from './bootstrap';
import { queryKeys } from '@/lib/api/keys';
import { endpoints } from '@contract/client';

/**
 * The viewer's coin balance (navbar, bets, store) is one query, seeded from the bootstrap. Answers
 * that carry the balance update it: each mutation's answer (setCoins in its onSuccess) and each
 * query marked with `meta.coinsOf` (lib/query-client).
 */
export const COINS_KEY = queryKeys.coins;

const readCoins = async () => (await getJson<Bootstrap>(endpoints.bootstrap(), { page: window.location.pathname })).coins ?? null;

/** The balance, or undefined for a visitor. */
export function useCoins(): number | undefined {
  const { coins } = useBootstrap();
  const { data } = useQuery({ queryKey: COINS_KEY, queryFn: readCoins, initialData: coins ?? null, staleTime: Infinity });
  return data ?? undefined;
}

/** Puts a balance an answer carried into the one copy of it (absent: nothing to change). */
export function setCoins(queryClient: QueryClient, coins: number | null | undefined): void {
  if (typeof coins === 'number' && queryClient.getQueryData(COINS_KEY) !== coins) queryClient.setQueryData(COINS_KEY, coins);
}

/** A new session's balance (session-sync): a visitor has none. */
export function resetCoins(queryClient: QueryClient, coins: number | undefined): void {
  queryClient.setQueryData(COINS_KEY, coins ?? null);
}
