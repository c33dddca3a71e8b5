import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosProgressEvent } from 'axios';
import { getJson, postJson, request, type Read } from '@/lib/api-client';
import { announceSessionChange } from '@/lib/session-sync';
import type { AccountDetails, AccountSaveAnswer, EmailConfirmAnswer, SocialLinkStart, WheelEntry } from '@contract/types/account';
import type { AccountDeleteForm } from '@contract/types/forms';
import type { MessageAnswer } from '@contract/types/entities';
import { getTablePage, type TableSource } from '@/lib/table-fetchers';
import { queryKeys } from '@/lib/api/keys';
import { endpoints } from '@contract/client';

const getAccount = (read?: Read) => getJson<AccountDetails>(endpoints.account(), undefined, read);

export const accountQueryOptions = () => queryOptions({ queryKey: queryKeys.account.details, queryFn: (read) => getAccount(read) });

export const useAccount = () => useQuery(accountQueryOptions());

/** The items the wheel can give: where the table reads and how it opens (the page, and its loader for the first page). */
export const wheelTable: TableSource<WheelEntry> = {
  id: 'account-wheel',
  queryKey: queryKeys.account.wheel,
  fetchPage: getTablePage<WheelEntry>(endpoints.accountWheel()),
  defaultSort: { column: 'Chance', dir: 'desc' },
};

export interface AccountSaveValues {
  email: string;
  country: string;
  current_password: string;
  password: string;
  password_confirmation: string;
  /** The picked avatar file, if any. */
  avatar: File | null;
}

/** The account details are read again after any write to them. */
const useRefreshAccount = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountQueryOptions().queryKey });
};

/** POST /api/user/account/save as multipart form data, reporting the upload progress in percent. */
export function useSaveAccount() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: ({ values, onProgress }: { values: AccountSaveValues; onProgress: (percent: number) => void }) =>
      postJson<AccountSaveAnswer>(
        endpoints.accountSave(),
        { ...values, avatar: values.avatar ?? undefined },
        {
          onUploadProgress: (e: AxiosProgressEvent) => {
            if (e.total) onProgress(Math.round((e.loaded / e.total) * 100));
          },
        },
      ),
    onSuccess: refresh,
  });
}

/** GET /api/user/account/avatar/default (it changes state, so it goes through the helper with the CSRF header). */
export function useApplyDefaultAvatar() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: () =>
      request<AccountSaveAnswer>(endpoints.accountDefaultAvatar(), {
        method: 'GET',
        responseType: 'json',
        accept: 'application/json',
        onError: () => undefined,
      }),
    onSuccess: refresh,
  });
}

/** "discord" → "Discord". */
export const providerName = (p: string) => `${p.charAt(0).toUpperCase()}${p.slice(1)}`;

/** The browser leaves for the provider's login page (docs/product-rules.md#pages-and-routes: provider name in lower case). */
export const socialRedirectUrl = endpoints.socialRedirect;

/** POST /api/user/account/social/{provider}/link: a new link needs the password; answers the provider address to go to. */
export const startSocialLink = (provider: string, password: string) => postJson<SocialLinkStart>(endpoints.accountSocialLink(provider), { password });

/** POST /api/user/account/delete. */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (values: AccountDeleteForm) => postJson<MessageAnswer>(endpoints.accountDelete(), values),
    // The other tabs of this browser drop the deleted player at once (session-sync).
    onSuccess: () => announceSessionChange('deleted'),
  });

/** POST /api/user/account/delete/start: the deletion screen opened; the server counts the wait from now. */
export const startDeletionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.account.deleteStart,
    queryFn: () => postJson<{ waitSeconds: number }>(endpoints.accountDeleteStart()),
    // Once per opening of the screen: never refetched behind the player's back.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

/** POST /api/user/account/email/confirm: a mailed verification or change link, opened. */
export function useConfirmEmail() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (token: string) => postJson<EmailConfirmAnswer>(endpoints.accountEmailConfirm(), { token }),
    onSuccess: refresh,
  });
}

/** POST /api/user/account/email/resend: a new verification link for the account's address. */
export const useResendVerification = () => useMutation({ mutationFn: () => postJson<MessageAnswer>(endpoints.accountEmailResend()) });
