import { postJson } from '@/lib/api-client';
import { announceSessionChange } from '@/lib/session-sync';
import type { SessionAnswer } from '@contract/types/account';

/** POST /api/user/login/two-factor: the code step of a sign-in (issue 18); the session starts on success. */
export const loginWithCode = (code: string) =>
  postJson<SessionAnswer>('/api/user/login/two-factor', { code }).then((answer) => {
    announceSessionChange('login');
    return answer;
  });
