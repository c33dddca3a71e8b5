import type { Static } from 'typebox';
import type * as S from '../schemas/search';

// Character search. Derived from the schemas.

export type SearchCharacter = Static<typeof S.SearchCharacter>;
export type SearchGuild = Static<typeof S.SearchGuild>;
/** `GET /api/character/search?q=&limit=` */
export type CharacterSearchAnswer = Static<typeof S.CharacterSearchAnswer>;

export { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../values/search';
