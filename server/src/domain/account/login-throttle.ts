import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Login throttling after the OWASP authentication and credential-stuffing cheat sheets.
// Only failures count. Per account, guessing is slowed (RATE_LIMIT_MAX failures per
// window) without locking the owner out: a browser that has logged in to the account before carries a
// signed device cookie that lets it through the account's lock. Per IP, a separate and higher limit
// (ten times) stops one address from spraying many accounts. The account counter is keyed by the
// account's id, so its username and its email share one counter; unknown names get their own.
// A known device is not held by the per-IP lock either (an attacker on the owner's network, or behind
// the same carrier address, must not shut the owner out); it has a per-account limit of its own, which
// only browsers holding the account's device cookie can spend.

export const DEVICE_COOKIE = 'gh_device';
export const IP_LIMIT_FACTOR = 10;

export const accountFailureKey = (userId: number | null, login: string) =>
  userId ? `login-fail:account:${userId}` : `login-fail:name:${login.trim().toLowerCase()}`;
export const ipFailureKey = (ip: string) => `login-fail:ip:${ip}`;

/** The counters one sign-in attempt (a password, a code) reserves, each with its limit. */
export function signInLimits(ip: string, accountKey: string, knownDevice: boolean, accountMax: number) {
  if (knownDevice) return [{ key: `${accountKey}:known-device`, max: accountMax }];
  return [
    { key: ipFailureKey(ip), max: accountMax * IP_LIMIT_FACTOR },
    { key: accountKey, max: accountMax },
  ];
}

const sign = (secret: string, userId: number, nonce: string) => createHmac('sha256', secret).update(`device:${userId}:${nonce}`).digest('base64url');

/** A device token for one account: `<userId>.<nonce>.<signature>`. */
export function deviceToken(secret: string, userId: number): string {
  const nonce = randomBytes(12).toString('base64url');
  return `${userId}.${nonce}.${sign(secret, userId, nonce)}`;
}

/** Whether the cookie proves this browser logged in to this account before. */
export function isKnownDevice(secret: string, cookie: string | undefined, userId: number): boolean {
  const [id, nonce, signature] = (cookie ?? '').split('.');
  if (!id || !nonce || !signature || Number(id) !== userId) return false;
  const expected = Buffer.from(sign(secret, userId, nonce));
  const sent = Buffer.from(signature);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
