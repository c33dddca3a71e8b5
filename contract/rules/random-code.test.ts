import { afterEach, describe, expect, it, vi } from 'vitest';
import { RANDOM_CODE_ALPHABET, randomCode } from './random-code';

describe('RANDOM_CODE_ALPHABET', () => {
  it('has exactly 32 unique characters', () => {
    expect(RANDOM_CODE_ALPHABET).toHaveLength(32);
    expect(new Set(RANDOM_CODE_ALPHABET).size).toBe(32);
  });

  it.each(['I', 'L', 'O', '0'])('does not contain %s', (char) => {
    expect(RANDOM_CODE_ALPHABET).not.toContain(char);
  });

  it('consists only of upper-case letters and the digits 1-9', () => {
    expect(RANDOM_CODE_ALPHABET).toMatch(/^[A-HJKMNP-Z1-9]+$/);
  });
});

describe('randomCode', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('defaults to 4 characters', () => {
    expect(randomCode()).toHaveLength(4);
  });

  it.each([0, 1, 6, 32])('honours a custom length of %s', (length) => {
    expect(randomCode(length)).toHaveLength(length);
  });

  it('uses only alphabet characters', () => {
    const allowed = new Set(RANDOM_CODE_ALPHABET);
    for (let i = 0; i < 200; i += 1) {
      for (const char of randomCode(8)) expect(allowed.has(char)).toBe(true);
    }
  });

  it('maps each byte with byte & 31 (unbiased since 32 divides 256)', () => {
    const fillBytes = <T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint8Array) array.set([0, 31, 32, 255]);
      return array;
    };
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(fillBytes);
    expect(randomCode()).toBe('A9A9');
  });

  it('produces varied codes', () => {
    const codes = new Set(Array.from({ length: 50 }, () => randomCode(8)));
    expect(codes.size).toBeGreaterThan(45);
  });

  it.each([-1, 1.5, Number.NaN])('rejects invalid length %s', (length) => {
    expect(() => randomCode(length)).toThrow(RangeError);
  });
});
