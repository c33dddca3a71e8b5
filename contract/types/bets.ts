import type { DataTablesAnswer } from './datatables';
import type { PlayerRef } from './entities';

// Answer shapes of the bet calls (SPEC §3 Bet, §7 Bets).

export type BetStatus = 'open' | 'joined' | 'cancelled';

/** A bet as the table and the modals show it. */
export interface Bet {
  id: number;
  /** The stake each side puts in. */
  Coins: number;
  /** The creator. */
  UserID: number;
  /** The joiner; null while open. */
  TargetID: number | null;
  /** false: the creator wins; true: the joiner wins. Null until joined (drawn at join time). */
  Side: boolean | null;
  Status: BetStatus;
  user: PlayerRef;
  target: PlayerRef | null;
  DateCreated: string;
  DateJoined: string | null;
  /** Provably fair flip (issue 19): SHA-256 of the server's secret seed, published from creation on. Null on bets older than the feature. */
  ServerSeedHash: string | null;
  /** The server's seed, revealed once the bet is joined. */
  ServerSeed?: string;
  /** The joiner's seed mixed into the flip, present once the bet is joined. */
  ClientSeed?: string;
}

/** `GET /api/bet/all`: a DataTables page of bets, plus the viewer's balance so the navbar stays true. */
export interface BetListAnswer extends DataTablesAnswer<Bet> {
  coins?: number;
}

/** `GET /api/bet/find/{id}`: the bet, plus the viewer's balance when logged in. */
export interface BetFindAnswer extends Bet {
  coins?: number;
}

/** `POST /api/bet/new`. */
export interface BetNewAnswer {
  message: string;
  bet: Bet;
  /** The creator's balance after the stake and tax left it. */
  coins: number;
}

/** `POST /api/bet/join/{id}`. */
export interface BetJoinAnswer {
  message: string;
  bet: Bet;
  /** The joiner's balance after the flip was paid out. */
  coins: number;
}

/** `GET /api/bet/cancel/{id}`. */
export interface BetCancelAnswer {
  message: string;
  refund: number;
  coins: number;
}

/** Which list `GET /api/bet/all` answers: the open bets (default) or the latest flips. */
export const BET_LISTS = ['open', 'joined'] as const;
export type BetList = (typeof BET_LISTS)[number];
