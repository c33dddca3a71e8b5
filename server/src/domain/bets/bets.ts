import { and, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Bet } from '@contract/types/bets';
import { formatNumber } from '@contract/rules/format';
import type { Db } from '../../db/client';
import { bets, users } from '../../db/schema/index';
import { Conflict, Forbidden, invalidField, notFound, RuleBroken } from '../errors';
import { balanceOf, lockPlayers, moneyTransaction, moveAll, moveCoins, NotEnoughCoins, type Tx } from '../ledger/ledger';
import { playerRefColumns } from '../../db/refs';
import { fairSide, randomSeed, seedHash } from '@contract/rules/fair-flip';
import { betMoney, cancelSplit } from './rules';
import { queueAnnouncement, type Announcements } from '../community/announce';
import { bigBetWonMessage } from '../community/webhooks';

// Bet transactions (docs/product-rules.md#bets-and-the-flip Bet). Each is one transaction whose first statement is a
// conditional update (the stake debit, or `... WHERE status = 'open'`), so concurrent joins and
// cancels of one bet serialise on its row and exactly one of them wins.

export const creator = alias(users, 'creator');
export const target = alias(users, 'target');

const betColumns = {
  id: bets.id,
  Coins: bets.Coins,
  UserID: bets.UserID,
  TargetID: bets.TargetID,
  Side: bets.Side,
  Status: bets.Status,
  DateCreated: bets.DateCreated,
  DateJoined: bets.DateJoined,
  ServerSeedHash: bets.ServerSeedHash,
  ServerSeed: bets.ServerSeed,
  ClientSeed: bets.ClientSeed,
  user: playerRefColumns(creator),
  target: playerRefColumns(target),
};

/** The bets with their creator and joiner, for lists and single finds. */
export const selectBets = (db: Db | Tx) =>
  db.select(betColumns).from(bets).innerJoin(creator, eq(creator.id, bets.UserID)).leftJoin(target, eq(target.id, bets.TargetID));

type BetRow = Awaited<ReturnType<ReturnType<typeof selectBets>['execute']>>[number];

/** The server seed stays secret until the flip is done; then it and the client seed are revealed. */
export const toBet = ({ ServerSeed, ClientSeed, ...row }: BetRow): Bet => ({
  ...row,
  DateCreated: row.DateCreated.toISOString(),
  DateJoined: row.DateJoined?.toISOString() ?? null,
  ...(row.Status === 'joined' && ServerSeed && ClientSeed ? { ServerSeed, ClientSeed } : {}),
});

export async function findBet(db: Db | Tx, id: number): Promise<Bet | null> {
  const [row] = await selectBets(db).where(eq(bets.id, id)).limit(1);
  return row ? toBet(row) : null;
}

async function mustFind(db: Db | Tx, id: number): Promise<Bet> {
  const bet = await findBet(db, id);
  if (!bet) throw notFound('The bet');
  return bet;
}

/** Creates an open bet: the stake goes to escrow and the tax to the tax account, or nothing happens. */
export async function createBet(db: Db, opts: { userId: number; coins: number; taxPercent: number }) {
  const { stake, tax } = betMoney(opts.coins, opts.taxPercent);
  try {
    return await moneyTransaction(db, async (tx) => {
      const ServerSeed = randomSeed();
      const [row] = await tx
        .insert(bets)
        .values({ Coins: stake, Tax: tax, UserID: opts.userId, ServerSeed, ServerSeedHash: await seedHash(ServerSeed) })
        .returning({ id: bets.id });
      const creatorParty = { user: opts.userId };
      const balances = await moveAll(tx, [
        { from: creatorParty, to: { account: 'escrow' }, amount: stake, reason: 'bet', refId: row.id },
        { from: creatorParty, to: { account: 'tax' }, amount: tax, reason: 'bet_tax', refId: row.id },
      ]);
      const bet = await mustFind(tx, row.id);
      return { bet, coins: balances.get(opts.userId) ?? (await balanceOf(tx, opts.userId)) };
    });
  } catch (e) {
    if (!(e instanceof NotEnoughCoins)) throw e;
    // Read after the rollback: the balance the player really has.
    const have = await balanceOf(db, opts.userId);
    throw invalidField('coins', `This bet costs ${formatNumber(stake + tax)} coins with its tax, but you have ${formatNumber(have)}.`);
  }
}

/** Explains why an open-only update of a bet changed no row. */
async function refusalFor(tx: Tx, id: number, userId: number, action: 'join' | 'cancel'): Promise<Error> {
  const bet = await findBet(tx, id);
  if (!bet) return notFound('The bet');
  if (action === 'join' && bet.UserID === userId) return new RuleBroken('own_bet', "You can't join your own bet.");
  if (action === 'cancel' && bet.UserID !== userId) return new Forbidden('You can only cancel your own bets.');
  if (bet.Status === 'joined') {
    return new Conflict(
      'bet_taken',
      action === 'join' ? 'Someone else joined this bet first.' : 'This bet has already been joined, so it can no longer be cancelled.',
    );
  }
  return new Conflict('bet_cancelled', 'This bet has been cancelled.');
}

/**
 * The side of a join, provably fair (contract/rules/fair-flip.ts): from the seed committed at
 * creation, the joiner's seed and the bet id. The seed never changes after creation, so reading it
 * before the conditional update is safe. A bet opened before flips were provable gets its seed now.
 */
async function drawFairSide(tx: Tx, id: number, clientSeed: string) {
  const [row] = await tx.select({ ServerSeed: bets.ServerSeed }).from(bets).where(eq(bets.id, id)).limit(1);
  const ServerSeed = row?.ServerSeed ?? randomSeed();
  const commitment = row?.ServerSeed ? {} : { ServerSeed, ServerSeedHash: await seedHash(ServerSeed) };
  return { Side: await fairSide(ServerSeed, clientSeed, id), ClientSeed: clientSeed, ...commitment };
}

/** A won pot (both stakes) at the configured size or more is news for the community chat. */
async function announceBigPot(tx: Tx, to: Announcements | undefined, bet: Bet) {
  if (!to || bet.Coins * 2 < to.bigBetCoins || !bet.target) return;
  const [winner, loser] = bet.Side ? [bet.target, bet.user] : [bet.user, bet.target];
  await queueAnnouncement(tx, to, bigBetWonMessage(to.origin, { id: bet.id, Coins: bet.Coins, winner: winner.Username, loser: loser.Username }));
}

/**
 * Joins an open bet: the joiner's stake goes to escrow, Side is derived from the committed seed and
 * the joiner's seed, and the winner takes both stakes, all in one transaction.
 */
export async function joinBet(
  db: Db,
  opts: {
    id: number;
    userId: number;
    clientSeed?: string;
    /** Where a big pot is announced (queued in this transaction); nothing is announced without it. */
    announcements?: Announcements;
  },
) {
  try {
    return await moneyTransaction(db, async (tx) => {
      // Locks in one global order: the bet row, then both players by id. Setting TargetID alone would
      // take a key lock on the joiner's row first (its foreign key), and crossed joins would deadlock.
      const [locked] = await tx.select({ UserID: bets.UserID }).from(bets).where(eq(bets.id, opts.id)).for('update');
      if (locked) await lockPlayers(tx, [locked.UserID, opts.userId]);
      const flip = await drawFairSide(tx, opts.id, opts.clientSeed ?? randomSeed(16));
      const Side = flip.Side;
      const [bet] = await tx
        .update(bets)
        .set({ Status: 'joined', TargetID: opts.userId, ...flip, DateJoined: new Date() })
        .where(and(eq(bets.id, opts.id), eq(bets.Status, 'open'), ne(bets.UserID, opts.userId)))
        .returning();
      if (!bet) throw await refusalFor(tx, opts.id, opts.userId, 'join');
      const staked = await moveCoins(tx, { from: { user: opts.userId }, to: { account: 'escrow' }, amount: bet.Coins, reason: 'bet', refId: bet.id });
      const winner = Side ? opts.userId : bet.UserID;
      const paid = await moveCoins(tx, { from: { account: 'escrow' }, to: { user: winner }, amount: bet.Coins * 2, reason: 'bet_win', refId: bet.id });
      const flipped = await mustFind(tx, bet.id);
      await announceBigPot(tx, opts.announcements, flipped);
      return { bet: flipped, coins: paid.get(opts.userId) ?? staked.get(opts.userId) ?? 0 };
    });
  } catch (e) {
    if (!(e instanceof NotEnoughCoins)) throw e;
    const bet = await findBet(db, opts.id);
    const have = await balanceOf(db, opts.userId);
    throw new RuleBroken('not_enough_coins', `Joining this bet takes ${formatNumber(bet?.Coins ?? e.needed)} Coins, but you have ${formatNumber(have)}.`);
  }
}

/** Books a cancelled bet: 70 % of the stake back to the creator (rounded down), the rest forfeited; the tax is not refunded. */
async function settleCancelled(tx: Tx, bet: { id: number; UserID: number; Coins: number }) {
  const { refund, forfeit } = cancelSplit(bet.Coins);
  const balances = await moveAll(tx, [
    { from: { account: 'escrow' }, to: { user: bet.UserID }, amount: refund, reason: 'bet_refund', refId: bet.id },
    { from: { account: 'escrow' }, to: { account: 'forfeit' }, amount: forfeit, reason: 'bet_forfeit', refId: bet.id },
  ]);
  return { refund, balances };
}

/** Cancels an open bet of its creator. */
export async function cancelBet(db: Db, opts: { id: number; userId: number }) {
  return moneyTransaction(db, async (tx) => {
    const [bet] = await tx
      .update(bets)
      .set({ Status: 'cancelled' })
      .where(and(eq(bets.id, opts.id), eq(bets.Status, 'open'), eq(bets.UserID, opts.userId)))
      .returning();
    if (!bet) throw await refusalFor(tx, opts.id, opts.userId, 'cancel');
    const { refund, balances } = await settleCancelled(tx, bet);
    return { refund, coins: balances.get(bet.UserID) ?? (await balanceOf(tx, bet.UserID)) };
  });
}

/**
 * Cancels every open bet of a player, as a cancel would, inside the caller's transaction: used when
 * an account is deleted, so nobody can join a bet whose creator is gone and the ledger stays balanced.
 */
export async function cancelOpenBetsOf(tx: Tx, userId: number): Promise<number> {
  const open = await tx
    .update(bets)
    .set({ Status: 'cancelled' })
    .where(and(eq(bets.UserID, userId), eq(bets.Status, 'open')))
    .returning();
  for (const bet of open) await settleCancelled(tx, bet);
  return open.length;
}
