import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '@contract/forms/countries';
import { COUNTRY_NAMES } from './country-names';

describe('COUNTRY_NAMES', () => {
  it('names every country a player can choose as Intl.DisplayNames does in English, and no other', () => {
    const intl = new Intl.DisplayNames(['en'], { type: 'region' });
    expect(Object.keys(COUNTRY_NAMES).sort()).toEqual([...COUNTRY_CODES].sort());
    for (const code of COUNTRY_CODES) expect(COUNTRY_NAMES[code], code).toBe(intl.of(code));
  });
});
