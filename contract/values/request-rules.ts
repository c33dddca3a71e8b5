// The two keywords request schemas add to JSON Schema, kept apart from the schemas so the SPA's
// form checks can read them without bringing TypeBox into a bundle.

/**
 * The keyword under which a field's schema carries its own refusal sentences, keyed by the JSON
 * Schema keyword that fails (`pattern`, `minimum` …); the server answers them word for word.
 */
export const MESSAGES_KEYWORD = 'x-messages';

/** Schema keyword of a text field whose surrounding spaces are dropped before its rules are checked (and in what the route reads). */
export const TRIM_KEYWORD = 'x-trim';
