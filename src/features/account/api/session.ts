import { useMutation } from '@tanstack/react-query';
import { postJson } from '@/lib/api-client';
import { announceSessionChange, type SessionChange } from '@/lib/session-sync';
import type { SessionAnswer } from '@contract/types/account';
import type { LoginForm, RegisterForm } from '@contract/types/forms';
import { endpoints } from '@contract/client';

/** Passes an answer through after telling the other tabs the session changed (session-sync). */
const announcing =
  (change: SessionChange) =>
  <T>(answer: T): T => {
    announceSessionChange(change);
    return answer;
  };

/** POST /api/user/login. */
export const useLogin = () => useMutation({ mutationFn: (values: LoginForm) => postJson<SessionAnswer>(endpoints.login(), values).then(announcing('login')) });

/** POST /api/user/register: the new player is logged in. */
export const useRegister = () =>
  useMutation({ mutationFn: (values: RegisterForm) => postJson<SessionAnswer>(endpoints.register(), values).then(announcing('login')) });

/** POST /api/user/logout. */
export const useLogout = () => useMutation({ mutationFn: () => postJson<{ message: string }>(endpoints.logout()).then(announcing('logout')) });

/**
 * After login, logout or register the page is loaded anew, so the bootstrap (user id, and a CSRF
 * token bound to the new session) comes from the server again.
 */
export function reloadAt(path: string): void {
  window.location.assign(path);
}
