import { Type } from 'typebox';
import { MESSAGES_KEYWORD, PlayerRef, TRIM_KEYWORD } from './common';
import { GAME_SERVER_NAME_PATTERN, GAME_SERVER_NAME_TEXT, ONLINE_PLAYERS_TEXT, ONLINE_REPORT_MAX } from '../values/online';
import { MAX_ID } from '../rules/ids';

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

/** A server name as a request names it: the same words for every way it can be wrong. */
const ServerNameField = (description: string, trim: boolean) =>
  Type.String({
    ...(trim ? { [TRIM_KEYWORD]: true } : {}),
    maxLength: 32,
    pattern: GAME_SERVER_NAME_PATTERN,
    description,
    examples: ['Zephyr'],
    [MESSAGES_KEYWORD]: { pattern: GAME_SERVER_NAME_TEXT, maxLength: GAME_SERVER_NAME_TEXT },
  });

const OnlinePlayer = Type.Object({ ...PlayerRef.properties, Level: Type.Integer(), CountryCode: Type.String() });

/** `GET /api/online/players?server=&page=`: a page that is no positive number reads as page 1. */
export const OnlinePlayersQuery = Type.Object({
  server: ServerNameField('The game server to list: up to 32 letters, digits, spaces, _ or -; never Offline.', false),
  page: Type.Optional(Type.String({ maxLength: 100, description: 'The page, one-based (50 players a page); 1 when absent or malformed.', examples: ['1'] })),
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

/** Every way a players list can be wrong says the same. */
const idsMessages = {
  [MESSAGES_KEYWORD]: {
    type: ONLINE_PLAYERS_TEXT,
    pattern: ONLINE_PLAYERS_TEXT,
    minimum: ONLINE_PLAYERS_TEXT,
    maximum: ONLINE_PLAYERS_TEXT,
    anyOf: ONLINE_PLAYERS_TEXT,
  },
};

/** `POST /api/game/online` (game servers, header X-Game-Server-Key): a JSON body (or form fields). */
export const OnlineReportBody = Type.Object(
  {
    server: ServerNameField('The reporting game server: up to 32 letters, digits, spaces, _ or -; never Offline.', true),
    players: Type.Optional(
      // The text first: a list coerced to text on the way is no list any more (Ajv coerces in place).
      Type.Union(
        [
          Type.String({ maxLength: ONLINE_REPORT_MAX * 12, pattern: '^\\s*(\\d{1,10}\\s*(,\\s*\\d{1,10}\\s*)*)?$', ...idsMessages }),
          Type.Array(Type.Integer({ minimum: 1, maximum: MAX_ID, ...idsMessages }), {
            maxItems: ONLINE_REPORT_MAX,
            [MESSAGES_KEYWORD]: { maxItems: `The players field must not have more than ${ONLINE_REPORT_MAX} ids.`, type: ONLINE_PLAYERS_TEXT },
          }),
        ],
        {
          description: 'Every player on the server now: a list of player ids (up to 100,000), or ids separated by commas in a form field. Absent: nobody.',
          examples: [[5, 6, 7]],
          ...idsMessages,
        },
      ),
    ),
  },
  { examples: [{ server: 'Zephyr', players: [5, 6, 7] }] },
);

/** `POST /api/game/online` (game servers, with the server key). */
export const OnlineReportAnswer = Type.Object(
  { server: Type.String(), online: Type.Integer({ description: 'Reported players that exist, now on this server.' }) },
  { description: 'The report was applied.', examples: [{ server: 'Zephyr', online: 3 }] },
);
