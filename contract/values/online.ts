/**
 * Game server names: what CurrentServer can hold (up to 32 letters, digits, spaces, _ or -); "Offline"
 * is the column's word for nobody's server, so no server is named so.
 */
export const GAME_SERVER_NAME_PATTERN = '^(?!Offline$)[A-Za-z0-9][A-Za-z0-9 _-]{0,31}$';
export const GAME_SERVER_NAME_TEXT = 'The server field must be a server name of up to 32 letters, digits, spaces, _ or -.';

/** The most player ids one report may list. */
export const ONLINE_REPORT_MAX = 100_000;
export const ONLINE_PLAYERS_TEXT = 'The players field must be a list of player ids.';
