import { describe, expect, it } from 'vitest';
import { COPY_FAILED_TEXT, copiedToastText, truncateCopied } from './truncate';

describe('truncateCopied', () => {
  it.each<[string, number | undefined, string]>([
    ['', undefined, ''],
    ['short', undefined, 'short'],
    ['a'.repeat(100), undefined, 'a'.repeat(100)],
    ['a'.repeat(101), undefined, 'a'.repeat(100)],
    ['b'.repeat(500), undefined, 'b'.repeat(100)],
    ['abcdef', 3, 'abc'],
    ['abc', 3, 'abc'],
    ['abc', 0, ''],
    ['😀😀😀', 2, '😀😀'],
  ])('%j (max %s) → %j', (text, max, expected) => {
    expect(truncateCopied(text, max)).toBe(expected);
  });
});

describe('copiedToastText', () => {
  it('prefixes the text with "Copied: "', () => {
    expect(copiedToastText('AB12')).toBe('Copied: AB12');
  });

  it('truncates long texts to 100 characters', () => {
    const text = 'x'.repeat(150);
    expect(copiedToastText(text)).toBe(`Copied: ${'x'.repeat(100)}`);
  });
});

describe('COPY_FAILED_TEXT', () => {
  it('matches the text of the failure toast', () => {
    expect(COPY_FAILED_TEXT).toBe('Failed to copy text to clipboard.');
  });
});
