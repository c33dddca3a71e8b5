import { describe, expect, it } from 'vitest';
import {
  GAME_HEIGHT,
  GAME_WIDTH,
  GUILD_TABLE_PAGE_LENGTH,
  SUCCESS_STATUSES,
  TABLE_DEFAULT_PAGE_LENGTH,
  TABLE_PAGE_LENGTHS,
  UPLOAD_PATH_PREFIXES,
  WINDOW_SIZES,
} from './constants';

describe('table constants', () => {
  it('offers the page lengths in ascending order', () => {
    expect(TABLE_PAGE_LENGTHS).toEqual([5, 10, 25, 50, 100, 500, 1000]);
    expect([...TABLE_PAGE_LENGTHS].sort((a, b) => a - b)).toEqual([...TABLE_PAGE_LENGTHS]);
  });

  it.each([TABLE_DEFAULT_PAGE_LENGTH, GUILD_TABLE_PAGE_LENGTH])('offers %s as an option', (length) => {
    expect(TABLE_PAGE_LENGTHS).toContain(length);
  });
});

describe('WINDOW_SIZES', () => {
  it('has unique keys in order tiny, default, large, huge', () => {
    expect(WINDOW_SIZES.map((size) => size.key)).toEqual(['tiny', 'default', 'large', 'huge']);
  });

  it.each([
    ['tiny', 738, 423],
    ['default', 960, 550],
    ['large', 1152, 660],
    ['huge', 1920, 1100],
  ])('%s scales the game window to about %sx%s', (key, width, height) => {
    const size = WINDOW_SIZES.find((entry) => entry.key === key);
    expect(size).toBeDefined();
    expect(Math.round(GAME_WIDTH * (size?.factor ?? 0))).toBe(width);
    expect(Math.round(GAME_HEIGHT * (size?.factor ?? 0))).toBe(height);
  });
});

describe('request success statuses', () => {
  it.each([
    [200, true],
    [201, true],
    [204, false],
    [302, false],
    [400, false],
  ])('status %s counts as success: %s', (status, success) => {
    expect((SUCCESS_STATUSES as readonly number[]).includes(status)).toBe(success);
  });
});

describe('UPLOAD_PATH_PREFIXES', () => {
  it('are folder prefixes ending in a slash', () => {
    for (const prefix of UPLOAD_PATH_PREFIXES) expect(prefix).toMatch(/^[a-z/]+\/$/);
  });
});
