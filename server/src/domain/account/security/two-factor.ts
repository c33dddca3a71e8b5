import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db } from '../../../db/client';
import { twoFactor, twoFactorBackupCodes, usedChallenges } from '../../../db/schema/index';
import { sha256 } from '../../../lib/sha256';
import { Conflict, InvalidFields } from '../../errors';

// TOTP two-factor sign-in, with otplib 13 (functional API: generateSecret,
// generateURI, verify -> { valid, timeStep }). A code is accepted once: the last accepted time step
// is stored and a code of that step or an older one is refused (a replay inside its window), by a
// conditional update so two requests racing with one code cannot both pass. Backup codes are
// single-use and stored hashed.

const BACKUP_CODE_COUNT = 10;
/** One period either side: a phone clock a little off still works. */
const TOLERANCE_SECONDS = 30;
// Names its field once: the page puts the field's bold label in place of every "code" in the message.
export const WRONG_CODE_TEXT = 'The code is not right, or it was already used. Enter the number your app shows now, or one of your backup codes.';

export async function twoFactorStatus(db: Db, userId: number): Promise<{ enabled: boolean; backupCodesLeft: number }> {
  const [row] = await db.select({ EnabledAt: twoFactor.EnabledAt }).from(twoFactor).where(eq(twoFactor.UserID, userId)).limit(1);
  const enabled = Boolean(row?.EnabledAt);
  if (!enabled) return { enabled, backupCodesLeft: 0 };
  const [{ n }] = await db
    .select({ n: count() })
    .from(twoFactorBackupCodes)
    .where(and(eq(twoFactorBackupCodes.UserID, userId), isNull(twoFactorBackupCodes.UsedAt)));
  return { enabled, backupCodesLeft: n };
}

export async function hasTwoFactor(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: twoFactor.UserID })
    .from(twoFactor)
    .where(and(eq(twoFactor.UserID, userId), isNotNull(twoFactor.EnabledAt)))
    .limit(1);
  return Boolean(row);
}

/** A new secret waiting for its first code (a setup started again replaces it). */
export async function startTwoFactorSetup(db: Db, userId: number, label: string): Promise<{ secret: string; uri: string; qr: string }> {
  if (await hasTwoFactor(db, userId)) throw new Conflict('conflict', 'Two-factor sign-in is already on. Turn it off first to set it up again.');
  const secret = generateSecret();
  await db
    .insert(twoFactor)
    .values({ UserID: userId, Secret: secret })
    .onConflictDoUpdate({ target: twoFactor.UserID, set: { Secret: secret, EnabledAt: null, LastTimeStep: 0, DateCreated: new Date() } });
  const uri = generateURI({ issuer: 'Guildhall', label, secret });
  const qr = await QRCode.toDataURL(uri, { margin: 1, width: 220, errorCorrectionLevel: 'M' });
  return { secret, uri, qr };
}

/** "abcde-fghij": 50 bits from a 32-letter alphabet without look-alikes. */
function newBackupCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const letters = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}
const normaliseBackup = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

async function replaceBackupCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode);
  await db.delete(twoFactorBackupCodes).where(eq(twoFactorBackupCodes.UserID, userId));
  await db.insert(twoFactorBackupCodes).values(codes.map((c) => ({ UserID: userId, CodeHash: sha256(normaliseBackup(c)) })));
  return codes;
}

/** Takes a TOTP code once: true when it is valid and newer than the last accepted one. */
async function takeTotp(db: Db, userId: number, secret: string, lastStep: number, code: string, pendingOnly: boolean): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS, afterTimeStep: lastStep > 0 ? lastStep : undefined });
  if (!result.valid) return false;
  // A TOTP result carries its time step (the functional verify's type is the TOTP/HOTP union).
  const timeStep = (result as { timeStep: number }).timeStep;
  const taken = await db
    .update(twoFactor)
    .set(pendingOnly ? { LastTimeStep: timeStep, EnabledAt: new Date() } : { LastTimeStep: timeStep })
    .where(and(eq(twoFactor.UserID, userId), lt(twoFactor.LastTimeStep, timeStep), pendingOnly ? isNull(twoFactor.EnabledAt) : isNotNull(twoFactor.EnabledAt)))
    .returning({ id: twoFactor.UserID });
  return taken.length === 1;
}

/** The first code confirms the setup: two-factor is on, and the ten backup codes are answered once. */
export async function confirmTwoFactorSetup(db: Db, userId: number, code: string): Promise<string[]> {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.UserID, userId)).limit(1);
  if (!row) throw new InvalidFields({ code: ['Start the setup first: scan the QR code, then enter the code your app shows.'] });
  if (row.EnabledAt) throw new Conflict('conflict', 'Two-factor sign-in is already on.');
  if (!(await takeTotp(db, userId, row.Secret, row.LastTimeStep, code.trim(), true))) throw new InvalidFields({ code: [WRONG_CODE_TEXT] });
  return replaceBackupCodes(db, userId);
}

/** A code at sign-in or to turn it off: the app's current code, or an unused backup code (then used up). */
export async function takeSecondFactor(db: Db, userId: number, rawCode: string): Promise<'totp' | 'backup' | null> {
  const [row] = await db
    .select()
    .from(twoFactor)
    .where(and(eq(twoFactor.UserID, userId), isNotNull(twoFactor.EnabledAt)))
    .limit(1);
  if (!row) return null;
  const code = rawCode.trim().replace(/\s+/g, '');
  if (await takeTotp(db, userId, row.Secret, row.LastTimeStep, code, false)) return 'totp';
  const backup = normaliseBackup(code);
  if (backup.length !== 10) return null;
  const used = await db
    .update(twoFactorBackupCodes)
    .set({ UsedAt: new Date() })
    .where(and(eq(twoFactorBackupCodes.UserID, userId), eq(twoFactorBackupCodes.CodeHash, sha256(backup)), isNull(twoFactorBackupCodes.UsedAt)))
    .returning({ id: twoFactorBackupCodes.id });
  return used.length === 1 ? 'backup' : null;
}

export async function disableTwoFactor(db: Db, userId: number): Promise<void> {
  await db.delete(twoFactorBackupCodes).where(eq(twoFactorBackupCodes.UserID, userId));
  await db.delete(twoFactor).where(eq(twoFactor.UserID, userId));
}

// The sign-in ticket: after the right password of an account with two-factor, the browser gets this
// short-lived signed cookie instead of a session; the code step trades it for the session.

export const TWO_FACTOR_TICKET_COOKIE = 'gh_2fa';
export const TICKET_SECONDS = 300;

const signTicket = (secret: string, body: string) => createHmac('sha256', secret).update(`2fa-ticket:${body}`).digest('base64url');

export function loginTicket(secret: string, userId: number, now = Date.now()): string {
  const body = `${userId}.${Math.floor(now / 1000) + TICKET_SECONDS}.${randomBytes(9).toString('base64url')}`;
  return `${body}.${signTicket(secret, body)}`;
}

/** The account a valid, unexpired ticket names, or null. */
export function readLoginTicket(secret: string, ticket: string | undefined, now = Date.now()): number | null {
  const parts = (ticket ?? '').split('.');
  if (parts.length !== 4) return null;
  const body = parts.slice(0, 3).join('.');
  const expected = Buffer.from(signTicket(secret, body));
  const sent = Buffer.from(parts[3]);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return null;
  if (Number(parts[1]) * 1000 < now) return null;
  const id = Number(parts[0]);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Spends a ticket read by readLoginTicket once: its code step opens one session, and a copy of the
 * cookie cannot open another while it is still unexpired. The unique key settles parallel steps.
 */
export async function spendLoginTicket(db: Db, ticket: string): Promise<boolean> {
  const expiresAt = new Date(Number(ticket.split('.')[1]) * 1000);
  const spent = await db
    .insert(usedChallenges)
    .values({ signature: `2fa-ticket:${sha256(ticket)}`, ExpiresAt: expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedChallenges.signature });
  return spent.length === 1;
}

/** The rate-limit key wrong two-factor codes of an account count under, wherever they are typed. */
export const twoFactorFailureKey = (userId: number) => `two-factor-fail:account:${userId}`;
