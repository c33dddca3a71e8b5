import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Refreshes the queries under `queryKey` every `seconds` while the tab is visible (SPEC §9: the
 * open-bet table refreshes every 60 seconds). A hidden tab asks nothing; coming back to a tab that
 * missed a refresh refreshes at once.
 */
export function useIntervalRefresh(queryKey: QueryKey, seconds: number) {
  const queryClient = useQueryClient();
  const keyText = JSON.stringify(queryKey);
  useEffect(() => {
    const key = JSON.parse(keyText) as QueryKey;
    let last = Date.now();
    const refresh = () => {
      last = Date.now();
      void queryClient.invalidateQueries({ queryKey: key });
    };
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, seconds * 1000);
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - last >= seconds * 1000) refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [queryClient, keyText, seconds]);
}
