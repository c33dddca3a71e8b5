import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Bootstrap } from '@contract/types/bootstrap';
import { getJson } from '@/lib/api-client';
import { onSessionChange } from '@/lib/session-sync';
import { useReplaceBootstrap } from './bootstrap-context';

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
      getJson<Bootstrap>('/api/bootstrap', { page: window.location.pathname })
        .then((fresh) => {
          replaceBootstrap(fresh);
          void queryClient.invalidateQueries();
        })
        .catch(() => undefined)
        .finally(() => {
          reading = false;
        });
    });
    // Subscribed once for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
