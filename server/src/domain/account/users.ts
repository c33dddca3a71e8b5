import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { InvalidFields } from '../errors';

/** The player a login name (username or email, any letter case) designates; deleted accounts never match. */
export async function findUserByLogin(db: Db, login: string) {
  const needle = login.trim().toLowerCase();
  const [row] = await db
    .select({ id: users.id, Username: users.Username, PasswordHash: users.PasswordHash })
    .from(users)
    .where(and(isNull(users.DeletedAt), or(sql`lower(${users.Username}) = ${needle}`, sql`lower(${users.Email}) = ${needle}`)))
    .limit(1);
  return row ?? null;
}

/** Which of a username and an email are already used (any letter case), as field errors. */
export async function takenFields(db: Db, fields: { username?: string; email?: string }, exceptUserId?: number) {
  const errors: Record<string, string[]> = {};
  const check = async (field: 'username' | 'email', column: typeof users.Username | typeof users.Email, value?: string) => {
    if (!value) return;
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${column}) = ${value.toLowerCase()}`)
      .limit(1);
    if (row && row.id !== exceptUserId) errors[field] = [`The ${field} has already been taken.`];
  };
  await check('username', users.Username, fields.username);
  await check('email', users.Email, fields.email);
  return errors;
}

/** A unique-index violation (two registrations racing for one name), on PostgreSQL and PGlite alike. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The account row the account page edits. */
export async function loadAccount(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      Username: users.Username,
      Email: users.Email,
      EmailVerifiedAt: users.EmailVerifiedAt,
      PasswordHash: users.PasswordHash,
      CountryCode: users.CountryCode,
      ProfileVersion: users.ProfileVersion,
      ProviderID: users.ProviderID,
      ProviderName: users.ProviderName,
      DateCreated: users.DateCreated,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.DeletedAt)))
    .limit(1);
  return row ?? null;
}

/** A new player's account. Two sign-ups racing for one name or email: the unique index decides, and the loser gets the field errors. */
export async function createUser(db: Db, values: { Username: string; Email: string; PasswordHash: string; CountryCode: string }) {
  try {
    const [created] = await db.insert(users).values(values).returning({ id: users.id, Username: users.Username });
    return created;
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    throw new InvalidFields(await takenFields(db, { username: values.Username, email: values.Email }));
  }
}
