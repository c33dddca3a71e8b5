import type { Static } from 'typebox';
import type * as S from '../schemas/online';

// Who's online: docs/product-rules.md#entities-and-fields CurrentServer, "Offline" meaning offline. Derived from the schemas.

/** `GET /api/online`: players online now, per game server. */
export type OnlineCounts = Static<typeof S.OnlineCounts>;
/** `GET /api/online/players?server=&page=`: one server's online players, highest level first. */
export type OnlinePlayersAnswer = Static<typeof S.OnlinePlayersAnswer>;
/** `POST /api/game/online` (game servers, with the server key). */
export type OnlineReportAnswer = Static<typeof S.OnlineReportAnswer>;
