import type { PlayerRef } from './entities';

// Who's online (issue 19): SPEC §3 CurrentServer, "Offline" meaning offline.

/** `GET /api/online`: players online now, per game server. */
export interface OnlineCounts {
  total: number;
  servers: { Name: string; Count: number }[];
}

export interface OnlinePlayer extends PlayerRef {
  Level: number;
  CountryCode: string;
}

/** `GET /api/online/players?server=&page=`: one server's online players, highest level first. */
export interface OnlinePlayersAnswer {
  server: string;
  data: OnlinePlayer[];
  page: number;
  pageCount: number;
  /** Everyone online on the server, hidden players included (they are counted, not listed). */
  total: number;
}

/** `POST /api/game/online` (game servers, with the server key). */
export interface OnlineReportAnswer {
  server: string;
  online: number;
}

/** Game server names: what CurrentServer can hold. */
export const GAME_SERVER_NAME = /^[A-Za-z0-9][A-Za-z0-9 _-]{0,31}$/;
