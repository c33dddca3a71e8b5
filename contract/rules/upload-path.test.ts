import { describe, expect, it } from 'vitest';
import { stripUploadPrefix } from './upload-path';

describe('stripUploadPrefix', () => {
  it.each([
    ['classes/m/Warrior.swf', 'Warrior.swf'],
    ['classes/f/Warrior.swf', 'Warrior.swf'],
    ['mon/Dragon.swf', 'Dragon.swf'],
    ['maps/town.swf', 'town.swf'],
    ['badges/first.png', 'first.png'],
    ['maps/sub/dir.swf', 'sub/dir.swf'],
    // only the first (leading) prefix is removed
    ['mon/maps/x.swf', 'maps/x.swf'],
    // not a leading prefix: unchanged
    ['items/sword.swf', 'items/sword.swf'],
    ['x/mon/a.swf', 'x/mon/a.swf'],
    ['classes/Warrior.swf', 'classes/Warrior.swf'],
    ['monster.swf', 'monster.swf'],
    ['', ''],
  ])('%j → %j', (path, expected) => {
    expect(stripUploadPrefix(path)).toBe(expected);
  });
});
