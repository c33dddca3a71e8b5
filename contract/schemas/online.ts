import { Type } from 'typebox';
import { PlayerRef } from './common';

// Who's online: docs/product-rules.md#entities-and-fields CurrentServer, "Offline" meaning offline.

const ServerName = (description: string) => Type.String({ description, examples: ['Zephyr'] });

/** `GET /api/online`: players online now, per game server. */
export const OnlineCounts = Type.Object(
  {
    total: Type.Integer({ description: 'Players online on every server.' }),
    servers: Type.Array(Type.Object({ Name: ServerName('The game server.'), Count: Type.Integer() }), {
      description: 'Servers with players on them, by name.',
    }),
  },
  { description: 'Players online now, per game server.', examples: [{ total: 3, servers: [{ Name: 'Zephyr', Count: 3 }] }] },
);

const OnlinePlayer = Type.Object({ ...PlayerRef.properties, Level: Type.Integer(), CountryCode: Type.String() });

/**
 * `GET /api/online/players?server=&page=`. Both are read as text: a server that is no server name
 * is the route's own 422 on `server`; a page that is no positive number reads as page 1.
 */
export const OnlinePlayersQuery = Type.Object({
  server: Type.Optional(ServerName('The game server to list (required): up to 32 letters, digits, spaces, _ or -.')),
  page: Type.Optional(Type.String({ description: 'The page, one-based (50 players a page); 1 when absent or malformed.', examples: ['1'] })),
});

/** `GET /api/online/players?server=&page=`: one server's online players, highest level first. */
export const OnlinePlayersAnswer = Type.Object(
  {
    server: Type.String(),
    data: Type.Array(OnlinePlayer),
    page: Type.Integer(),
    pageCount: Type.Integer(),
    total: Type.Integer({ description: 'Everyone online on the server, hidden players included (they are counted, not listed).' }),
  },
  { description: "One server's online players, highest level first." },
);

/**
 * `POST /api/game/online` (game servers, header X-Game-Server-Key): a JSON body (or form fields).
 * Declared loosely: the route's own checks answer a malformed server or id list with its 422.
 */
export const OnlineReportBody = Type.Object(
  {
    server: Type.Optional(ServerName('The reporting game server (required): up to 32 letters, digits, spaces, _ or -; never Offline.')),
    players: Type.Optional(
      Type.Union([Type.String(), Type.Array(Type.Union([Type.Number(), Type.String()])), Type.Number()], {
        description: 'Every player on the server now: a list of player ids (up to 100,000), or ids separated by commas in a form field. Absent: nobody.',
        examples: [[5, 6, 7]],
      }),
    ),
  },
  { examples: [{ server: 'Zephyr', players: [5, 6, 7] }] },
);

/** `POST /api/game/online` (game servers, with the server key). */
export const OnlineReportAnswer = Type.Object(
  { server: Type.String(), online: Type.Integer({ description: 'Reported players that exist, now on this server.' }) },
  { description: 'The report was applied.', examples: [{ server: 'Zephyr', online: 3 }] },
);
