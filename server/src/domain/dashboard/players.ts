import { and, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bets, coinLedger, purchases, sessions, storePackages, users } from '../../db/schema/index';
import { Forbidden, NotFound } from '../errors';
import { activityPage } from '../account/security/activity';
import { describeDevice, deviceParts, maskIp } from '../account/security/devices';
import { suspensionText } from '../account/suspension';
import { recordStaffAction, type StaffActor } from './audit';
import { countStar } from '../tables/table-query';
import { countUpTo } from '../tables/count-up-to';
import { playersTotal } from './player-count';

// What the dashboard's players section reads and does. Every change is one transaction with its
// line in the staff record.

/** The dashboard players table's filters (all optional). */
export interface PlayerFilters {
  role?: 'player' | 'vip' | 'staff';
  suspended?: boolean;
  createdFrom?: Date;
  createdTo?: Date;
  seenFrom?: Date;
}

const suspendedNow = sql`(${users.SuspendedAt} is not null and (${users.SuspendedUntil} is null or ${users.SuspendedUntil} > now()))`;

/** The filters' narrowing of the list (undefined for none). */
export function playerFilterCondition(f: PlayerFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.role) parts.push(eq(users.Role, f.role));
  // The partial index holds the few accounts ever suspended; the time check runs on those only.
  if (f.suspended === true) parts.push(and(isNotNull(users.SuspendedAt), suspendedNow));
  if (f.suspended === false) parts.push(sql`not ${suspendedNow}`);
  if (f.createdFrom) parts.push(gte(users.DateCreated, f.createdFrom));
  if (f.createdTo) parts.push(lte(users.DateCreated, f.createdTo));
  // Sessions are few beside the players: the ids of the recently seen come from them.
  if (f.seenFrom) parts.push(inArray(users.id, sql`(select ${sessions.UserID} from ${sessions} where ${sessions.LastSeenAt} >= ${f.seenFrom})`));
  return and(...parts);
}

/**
 * The search box: an id, an exact email address, or a name (prefix for short terms, which the
 * prefix index serves; "contains" from three characters, which the trigram index serves).
 */
export function playerSearch(term: string): SQL {
  if (/^\d{1,9}$/.test(term)) return or(eq(users.id, Number(term)), sql`lower(${users.Username}) like ${`${term.toLowerCase()}%`}`)!;
  if (term.includes('@')) return sql`lower(${users.Email}) = ${term.toLowerCase()}`;
  const escaped = term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  if (term.length < 3) return sql`lower(${users.Username}) like ${`${escaped}%`}`;
  return sql`${users.Username} ilike ${`%${escaped}%`}`;
}

const playerRowColumns = {
  id: users.id,
  Username: users.Username,
  Email: users.Email,
  Role: users.Role,
  StaffRole: users.StaffRole,
  Coins: users.Coins,
  DateCreated: users.DateCreated,
  SuspendedUntil: users.SuspendedUntil,
  Suspended: sql<boolean>`${suspendedNow}`.mapWith(Boolean),
};

/**
 * A filtered or searched list counts its matches only this far past the page shown, then answers
 * "more than" (docs/dashboard.md#the-players-count): an exact count over most of a million accounts
 * took a third of a second.
 */
export const PLAYERS_COUNT_CAP = 10_000;

/** The players table: every account not deleted, its total from the kept count, the matches counted up to the cap. */
export const playerTableSource = (db: Db, filter: SQL | undefined) => ({
  rows: db.select(playerRowColumns).from(users).$dynamic(),
  count: db.select({ n: countStar() }).from(users).$dynamic(),
  where: isNull(users.DeletedAt),
  filter,
  total: () => playersTotal(db),
  bounded: { cap: PLAYERS_COUNT_CAP, countUpTo: (where: SQL | undefined, limit: number) => countUpTo(db, users, where, limit) },
  pageKeys: { key: users.id, keys: db.select({ id: users.id }).from(users).$dynamic() },
});

export async function playerDetail(db: Db, id: number) {
  const [account] = await db
    .select({
      ...playerRowColumns,
      EmailVerifiedAt: users.EmailVerifiedAt,
      Level: users.Level,
      SuspendedAt: users.SuspendedAt,
      SuspendReason: users.SuspendReason,
      DeletedAt: users.DeletedAt,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!account) throw new NotFound('The player was not found.');
  const sessionRows = await db
    .select({ PublicID: sessions.PublicID, UserAgent: sessions.UserAgent, IP: sessions.IP, LastSeenAt: sessions.LastSeenAt, DateCreated: sessions.DateCreated })
    .from(sessions)
    .where(and(eq(sessions.UserID, id), sql`${sessions.ExpiresAt} > now()`))
    .orderBy(desc(sessions.LastSeenAt));
  const betRows = await db
    .select({ id: bets.id, Coins: bets.Coins, Status: bets.Status, UserID: bets.UserID, TargetID: bets.TargetID, DateCreated: bets.DateCreated })
    .from(bets)
    .where(or(eq(bets.UserID, id), eq(bets.TargetID, id)))
    .orderBy(desc(bets.id))
    .limit(20);
  const purchaseRows = await db
    .select({
      id: purchases.id,
      Package: storePackages.Name,
      Cost: purchases.Cost,
      Currency: purchases.Currency,
      BuyerID: purchases.BuyerID,
      RecipientID: purchases.RecipientID,
      Date: purchases.Date,
      RefundedAt: purchases.RefundedAt,
    })
    .from(purchases)
    .innerJoin(storePackages, eq(storePackages.id, purchases.PackageID))
    .where(or(eq(purchases.BuyerID, id), eq(purchases.RecipientID, id)))
    .orderBy(desc(purchases.id))
    .limit(20);
  const activity = await activityPage(db, id, 0, 20);
  return {
    account: {
      ...account,
      DateCreated: account.DateCreated.toISOString(),
      EmailVerifiedAt: account.EmailVerifiedAt?.toISOString() ?? null,
      SuspendedAt: account.SuspendedAt?.toISOString() ?? null,
      SuspendedUntil: account.SuspendedUntil?.toISOString() ?? null,
      DeletedAt: account.DeletedAt?.toISOString() ?? null,
    },
    sessions: sessionRows.map((s) => ({
      device: describeDevice(s.UserAgent),
      deviceParts: deviceParts(s.UserAgent),
      ip: maskIp(s.IP),
      LastSeenAt: s.LastSeenAt?.toISOString() ?? null,
      DateCreated: s.DateCreated.toISOString(),
    })),
    bets: betRows.map((b) => ({ ...b, DateCreated: b.DateCreated.toISOString() })),
    purchases: purchaseRows.map((p) => ({ ...p, Date: p.Date.toISOString(), RefundedAt: p.RefundedAt?.toISOString() ?? null })),
    activity: activity.rows,
  };
}

/** The player's coin ledger page, newest first (the (user_id, id) index serves it). */
export const ledgerColumns = {
  id: coinLedger.id,
  Account: coinLedger.Account,
  Delta: coinLedger.Delta,
  Reason: coinLedger.Reason,
  RefID: coinLedger.RefID,
  Date: coinLedger.Date,
};

/** Staff may act on players and on staff below their own level; only an administrator acts on staff at all. */
async function lockTarget(tx: Parameters<Parameters<Db['transaction']>[0]>[0], actor: StaffActor & { StaffRole?: string | null }, id: number) {
  if (id === actor.id) throw new Forbidden('You cannot do this to your own account.');
  const [row] = await tx
    .select({
      Username: users.Username,
      StaffRole: users.StaffRole,
      SuspendedAt: users.SuspendedAt,
      SuspendedUntil: users.SuspendedUntil,
      SuspendReason: users.SuspendReason,
    })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.DeletedAt)))
    .for('update');
  if (!row) throw new NotFound('The player was not found.');
  if (row.StaffRole && actor.StaffRole !== 'administrator') throw new Forbidden('Only an administrator can act on a staff account.');
  return row;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function suspendPlayer(db: Db, actor: StaffActor & { StaffRole?: string | null }, id: number, until: Date | null, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockTarget(tx, actor, id);
    await tx.update(users).set({ SuspendedAt: new Date(), SuspendedUntil: until, SuspendReason: reason }).where(eq(users.id, id));
    // Deleting the rows ends the sessions in every process at their next request.
    const ended = await tx.delete(sessions).where(eq(sessions.UserID, id)).returning({ id: sessions.idHash });
    await recordStaffAction(tx, actor, {
      action: 'player.suspend',
      targetUserId: id,
      summary: `${actor.Username} suspended ${before.Username} ${until ? `until ${until.toISOString()}` : 'for good'}: ${reason} (${ended.length} session${ended.length === 1 ? '' : 's'} ended).`,
      before: { SuspendedUntil: iso(before.SuspendedUntil), SuspendReason: before.SuspendReason, suspended: before.SuspendedAt !== null },
      after: { SuspendedUntil: iso(until), SuspendReason: reason, suspended: true },
    });
  });
}

export async function liftSuspension(db: Db, actor: StaffActor & { StaffRole?: string | null }, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await lockTarget(tx, actor, id);
    if (!before.SuspendedAt) return false;
    await tx.update(users).set({ SuspendedAt: null, SuspendedUntil: null, SuspendReason: null }).where(eq(users.id, id));
    await recordStaffAction(tx, actor, {
      action: 'player.lift',
      targetUserId: id,
      summary: `${actor.Username} lifted the suspension of ${before.Username}.`,
      before: { text: suspensionText(before.SuspendedUntil, before.SuspendReason) },
      after: { suspended: false },
    });
    return true;
  });
}

export async function endPlayerSessions(db: Db, actor: StaffActor & { StaffRole?: string | null }, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    const before = await lockTarget(tx, actor, id);
    const ended = await tx.delete(sessions).where(eq(sessions.UserID, id)).returning({ id: sessions.idHash });
    await recordStaffAction(tx, actor, {
      action: 'player.sessions.end',
      targetUserId: id,
      summary: `${actor.Username} signed ${before.Username} out everywhere (${ended.length} session${ended.length === 1 ? '' : 's'}).`,
      after: { ended: ended.length },
    });
    return ended.length;
  });
}

/** Records a mail or a password reset sent by staff; answers the player's name and address. */
export async function notePlayerMail(
  db: Db,
  actor: StaffActor & { StaffRole?: string | null },
  id: number,
  action: 'player.mail' | 'player.password_reset',
  describe: (username: string) => string,
  after?: unknown,
): Promise<{ Username: string; Email: string | null; Language: string | null }> {
  return db.transaction(async (tx) => {
    const before = await lockTarget(tx, actor, id);
    const [row] = await tx.select({ Email: users.Email, Language: users.Language }).from(users).where(eq(users.id, id));
    if (!row?.Email) throw new NotFound('This player has no email address.');
    await recordStaffAction(tx, actor, { action, targetUserId: id, summary: describe(before.Username), after });
    return { Username: before.Username, Email: row.Email, Language: row.Language };
  });
}
