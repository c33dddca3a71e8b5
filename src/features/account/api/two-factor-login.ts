import { useMutation } from '@tanstack/react-query';
import { postJson } from '@/lib/api-client';
import { announceSessionChange } from '@/lib/session-sync';
import type { SessionAnswer } from '@contract/types/account';
import { endpoints } from '@contract/client';

/** POST /api/user/login/two-factor: the code step of a sign-in; the session starts on success. */
export const useLoginWithCode = () =>
  useMutation({
    mutationFn: (code: string) => postJson<SessionAnswer>(endpoints.loginTwoFactor(), { code }),
    onSuccess: () => announceSessionChange('login'),
  });
