import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, postJson } from '@/lib/api-client';
import type { PrivacySettings } from '@contract/types/security';

// Account security and privacy (issue 18).

export const privacyQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'privacy'], queryFn: ({ signal }) => getJson<PrivacySettings>('/api/user/account/privacy', undefined, signal) });

export const usePrivacy = () => useQuery(privacyQueryOptions());

/** POST /api/user/account/privacy: the answer is the saved settings. */
export function useSavePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PrivacySettings) =>
      postJson<PrivacySettings>('/api/user/account/privacy', {
        ...values,
        hideFromRankings: values.hideFromRankings ? '1' : '0',
        hideFromOnline: values.hideFromOnline ? '1' : '0',
        hideFromSearch: values.hideFromSearch ? '1' : '0',
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(privacyQueryOptions().queryKey, saved);
      // The public profile and the lists read the settings: show them fresh.
      void queryClient.invalidateQueries({ queryKey: ['character'] });
    },
  });
}
