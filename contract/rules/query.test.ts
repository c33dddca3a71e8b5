import { describe, expect, it } from 'vitest';
import { getQueryParam, hasQueryFlag } from './query';

describe('getQueryParam', () => {
  it.each<[string, string, string | null]>([
    ['code', '?code=AB12', 'AB12'],
    ['code', 'code=AB12', 'AB12'],
    ['code', '?a=1&code=XY&code=ZZ', 'XY'],
    ['name', '?name=John%20Doe', 'John Doe'],
    ['name', '?name=a+b', 'a b'],
    ['welcome', '?welcome', ''],
    ['missing', '?code=AB12', null],
    ['code', '', null],
    ['Code', '?code=AB12', null],
  ])('%s in %j → %j', (name, search, expected) => {
    expect(getQueryParam(name, search)).toBe(expected);
  });
});

describe('hasQueryFlag', () => {
  it.each<[string, string, boolean]>([
    ['welcome', '?welcome', true],
    ['welcome', 'welcome', true],
    ['welcome', '?a=1&welcome', true],
    ['welcome', '?welcome=', true],
    ['welcome', '?welcome=0', true],
    ['welcome', '?welcomed', false],
    ['welcome', '?a=welcome', false],
    ['welcome', '', false],
  ])('%s in %j → %s', (name, search, expected) => {
    expect(hasQueryFlag(name, search)).toBe(expected);
  });
});
