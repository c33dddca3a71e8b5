import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Bootstrap } from '@contract/types/bootstrap';
import { getJson } from '@/lib/api-client';
import { onSessionChange } from '@/lib/session-sync';
import { COINS_KEY, resetCoins } from '@/lib/coins';
import { useReplaceBootstrap } from '@/lib/bootstrap';
import { setPageSession } from '@/lib/page-session';
import { endpoints } from '@contract/client';

/**
 * When another tab logs in or out or deletes the account, or a request is answered 401, reads the
 * bootstrap again (who is logged in, a CSRF token for that session) and refreshes the data shown:
 * the navbar and the pages that need a login follow at once.
 */
export function SessionSync() {
  const replaceBootstrap = useReplaceBootstrap();
  const queryClient = useQueryClient();
  useEffect(() => {
    let reading = false;
    return onSessionChange(() => {
      if (reading) return;
      reading = true;
      getJson<Bootstrap>(endpoints.bootstrap(), { page: window.location.pathname })
        .then((fresh) => {
          replaceBootstrap(fresh);
          // The route loaders read for the new session from now on (a visitor's read nothing behind the login).
          setPageSession(queryClient, fresh);
          resetCoins(queryClient, fresh.coins);
          // Everything else shown may differ for the new session; the balance was just read.
          void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== COINS_KEY[0] });
        })
        .catch(() => undefined)
        .finally(() => {
          reading = false;
        });
    });
    // Both are stable for the page's life: subscribed once.
  }, [replaceBootstrap, queryClient]);
  return null;
}
