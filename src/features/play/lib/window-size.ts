import { GAME_HEIGHT, GAME_WIDTH, SIZE_COOKIE_DAYS, WINDOW_SIZES, type WindowSizeKey } from '@contract/rules/constants';
import { cookies } from '@/lib/cookies';

/** The cookie that remembers the chosen window size for SIZE_COOKIE_DAYS (docs/product-rules.md#states-and-transitions, docs/product-rules.md#constants-and-limits). */
export const SIZE_COOKIE = 'game_window_size';
const DEFAULT_SIZE: WindowSizeKey = 'default';
/** Leaving full screen always lands here (docs/product-rules.md#states-and-transitions). */
export const AFTER_FULLSCREEN_SIZE: WindowSizeKey = 'tiny';

const isSizeKey = (value: unknown): value is WindowSizeKey => WINDOW_SIZES.some((s) => s.key === value);

/** The size the cookie names, or the default for a missing or unknown one. */
export const savedSize = (saved: string | undefined): WindowSizeKey => (isSizeKey(saved) ? saved : DEFAULT_SIZE);

export function saveSize(key: WindowSizeKey): void {
  cookies.set(SIZE_COOKIE, key, SIZE_COOKIE_DAYS);
}

/** The game window in CSS pixels: 960 × 550 scaled by the size's factor (Tiny is 1/1.3). */
export function gameDimensions(key: WindowSizeKey): { width: number; height: number } {
  const { factor } = WINDOW_SIZES.find((s) => s.key === key)!;
  return { width: Math.round(GAME_WIDTH * factor), height: Math.round(GAME_HEIGHT * factor) };
}
