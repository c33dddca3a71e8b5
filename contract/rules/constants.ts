// Business constants from docs/product-rules.md#states-and-transitions and docs/product-rules.md#constants-and-limits, shared so SPA and server never drift apart.

/** Page-length options offered by every data table. */
export const TABLE_PAGE_LENGTHS = [5, 10, 25, 50, 100, 500, 1000] as const;
export type TablePageLength = (typeof TABLE_PAGE_LENGTHS)[number];
export const TABLE_DEFAULT_PAGE_LENGTH: TablePageLength = 25;
/** How long table state (page, search, sort) is remembered. */
export const TABLE_STATE_SECONDS = 300;
/** Guild tables and the guild log show 10 rows per page. */
export const GUILD_TABLE_PAGE_LENGTH: TablePageLength = 10;

export const BET_REFRESH_SECONDS = 60;

/** Game window base size in pixels; window sizes scale this. */
export const GAME_WIDTH = 960;
export const GAME_HEIGHT = 550;

export type WindowSizeKey = 'tiny' | 'default' | 'large' | 'huge';

export interface WindowSize {
  readonly key: WindowSizeKey;
  readonly label: string;
  readonly factor: number;
}

/** Selectable play-window sizes (full screen is separate and never saved in the cookie). */
export const WINDOW_SIZES: readonly WindowSize[] = [
  { key: 'tiny', label: 'Tiny', factor: 1 / 1.3 },
  { key: 'default', label: 'Default', factor: 1 },
  { key: 'large', label: 'Large', factor: 1.2 },
  { key: 'huge', label: 'Huge', factor: 2 },
];

export const SIZE_COOKIE_DAYS = 365;
/** Community chat prompt: hidden for a year when dismissed, a week after joining. */
export const CHAT_PROMPT_HIDE_DAYS = 365;
export const CHAT_PROMPT_JOIN_DAYS = 7;

export const ALERT_DISMISS_MS = 1500;
/** Only these HTTP statuses count as a successful request. */
export const SUCCESS_STATUSES = [200, 201] as const;
export const RARITY_SPECIAL_ID = 10;
/** Top ranking positions that get a medal. */
export const MEDAL_POSITIONS = 3;

/** Folders the upload endpoint stores files under; stripped for display (see upload-path.ts). */
export const UPLOAD_PATH_PREFIXES = ['classes/m/', 'classes/f/', 'mon/', 'maps/', 'badges/'] as const;
