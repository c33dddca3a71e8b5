// The play feature's contract: the game-files endpoint (docs/product-rules.md#http-contract).

/** GET /api/game/files?path=… serves the game client's files. */
export const GAME_FILES_ENDPOINT = '/api/game/files';

/** The same files by path (GAME_FILES_ENDPOINT/<path>): the base a game SWF's relative loads resolve against. */
export const GAME_FILES_BASE = `${GAME_FILES_ENDPOINT}/`;

/** URL of one game file, e.g. the loader: gameFileUrl('loader.swf'). */
export const gameFileUrl = (path: string) => `${GAME_FILES_ENDPOINT}?path=${encodeURIComponent(path)}`;

/** The play window's choices (docs/product-rules.md#play-window): the saved sizes of WINDOW_SIZES, plus full screen, never saved. */
export type WindowChoice = 'tiny' | 'default' | 'large' | 'huge' | 'fullscreen';
