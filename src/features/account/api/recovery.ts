import { postJson } from '@/lib/api-client';
import type { MessageAnswer } from '@contract/types/entities';
import type { RecoverySendForm } from '@contract/forms/recovery-send';
import type { RecoveryResetForm } from '@contract/forms/recovery-reset';

export const sendRecovery = (values: RecoverySendForm) => postJson<MessageAnswer>('/api/user/recovery/send', values);

export const resetPassword = (values: RecoveryResetForm) => postJson<MessageAnswer>('/api/user/recovery/reset', values);
