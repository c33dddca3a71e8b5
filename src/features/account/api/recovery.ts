import { useMutation } from '@tanstack/react-query';
import { postJson } from '@/lib/api-client';
import type { MessageAnswer } from '@contract/types/entities';
import type { RecoverySendForm } from '@contract/forms/recovery-send';
import type { RecoveryResetForm } from '@contract/forms/recovery-reset';

/** POST /api/user/recovery/send: a recovery link to the account's email. */
export const useSendRecovery = () => useMutation({ mutationFn: (values: RecoverySendForm) => postJson<MessageAnswer>('/api/user/recovery/send', values) });

/** POST /api/user/recovery/reset: a new password with the link's token. */
export const useResetPassword = () => useMutation({ mutationFn: (values: RecoveryResetForm) => postJson<MessageAnswer>('/api/user/recovery/reset', values) });
