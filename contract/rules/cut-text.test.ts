import { describe, expect, it } from 'vitest';
import { clipText, shortenText } from './cut-text';

/** True when the text holds half of a surrogate pair (what JSON.parse in strict clients rejects). */
const hasLoneSurrogate = (s: string) => /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);

describe('clipText', () => {
  it('keeps short texts and cuts long ones to the limit', () => {
    expect(clipText('short', 10)).toBe('short');
    expect(clipText('abcdef', 3)).toBe('abc');
    expect(clipText('abc', 0)).toBe('');
  });

  it('never cuts an emoji in half', () => {
    const cut = clipText('ab😀cd', 3);
    expect(cut).toBe('ab😀');
    expect(clipText('a😀😀', 2)).toBe('a😀');
    expect(hasLoneSurrogate(clipText(`${'x'.repeat(9)}😀`, 10))).toBe(false);
  });

  it('keeps a flag or a joined emoji whole or drops it whole', () => {
    const family = '👨‍👩‍👧';
    expect(clipText(`a${family}`, 3)).toBe('a');
    expect(clipText(`a${family}b`, 6)).toBe(`a${family}`);
    expect(clipText('a🇫🇷', 2)).toBe('a');
  });
});

describe('shortenText', () => {
  it('adds an ellipsis within the limit only when it cuts', () => {
    expect(shortenText('hello', 5)).toBe('hello');
    expect(shortenText('hello world', 6)).toBe('hello…');
    expect([...shortenText('x'.repeat(300), 200)]).toHaveLength(200);
  });

  it('counts an emoji as one character and never leaves half of one', () => {
    expect(shortenText('😀😀😀', 3)).toBe('😀😀😀');
    const cut = shortenText(`${'a'.repeat(198)}😀😀😀`, 200);
    expect(cut).toBe(`${'a'.repeat(198)}😀…`);
    expect(hasLoneSurrogate(cut)).toBe(false);
  });
});
