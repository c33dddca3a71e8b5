/** The typeahead asks from this many characters on (a trigram index needs three). */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 32;
export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 50;
