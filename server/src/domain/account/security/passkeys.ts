import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import type { PasskeyRegistrationOptions, PasskeyRow, PasskeySignInOptions } from '@contract/types/security';
import type { Db } from '../../../db/client';
import { passkeys, webauthnChallenges } from '../../../db/schema/index';
import { Conflict, InvalidFields, NotFound } from '../../errors';

// Passkeys, with @simplewebauthn/server 14. The relying party is the site's public
// origin (PUBLIC_URL): its host name is the RP ID, and a browser answer made for another origin is
// refused. Every challenge is a row of webauthn_challenges, so any process of the site can check it;
// it is deleted by the call that uses it (a reused one finds nothing) and refused after five minutes.
// Sign-in and registration both require user verification (a PIN or a fingerprint on the device), so
// a passkey is two factors by itself: a sign-in with one skips the two-factor code step.

const CHALLENGE_SECONDS = 300;
const MAX_PASSKEYS = 10;
const RP_NAME = 'Guildhall';

export interface RelyingParty {
  /** The site's origin, e.g. https://guildhall.example. */
  origin: string;
}
const rpId = (rp: RelyingParty) => new URL(rp.origin).hostname;

const STALE_TEXT = 'This passkey request has expired or was already used. Please try again.';
const UNREADABLE_TEXT = 'The browser’s passkey answer could not be read. Please try again.';

async function issueChallenge(db: Db, purpose: 'register' | 'sign_in', userId: number | null): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.ExpiresAt, new Date()));
  // An account waits for one new passkey at a time: a newer registration challenge replaces the older.
  if (userId !== null) await db.delete(webauthnChallenges).where(and(eq(webauthnChallenges.UserID, userId), eq(webauthnChallenges.Purpose, purpose)));
  await db
    .insert(webauthnChallenges)
    .values({ Challenge: challenge, Purpose: purpose, UserID: userId, ExpiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000) });
  return challenge;
}

/** Takes a challenge once: true when it was issued for this purpose (and account), unexpired and unused. */
async function takeChallenge(db: Db, challenge: string, purpose: 'register' | 'sign_in', userId: number | null): Promise<boolean> {
  const taken = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.Challenge, challenge),
        eq(webauthnChallenges.Purpose, purpose),
        userId === null ? undefined : eq(webauthnChallenges.UserID, userId),
        gt(webauthnChallenges.ExpiresAt, new Date()),
      ),
    )
    .returning({ c: webauthnChallenges.Challenge });
  return taken.length === 1;
}

/** The challenge the browser signed, read from its clientDataJSON (null when unreadable). */
function signedChallenge(response: { response?: { clientDataJSON?: unknown } }): string | null {
  try {
    const data = response.response?.clientDataJSON;
    if (typeof data !== 'string') return null;
    const challenge = decodeClientDataJSON(data).challenge;
    return typeof challenge === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(challenge) ? challenge : null;
  } catch {
    return null;
  }
}

/** The browser's credential JSON, sent as a form field: an object with an id and a response, else a field error. */
export function parseCredential<T extends RegistrationResponseJSON | AuthenticationResponseJSON>(raw: string | undefined): T {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '');
  } catch {
    parsed = null;
  }
  const ok =
    typeof parsed === 'object' &&
    parsed !== null &&
    typeof (parsed as { id?: unknown }).id === 'string' &&
    (parsed as { type?: unknown }).type === 'public-key' &&
    typeof (parsed as { response?: unknown }).response === 'object';
  if (!ok) throw new InvalidFields({ credential: [UNREADABLE_TEXT] });
  return parsed as T;
}

export async function listPasskeys(db: Db, userId: number): Promise<PasskeyRow[]> {
  const rows = await db
    .select({ id: passkeys.id, Name: passkeys.Name, DateCreated: passkeys.DateCreated, LastUsedAt: passkeys.LastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.UserID, userId))
    .orderBy(asc(passkeys.DateCreated), asc(passkeys.id));
  return rows.map((r) => ({ ...r, DateCreated: r.DateCreated.toISOString(), LastUsedAt: r.LastUsedAt?.toISOString() ?? null }));
}

const transportsOf = (stored: string) => (stored ? stored.split(',') : undefined);

/** The options of navigator.credentials.create() for the signed-in account; its challenge is stored. */
export async function passkeyRegistrationOptions(db: Db, rp: RelyingParty, user: { id: number; Username: string }): Promise<PasskeyRegistrationOptions> {
  const existing = await db.select({ CredentialID: passkeys.CredentialID, Transports: passkeys.Transports }).from(passkeys).where(eq(passkeys.UserID, user.id));
  if (existing.length >= MAX_PASSKEYS) throw new Conflict('conflict', `You have ${MAX_PASSKEYS} passkeys, the most an account may have. Remove one first.`);
  const challenge = await issueChallenge(db, 'register', user.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rpId(rp),
    userName: user.Username,
    userDisplayName: user.Username,
    // The same handle for every passkey of the account: an authenticator keeps one passkey per account.
    userID: new TextEncoder().encode(`guildhall-user-${user.id}`),
    challenge: isoBase64URL.toBuffer(challenge),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.CredentialID, transports: transportsOf(p.Transports) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: CHALLENGE_SECONDS * 1000,
  });
  return options as PasskeyRegistrationOptions;
}

/** Checks the browser's answer to the registration options and stores the passkey; answers it. */
export async function addPasskey(db: Db, rp: RelyingParty, userId: number, name: string, response: RegistrationResponseJSON): Promise<PasskeyRow> {
  const challenge = signedChallenge(response);
  if (!challenge || !(await takeChallenge(db, challenge, 'register', userId))) throw new InvalidFields({ credential: [STALE_TEXT] });
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rpId(rp),
      requireUserVerification: true,
    });
  } catch {
    throw new InvalidFields({ credential: ['The passkey could not be verified. Please try again.'] });
  }
  if (!verified.verified) throw new InvalidFields({ credential: ['The passkey could not be verified. Please try again.'] });
  const { credential } = verified.registrationInfo;
  const [{ n }] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.UserID, userId));
  if (n >= MAX_PASSKEYS) throw new Conflict('conflict', `You have ${MAX_PASSKEYS} passkeys, the most an account may have. Remove one first.`);
  const [row] = await db
    .insert(passkeys)
    .values({
      UserID: userId,
      CredentialID: credential.id,
      PublicKey: isoBase64URL.fromBuffer(credential.publicKey),
      Counter: credential.counter,
      Transports: (credential.transports ?? []).join(',').slice(0, 128),
      Name: name,
    })
    .onConflictDoNothing({ target: passkeys.CredentialID })
    .returning({ id: passkeys.id, Name: passkeys.Name, DateCreated: passkeys.DateCreated, LastUsedAt: passkeys.LastUsedAt });
  if (!row) throw new Conflict('conflict', 'This passkey is already registered.');
  return { ...row, DateCreated: row.DateCreated.toISOString(), LastUsedAt: null };
}

/** Removes one of the owner's passkeys; answers its name. Another account's id is not found, and nothing changes. */
export async function removePasskey(db: Db, userId: number, id: number): Promise<string> {
  const [removed] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.UserID, userId)))
    .returning({ Name: passkeys.Name });
  if (!removed) throw new NotFound('This passkey was not found.');
  return removed.Name;
}

/** The options of navigator.credentials.get(): no account named, the browser offers the passkeys it holds for the site. */
export async function passkeySignInOptions(db: Db, rp: RelyingParty): Promise<PasskeySignInOptions> {
  const challenge = await issueChallenge(db, 'sign_in', null);
  const options = await generateAuthenticationOptions({
    rpID: rpId(rp),
    challenge: isoBase64URL.toBuffer(challenge),
    userVerification: 'required',
    timeout: CHALLENGE_SECONDS * 1000,
  });
  return options as PasskeySignInOptions;
}

export const PASSKEY_SIGN_IN_FAILED = 'This passkey could not sign you in. It may have been removed from your account.';

/** Checks the browser's signed answer; answers the account and the passkey's name, after noting its use. */
export async function verifyPasskeySignIn(db: Db, rp: RelyingParty, response: AuthenticationResponseJSON): Promise<{ userId: number; name: string }> {
  const challenge = signedChallenge(response);
  if (!challenge || !(await takeChallenge(db, challenge, 'sign_in', null))) throw new InvalidFields({ credential: [STALE_TEXT] });
  const [stored] = await db.select().from(passkeys).where(eq(passkeys.CredentialID, response.id)).limit(1);
  if (!stored) throw new InvalidFields({ credential: [PASSKEY_SIGN_IN_FAILED] });
  // A discoverable passkey names its account: it must be the one the passkey was registered to.
  const handle = response.response.userHandle;
  if (handle && isoBase64URL.toUTF8String(handle) !== `guildhall-user-${stored.UserID}`) throw new InvalidFields({ credential: [PASSKEY_SIGN_IN_FAILED] });
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rpId(rp),
      credential: {
        id: stored.CredentialID,
        publicKey: isoBase64URL.toBuffer(stored.PublicKey),
        counter: stored.Counter,
        transports: transportsOf(stored.Transports),
      },
      requireUserVerification: true,
    });
  } catch {
    // A bad signature, another origin, or a counter that went back (a cloned authenticator).
    throw new InvalidFields({ credential: [PASSKEY_SIGN_IN_FAILED] });
  }
  if (!verified.verified) throw new InvalidFields({ credential: [PASSKEY_SIGN_IN_FAILED] });
  await db.update(passkeys).set({ Counter: verified.authenticationInfo.newCounter, LastUsedAt: new Date() }).where(eq(passkeys.id, stored.id));
  return { userId: stored.UserID, name: stored.Name };
}
