import { Type } from 'typebox';
import { DataTablesAnswer, GuildRef, MESSAGES_KEYWORD, PlayerRef, TRIM_KEYWORD } from './common';
import { SEARCH_MAX_LENGTH, SEARCH_MAX_LIMIT, SEARCH_MIN_LENGTH } from '../values/search';

// Character search: the navbar typeahead and the /search page.

/** `GET /api/character/search?q=&limit=`. */
export const CharacterSearchQuery = Type.Object({
  q: Type.String({
    [TRIM_KEYWORD]: true,
    minLength: SEARCH_MIN_LENGTH,
    maxLength: SEARCH_MAX_LENGTH,
    description: 'Part of a character or guild name.',
    examples: ['dem'],
  }),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: SEARCH_MAX_LIMIT,
      description: 'How many characters (and guilds) to answer; 10 when absent.',
      examples: [10],
      [MESSAGES_KEYWORD]: {
        type: 'The limit field must be an integer.',
        minimum: `The limit field must be between 1 and ${SEARCH_MAX_LIMIT}.`,
        maximum: `The limit field must be between 1 and ${SEARCH_MAX_LIMIT}.`,
      },
    }),
  ),
});

export const SearchCharacter = Type.Object({
  ...PlayerRef.properties,
  Level: Type.Integer(),
  LevelMax: Type.Integer(),
  CurrentServer: Type.String({ description: 'The game server the character is on; `Offline` means offline.' }),
  guild: Type.Union([GuildRef, Type.Null()]),
});

export const SearchGuild = Type.Object({ ...GuildRef.properties, Level: Type.Integer(), Members: Type.Integer() });

export const CharacterSearchAnswer = Type.Object(
  {
    q: Type.String({ description: 'The term as searched (trimmed).' }),
    characters: Type.Array(SearchCharacter, {
      description: 'Exact name first, then names starting with the term, then names containing it; higher level first.',
    }),
    guilds: Type.Array(SearchGuild, { description: 'Guilds whose name contains the term, in the same order.' }),
  },
  { description: 'Characters and guilds whose name contains the term.' },
);

/** `POST /api/search/characters` (DataTables, extra field q): the /search page's characters table. */
export const SearchCharactersTable = Type.Object(
  { ...DataTablesAnswer(SearchCharacter).properties },
  {
    description:
      'A page of the characters whose name contains q (DataTables). Extra field q (3 to 32 characters). Sortable: Name, Level; without an order the best match comes first (exact name, then names starting with q, then higher level).',
  },
);

/** `POST /api/search/guilds` (DataTables, extra field q): the /search page's guilds table. */
export const SearchGuildsTable = Type.Object(
  { ...DataTablesAnswer(SearchGuild).properties },
  { description: 'A page of the guilds whose name contains q (DataTables). Extra field q. Sortable: Name, Level; best match first by default.' },
);
