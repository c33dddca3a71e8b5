import { postJson } from '@/lib/api-client';
import type { SessionAnswer } from '@contract/types/account';
import type { LoginForm } from '@contract/forms/login';
import type { RegisterForm } from '@contract/forms/register';

export const login = (values: LoginForm) => postJson<SessionAnswer>('/api/user/login', values);

export const register = (values: RegisterForm) => postJson<SessionAnswer>('/api/user/register', values);

export const logout = () => postJson<{ message: string }>('/api/user/logout');

/**
 * After login, logout or register the page is loaded anew, so the bootstrap (user id, and a CSRF
 * token bound to the new session) comes from the server again.
 */
export function reloadAt(path: string): void {
  window.location.assign(path);
}
