import type { Static } from 'typebox';
import type * as S from '../schemas/bets';
export type { BetList } from '../values/bets';

// Answer shapes of the bet calls (docs/product-rules.md#entities-and-fields Bet, docs/product-rules.md#http-contract Bets), derived from their schemas.

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
