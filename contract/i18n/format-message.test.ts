import { describe, expect, it } from 'vitest';
import { formatMessage } from './format-message';
import { LANGUAGES } from './languages';
import { pluralCategory } from './plurals';

const plain = (n: number) => String(n);

describe('catalogue messages', () => {
  it('fills in arguments and leaves an unknown one visible', () => {
    expect(formatMessage('Hello {name}, {missing}', { name: 'Ana' }, 'en', plain)).toBe('Hello Ana, {missing}');
  });

  it('writes numbers the language’s way', () => {
    expect(formatMessage('{coins} Coins', { coins: 1500 }, 'de', () => '1.500')).toBe('1.500 Coins');
  });

  it('chooses the plural branch of each language, exact matches first, with # as the count', () => {
    const message = '{count, plural, =0 {no coins} one {# coin} other {# coins}}';
    expect(formatMessage(message, { count: 0 }, 'en', plain)).toBe('no coins');
    expect(formatMessage(message, { count: 1 }, 'en', plain)).toBe('1 coin');
    expect(formatMessage(message, { count: 2 }, 'en', plain)).toBe('2 coins');
    const brazilian = '{count, plural, one {# moeda de {name}} other {# moedas de {name}}}';
    expect(formatMessage(brazilian, { count: 0, name: 'Ana' }, 'pt-BR', plain)).toBe('0 moeda de Ana');
  });

  it('refuses a message outside the supported part of ICU instead of half-formatting it', () => {
    expect(() => formatMessage('{when, date}', { when: 1 }, 'en', plain)).toThrow(SyntaxError);
    expect(() => formatMessage('{n, plural, one {x}}', { n: 1 }, 'en', plain)).toThrow(SyntaxError);
    expect(() => formatMessage('{open', {}, 'en', plain)).toThrow(SyntaxError);
  });
});

describe('plural categories', () => {
  it('are the ones Intl.PluralRules chooses, in every language', () => {
    const counts = [0, 1, 2, 5, 11, 21, 100, 1.5, 0.5, 1_000_000, 2_000_000, 1_500_000, -1];
    for (const language of LANGUAGES) {
      const rules = new Intl.PluralRules(language);
      for (const n of counts) expect(pluralCategory(language, n), `${language} ${n}`).toBe(rules.select(n));
    }
  });
});
