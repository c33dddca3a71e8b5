import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { RequestFailure } from './api-error';
import { setCoins } from './coins';
import { queryKeys } from '@/lib/api/keys';

declare module '@tanstack/react-query' {
  interface Register {
    /** Every call rejects with a RequestFailure, normalised once in api-client's request(). */
    defaultError: RequestFailure;
    queryMeta: {
      /** Where this query's answer carries the viewer's balance (e.g. the bet list): it updates the coins query. */
      coinsOf?: (data: unknown) => number | undefined;
    };
  }
}

/** The owner's activity log (account security page). */
export const ACCOUNT_ACTIVITY_KEY = queryKeys.account.activity;

export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onSuccess: (data, query) => setCoins(queryClient, query.meta?.coinsOf?.(data)),
    }),
    // Any write of the owner may be an event of their activity log (two-factor, passkeys, sessions,
    // bets, purchases): a log on screen reads itself again after it; one not on screen is only marked stale.
    mutationCache: new MutationCache({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_ACTIVITY_KEY }),
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A 4xx will not get better by asking again; a server error may, once. A read that did not
        // reach the server at all is retried with React Query's growing delay (1 s, 2 s, 4 s) while
        // the connection banner probes for the server's return.
        retry: (count, error) => {
          if (error.unreachable) return count < 3;
          return error.status !== undefined && error.status < 500 ? false : count < 1;
        },
        refetchOnWindowFocus: false,
      },
    },
  });
  return queryClient;
}

/**
 * How long an answer counts as the page's own for a query otherwise read again each time it is
 * shown (staleTime 0: a bet, a staff record). The route's loader reads it as the link is followed,
 * and the page that mounts moments later, once its chunk has arrived, shows that answer instead of
 * asking a second time; a page opened again later still reads afresh.
 */
const JUST_READ_MS = 5_000;

/** A query as a page and its route loader both read it: an answer just read by the loader counts. */
export const openedFresh = <T extends object>(options: T) => ({ ...options, staleTime: JUST_READ_MS });
