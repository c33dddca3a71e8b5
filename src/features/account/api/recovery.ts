import { useMutation, useQuery } from '@tanstack/react-query';
import { postJson } from '@/lib/api-client';
import type { MessageAnswer } from '@contract/types/entities';
import type { RecoveryFactors } from '@contract/types/account';
import type { RecoverySendForm, RecoveryResetForm } from '@contract/types/forms';
import { queryKeys } from '@/lib/api/keys';
import { endpoints } from '@contract/client';

/** POST /api/user/recovery/send: a recovery link to the account's email. */
export const useSendRecovery = () => useMutation({ mutationFn: (values: RecoverySendForm) => postJson<MessageAnswer>(endpoints.recoverySend(), values) });

/** POST /api/user/recovery/factors: the passkeys, two-factor and linked providers the reset can remove (read once per link). */
export const useRecoveryFactors = (token: string) =>
  useQuery({
    queryKey: queryKeys.recoveryFactors(token),
    queryFn: () => postJson<RecoveryFactors>(endpoints.recoveryFactors(), { token }),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });

/** What the owner ticked on the reset page. */
export interface FactorChoices {
  passkeys: number[];
  twoFactor: boolean;
  providers: string[];
}

/** POST /api/user/recovery/reset: a new password with the link's token, and the factors to remove. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: ({ values, remove }: { values: RecoveryResetForm; remove: FactorChoices }) =>
      postJson<MessageAnswer>(endpoints.recoveryReset(), {
        token: values.token,
        password: values.password,
        password_confirmation: values.password_confirmation,
        ...(remove.passkeys.length ? { remove_passkeys: remove.passkeys.join(',') } : {}),
        ...(remove.twoFactor ? { remove_two_factor: '1' } : {}),
        ...(remove.providers.length ? { remove_providers: remove.providers.join(',') } : {}),
      }),
  });
