import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, postJson, request } from '@/lib/api-client';
import type { MessageAnswer } from '@contract/types/entities';
import type { ActivityRow, BackupCodesAnswer, PrivacySettings, SessionRow, TwoFactorSetupAnswer, TwoFactorStatus } from '@contract/types/security';
import { getTablePage, type TableSource } from '@/lib/table-fetchers';
import { ACCOUNT_ACTIVITY_KEY } from '@/lib/query-client';
import { queryKeys } from '@/lib/api/keys';
import { endpoints } from '@contract/client';

// Account security and privacy.

export const privacyQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.account.privacy, queryFn: (read) => getJson<PrivacySettings>(endpoints.accountPrivacy(), undefined, read) });

export const usePrivacy = () => useQuery(privacyQueryOptions());

/** POST /api/user/account/privacy: the answer is the saved settings. */
export const savePrivacy = (values: PrivacySettings) =>
  postJson<PrivacySettings>(endpoints.accountPrivacy(), {
    ...values,
    hideFromRankings: values.hideFromRankings ? '1' : '0',
    hideFromOnline: values.hideFromOnline ? '1' : '0',
    hideFromSearch: values.hideFromSearch ? '1' : '0',
  });

/** GET /api/user/account/export as a file: fetched through the one adapter, then saved by the browser. */
export async function downloadExport(): Promise<void> {
  const blob = await request<Blob>(endpoints.accountExport(), { method: 'GET', responseType: 'blob', accept: 'application/json', onError: () => undefined });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `guildhall-account-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.account.sessions, queryFn: (read) => getJson<SessionRow[]>(endpoints.accountSessions(), undefined, read) });

export const useSessions = () => useQuery(sessionsQueryOptions());

/** Signs out one session (POST /api/user/account/sessions/{id}/end). */
export const endSession = (id: string) => postJson<MessageAnswer>(endpoints.accountSessionEnd(id));

/** Signs out every other session. */
export const endOtherSessions = () => postJson<{ ended: number; message: string }>(endpoints.accountSessionsEndOthers());

/** The owner's activity log, newest first: where it reads and how it opens (the card, and the page's loader for its first page). */
export const activityTable: TableSource<ActivityRow> = {
  id: 'account-activity',
  queryKey: ACCOUNT_ACTIVITY_KEY,
  fetchPage: getTablePage<ActivityRow>(endpoints.accountActivity()),
  searchable: false,
  defaultLength: 10,
};

export const twoFactorQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.account.twoFactor, queryFn: (read) => getJson<TwoFactorStatus>(endpoints.twoFactor(), undefined, read) });

export const useTwoFactor = () => useQuery(twoFactorQueryOptions());

/** POST /api/user/account/two-factor/setup with the password: a new secret and its QR code, not yet on. */
export const useStartTwoFactorSetup = () =>
  useMutation({ mutationFn: (password: string) => postJson<TwoFactorSetupAnswer>(endpoints.twoFactorSetup(), { password }) });

/** The two-factor status is read again after it is turned on or off. */
const useRefreshTwoFactor = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: twoFactorQueryOptions().queryKey });
};

/** POST /api/user/account/two-factor/enable with the first code: answers the backup codes, shown once. */
export function useEnableTwoFactor() {
  const refresh = useRefreshTwoFactor();
  return useMutation({ mutationFn: (code: string) => postJson<BackupCodesAnswer>(endpoints.twoFactorEnable(), { code }), onSuccess: refresh });
}

/** POST /api/user/account/two-factor/disable: needs the password and a code. */
export function useDisableTwoFactor() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: (values: { password: string; code: string }) => postJson<MessageAnswer>(endpoints.twoFactorDisable(), values),
    onSuccess: refresh,
  });
}
