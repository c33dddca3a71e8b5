import type { Language } from './languages';

// Each language's plural category of a count, as Intl.PluralRules names it (plurals.test.ts
// compares them): written out, because a page's first Intl call makes the browser load its
// locale data (see contract/rules/format.ts).

export type PluralCategory = 'one' | 'many' | 'other';

const isWhole = (n: number) => Number.isInteger(n);

const RULES: Record<Language, (n: number) => PluralCategory> = {
  en: (n) => (n === 1 ? 'one' : 'other'),
  de: (n) => (n === 1 ? 'one' : 'other'),
  // Spanish and Portuguese count a million and more of a whole as "many" ("1 millón de …").
  es: (n) => (n === 1 ? 'one' : isWhole(n) && n !== 0 && n % 1_000_000 === 0 ? 'many' : 'other'),
  // Brazilian Portuguese: a whole part of 0 or 1 is singular ("0 moeda", "1,5 moeda").
  'pt-BR': (n) => (Math.floor(n) <= 1 ? 'one' : isWhole(n) && n % 1_000_000 === 0 ? 'many' : 'other'),
};

export const pluralCategory = (language: Language, n: number): PluralCategory => RULES[language](Math.abs(n));
