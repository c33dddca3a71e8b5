import type { Static } from 'typebox';
import type * as S from '../schemas/bets';

// Answer shapes of the bet calls (SPEC §3 Bet, §7 Bets), derived from their schemas.

export type BetStatus = Static<typeof S.BetStatus>;
/** A bet as the table and the modals show it. */
export type Bet = Static<typeof S.Bet>;
/** `GET /api/bet/all`: a DataTables page of bets, plus the viewer's balance so the navbar stays true. */
export type BetListAnswer = Static<typeof S.BetListAnswer>;
/** `GET /api/bet/find/{id}`: the bet, plus the viewer's balance when logged in. */
export type BetFindAnswer = Static<typeof S.BetFindAnswer>;
/** `POST /api/bet/new`. */
export type BetNewAnswer = Static<typeof S.BetNewAnswer>;
/** `POST /api/bet/join/{id}`. */
export type BetJoinAnswer = Static<typeof S.BetJoinAnswer>;
/** `GET /api/bet/cancel/{id}`. */
export type BetCancelAnswer = Static<typeof S.BetCancelAnswer>;

/** The states of a bet, once for the schema, the database's check and the SPA. */
export const BET_STATUSES = ['open', 'joined', 'cancelled', 'voided'] as const;

/** Which list `GET /api/bet/all` answers: the open bets (default) or the latest flips. */
export const BET_LISTS = ['open', 'joined'] as const;
export type BetList = (typeof BET_LISTS)[number];
