import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { getJson, postJson } from '@/lib/api-client';
import { RequestFailure } from '@/lib/api-error';
import type { SessionAnswer } from '@contract/types/account';
import type { MessageAnswer } from '@contract/types/entities';
import type { PasskeyRegistrationOptions, PasskeyRow, PasskeySignInOptions } from '@contract/types/security';
import { queryKeys } from '@/lib/api/keys';
import { endpoints } from '@contract/client';
import { t } from '@/lib/i18n/translate';
import { saySentence } from '@/lib/i18n/sentences';

// Passkeys. @simplewebauthn/browser is loaded on the click that needs it, never
// with the page (first-load weight).

const loadWebAuthn = () => import('@simplewebauthn/browser');

/** The browser can make and use passkeys (hides the buttons where it cannot). */
export const passkeysSupported = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

export const passkeysQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.account.passkeys, queryFn: (read) => getJson<PasskeyRow[]>(endpoints.passkeys(), undefined, read) });

export const usePasskeys = () => useQuery(passkeysQueryOptions());

const useRefreshPasskeys = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: passkeysQueryOptions().queryKey });
};

/** Options from the server (they need the password), the browser's passkey prompt, then POST /api/user/account/passkeys with the name. */
export function useAddPasskey() {
  const refresh = useRefreshPasskeys();
  return useMutation({
    mutationFn: async ({ name, password }: { name: string; password: string }) => {
      const options = await postJson<PasskeyRegistrationOptions>(endpoints.passkeyOptions(), { password });
      const { startRegistration } = await loadWebAuthn();
      // The server's options are @simplewebauthn/server's own JSON, which the browser half reads.
      const credential = await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
      return postJson<PasskeyRow>(endpoints.passkeys(), { name, credential: JSON.stringify(credential) });
    },
    onSuccess: refresh,
  });
}

/** POST /api/user/account/passkeys/{id}/remove, with the password. */
export function useRemovePasskey() {
  const refresh = useRefreshPasskeys();
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) => postJson<MessageAnswer>(endpoints.passkeyRemove(id), { password }),
    onSuccess: refresh,
  });
}

/** Sign-in options, the browser's passkey prompt (it offers the passkeys it holds for the site), then the session. */
export function usePasskeySignIn() {
  return useMutation({
    mutationFn: async () => {
      const options = await postJson<PasskeySignInOptions>(endpoints.loginPasskeyOptions());
      const { startAuthentication } = await loadWebAuthn();
      const credential = await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
      return postJson<SessionAnswer>(endpoints.loginPasskey(), { credential: JSON.stringify(credential) });
    },
  });
}

/** What to tell the player when a passkey step fails: the server's reason, or what the browser's prompt did. */
export function passkeyErrorText(error: unknown): string {
  if (error instanceof RequestFailure)
    return saySentence(error.fieldErrors?.credential?.[0] ?? Object.values(error.fieldErrors ?? {})[0]?.[0] ?? error.message);
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return t('This device already holds a passkey for your account.');
  if (name === 'NotAllowedError' || name === 'AbortError') return t('The passkey prompt was closed or timed out. Nothing was changed.');
  return t('Your browser could not use a passkey here. Try again, or use another device.');
}
