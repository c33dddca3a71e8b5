import { describe, expect, it } from 'vitest';
import { InvalidBooleanError, parseBoolean } from './boolean';

describe('parseBoolean', () => {
  it.each<[unknown, boolean]>([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ['true', true],
    ['TRUE', true],
    ['True', true],
    ['tRuE', true],
    ['false', false],
    ['FALSE', false],
    ['False', false],
    ['1', true],
    ['0', false],
    ['  true ', true],
    ['\t0\n', false],
  ])('parses %j as %s', (input, expected) => {
    expect(parseBoolean(input)).toBe(expected);
  });

  it.each<[unknown]>([['yes'], ['no'], ['on'], [''], ['2'], ['tru'], [2], [-1], [0.5], [Number.NaN], [null], [undefined], [{}], [[]], [Object.create(null)]])(
    'rejects %j',
    (input) => {
      expect(() => parseBoolean(input)).toThrow(/invalid boolean value/i);
    },
  );

  it('throws InvalidBooleanError carrying the rejected value', () => {
    let caught: unknown;
    try {
      parseBoolean('maybe');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(InvalidBooleanError);
    expect(caught).toBeInstanceOf(Error);
    expect((caught as InvalidBooleanError).value).toBe('maybe');
    expect((caught as InvalidBooleanError).message).toBe('Invalid boolean value: maybe');
  });
});
