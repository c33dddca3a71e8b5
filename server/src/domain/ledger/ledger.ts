import { and, asc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { LedgerAccount, LedgerReason } from '@contract/values/ledger';
import type { Db } from '../../db/client';
import { coinLedger, users } from '../../db/schema/index';

// The one place coins move ("every movement of coins is a row in a ledger").
//
// The ledger's convention (shared with the demo seed, see schema/economy.ts):
// - a movement between a player and a non-player account is ONE row on the player: UserID is the
//   player, Account names the other side, Delta is what the player's balance changed by;
// - a movement between two non-player accounts is a pair of rows without UserID, Delta being what
//   each account's balance changed by.
// So a player's rows add up to users.Coins, an account's balance is
//     sum(Delta of its UserID-less rows) - sum(Delta of the player rows naming it),
// and sum(users.Coins) + every account's balance is invariant (zero when the books are closed).

/** A transaction of the one Db type (PGlite or PostgreSQL alike). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type Party = { user: number } | { account: LedgerAccount };

export interface Movement {
  from: Party;
  to: Party;
  amount: number;
  reason: LedgerReason;
  /** The bet or purchase the movement belongs to. */
  refId?: number;
}

/** Raised when a debit would take a balance below zero; the caller's transaction rolls back. */
export class NotEnoughCoins extends Error {
  constructor(
    readonly userId: number,
    readonly needed: number,
  ) {
    super(`Player ${userId} does not have ${needed} coins`);
  }
}

const isUser = (p: Party): p is { user: number } => 'user' in p;

/** PostgreSQL's "deadlock detected" and "could not serialize": the transaction may simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const sqlState = (e: unknown): string | undefined => {
  const err = e as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = err?.code ?? err?.cause?.code;
  return typeof code === 'string' ? code : undefined;
};

/**
 * A money transaction: run again (a bounded number of times, with a short random pause) when
 * PostgreSQL aborts it as a deadlock victim or a serialization failure, instead of answering 500.
 * Locks are taken in one global order anyway (lockPlayers); this is the second line of defence.
 */
export async function moneyTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (e) {
      const code = sqlState(e);
      if (attempt >= attempts || !code || !RETRYABLE.has(code)) throw e;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}

/**
 * Locks the players' rows in id order, so two transactions touching the same pair of players (A
 * joins B's bet while B joins A's; A gifts B while B gifts A) queue instead of deadlocking.
 */
export async function lockPlayers(tx: Tx, userIds: number[]): Promise<void> {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids)).orderBy(asc(users.id)).for('update');
}

/** Takes coins from a player only if they have them (conditional update); the new balance or null. */
async function debit(tx: Tx, userId: number, amount: number): Promise<number | null> {
  const [row] = await tx
    .update(users)
    .set({ Coins: sql`${users.Coins} - ${amount}` })
    .where(and(eq(users.id, userId), gte(users.Coins, amount), isNull(users.DeletedAt)))
    .returning({ Coins: users.Coins });
  return row ? row.Coins : null;
}

async function credit(tx: Tx, userId: number, amount: number): Promise<number> {
  const [row] = await tx
    .update(users)
    .set({ Coins: sql`${users.Coins} + ${amount}` })
    .where(eq(users.id, userId))
    .returning({ Coins: users.Coins });
  if (!row) throw new Error(`Player ${userId} does not exist`);
  return row.Coins;
}

/**
 * The ledger rows of one movement, by the convention above (one row on the player, or a pair between
 * two accounts). moveCoins writes them with the balance change; the demo seed writes its history with
 * them, so old and new rows read alike.
 */
export function movementRows(m: Movement, date?: Date): (typeof coinLedger.$inferInsert)[] {
  if (m.amount === 0) return [];
  const base = { Reason: m.reason, RefID: m.refId ?? null, ...(date ? { Date: date } : {}) };
  const { from, to } = m;
  if (isUser(from) && isUser(to)) throw new Error('Coins move between a player and an account, never player to player');
  if (isUser(from)) return [{ ...base, UserID: from.user, Account: (to as { account: LedgerAccount }).account, Delta: -m.amount }];
  if (isUser(to)) return [{ ...base, UserID: to.user, Account: from.account, Delta: m.amount }];
  return [
    { ...base, UserID: null, Account: from.account, Delta: -m.amount },
    { ...base, UserID: null, Account: to.account, Delta: m.amount },
  ];
}

/**
 * Moves coins and writes the ledger rows. A debited player must have the coins, else NotEnoughCoins
 * is thrown (the caller's transaction then changes nothing). Answers the new balances of the players
 * involved. A zero amount moves nothing and writes nothing.
 */
export async function moveCoins(tx: Tx, m: Movement): Promise<Map<number, number>> {
  if (!Number.isSafeInteger(m.amount) || m.amount < 0) throw new Error(`Invalid coin amount ${m.amount}`);
  const balances = new Map<number, number>();
  if (m.amount === 0) return balances;
  const { from, to } = m;
  const rows = movementRows(m);
  if (isUser(from)) {
    const after = await debit(tx, from.user, m.amount);
    if (after === null) throw new NotEnoughCoins(from.user, m.amount);
    balances.set(from.user, after);
  } else if (isUser(to)) {
    balances.set(to.user, await credit(tx, to.user, m.amount));
  }
  await tx.insert(coinLedger).values(rows);
  return balances;
}

/** Runs several movements in order; answers the last balance seen for each player. */
export async function moveAll(tx: Tx, movements: Movement[]): Promise<Map<number, number>> {
  const balances = new Map<number, number>();
  for (const m of movements) for (const [id, coins] of await moveCoins(tx, m)) balances.set(id, coins);
  return balances;
}

/** A player's balance, read inside a transaction (e.g. for an answer when nothing was debited). */
export async function balanceOf(tx: Tx | Db, userId: number): Promise<number> {
  const [row] = await tx.select({ Coins: users.Coins }).from(users).where(eq(users.id, userId));
  return row?.Coins ?? 0;
}

export interface Books {
  /** Sum of all player balances. */
  players: number;
  /** Balance of every non-player account that has rows (escrow, tax, forfeit, store, seed ...). */
  accounts: Record<string, number>;
  /** players + every account: invariant under moveCoins. */
  total: number;
}

/** The books as the ledger states them (tests and audits). */
export async function readBooks(db: Db | Tx): Promise<Books> {
  const [p] = await db.select({ n: sql<string>`coalesce(sum(${users.Coins}), 0)` }).from(users);
  const rows = await db
    .select({
      Account: coinLedger.Account,
      n: sql<string>`coalesce(sum(case when ${coinLedger.UserID} is null then ${coinLedger.Delta} else -${coinLedger.Delta} end), 0)`,
    })
    .from(coinLedger)
    .groupBy(coinLedger.Account);
  const accounts: Record<string, number> = {};
  for (const r of rows) accounts[r.Account] = Number(r.n);
  const players = Number(p?.n ?? 0);
  return { players, accounts, total: players + Object.values(accounts).reduce((a, b) => a + b, 0) };
}

/** Players whose balance differs from the sum of their ledger rows (should be none). */
export async function playersOffTheBooks(db: Db | Tx, userIds?: number[]): Promise<{ id: number; Coins: number; rows: number }[]> {
  const sums = db
    .select({ UserID: coinLedger.UserID, s: sql<string>`sum(${coinLedger.Delta})`.as('s') })
    .from(coinLedger)
    .where(isNotNull(coinLedger.UserID))
    .groupBy(coinLedger.UserID)
    .as('sums');
  const rows = await db
    .select({ id: users.id, Coins: users.Coins, s: sql<string>`coalesce(${sums.s}, 0)` })
    .from(users)
    .leftJoin(sums, eq(sums.UserID, users.id))
    .where(and(userIds ? inArray(users.id, userIds) : undefined, sql`${users.Coins} <> coalesce(${sums.s}, 0)`));
  return rows.map((r) => ({ id: r.id, Coins: r.Coins, rows: Number(r.s) }));
}
