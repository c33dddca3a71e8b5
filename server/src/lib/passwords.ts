import { hash, verify } from '@node-rs/argon2';

// Passwords are hashed with argon2id (the library's default algorithm; OWASP parameters:
// 19 MiB memory, 2 passes, 1 lane). The PHC string keeps the parameters with the hash.

/** An argon2id PHC string for `password`. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A hash of nothing anyone knows, made by hashPassword so it has the parameters of every stored
// hash, verified when the account does not exist: an unknown name costs the same time as a wrong
// password (no user enumeration by timing).
let decoy: Promise<string> | null = null;
const decoyHash = () => (decoy ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`));

/** True when `password` matches `stored`; with no stored hash it still spends the same work, then fails. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await decoyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored value never matches.
    return false;
  }
}
