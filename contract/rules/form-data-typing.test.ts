import { describe, expect, it } from 'vitest';
import { InvalidBooleanError } from './boolean';
import { typeFormFields, typeFormValue, type FormValue } from './form-data-typing';

describe('typeFormValue', () => {
  it.each<[string, string, FormValue]>([
    // Is* keys → booleans
    ['IsSpecial', 'true', true],
    ['IsSpecial', '0', false],
    ['IsVending', 'FALSE', false],
    ['IsUpgradeOnly', '1', true],
    ['Is_Hidden', 'true', true],
    // "Is" not followed by an upper-case letter is not a boolean key
    ['Issue', '12', 12],
    ['Issue', 'broken', 'broken'],
    ['Island', 'true', 'true'],
    // *ID and Req* keys → integers
    ['ItemID', '42', 42],
    ['UserID', '-7', -7],
    ['EnhancementID', '007', 7],
    ['RequiredLevel', '30', 30],
    ['ReqGuildLevel', '5', 5],
    // invalid integer text is kept for the server validator
    ['ItemID', 'abc', 'abc'],
    ['ItemID', '12abc', '12abc'],
    ['ItemID', '1.5', '1.5'],
    ['RequiredLevel', ' 3', ' 3'],
    // other numeric text → numbers
    ['Coins', '1500', 1500],
    ['Quantity', '-2', -2],
    ['Chance', '12.5', 12.5],
    // everything else stays a string
    ['Username', 'Artix', 'Artix'],
    ['Coins', '1e3', '1e3'],
    ['Coins', '1,000', '1,000'],
    ['Coins', '.5', '.5'],
    ['Coins', '12 ', '12 '],
    ['Id', '1.5', 1.5],
    ['PaidIDs', '1.5', 1.5],
    ['Name', 'true', 'true'],
    // empty string stays empty for every key kind
    ['IsSpecial', '', ''],
    ['ItemID', '', ''],
    ['RequiredLevel', '', ''],
    ['Coins', '', ''],
  ])('%s=%j → %j', (key, value, expected) => {
    expect(typeFormValue(key, value)).toStrictEqual(expected);
  });

  it('raises the boolean parsing error for an invalid Is* value', () => {
    expect(() => typeFormValue('IsSpecial', 'on')).toThrow(InvalidBooleanError);
    expect(() => typeFormValue('IsSpecial', 'on')).toThrow(/invalid boolean value/i);
  });
});

describe('typeFormFields', () => {
  const expected = { IsSpecial: true, ItemID: 3, Coins: 250, Username: 'bob', Quantity: '' };

  it('types a plain object', () => {
    expect(typeFormFields({ IsSpecial: '1', ItemID: '3', Coins: '250', Username: 'bob', Quantity: '' })).toStrictEqual(expected);
  });

  it('types an iterable of entries', () => {
    const entries: Array<[string, string]> = [
      ['IsSpecial', '1'],
      ['ItemID', '3'],
      ['Coins', '250'],
      ['Username', 'bob'],
      ['Quantity', ''],
    ];
    expect(typeFormFields(entries)).toStrictEqual(expected);
    expect(typeFormFields(new Map(entries))).toStrictEqual(expected);
  });

  it('keeps the last value of a repeated key', () => {
    expect(
      typeFormFields([
        ['Coins', '1'],
        ['Coins', '2'],
      ]),
    ).toStrictEqual({ Coins: 2 });
  });

  it('returns an empty object for no fields', () => {
    expect(typeFormFields({})).toStrictEqual({});
    expect(typeFormFields([])).toStrictEqual({});
  });
});
