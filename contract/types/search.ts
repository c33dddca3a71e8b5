import type { Static } from 'typebox';
import type * as S from '../schemas/search';

// Character search. Derived from the schemas.

export type SearchCharacter = Static<typeof S.SearchCharacter>;
export type SearchGuild = Static<typeof S.SearchGuild>;
/** `GET /api/character/search?q=&limit=` */
export type CharacterSearchAnswer = Static<typeof S.CharacterSearchAnswer>;

/** The typeahead asks from this many characters on (a trigram index needs three). */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 32;
export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 50;
