import type { Language } from '@contract/i18n/languages';

// Each language's names of the countries (src/locales/countries, written by scripts/country-names.ts).
// Only the reader's language's table is loaded, English too: ./catalogues.ts fetches it with the texts
// of a page or a part that shows country names, and the server's render has every table.

/** Code → name, in the language's alphabetical order of names. */
export type CountryNames = Readonly<Record<string, string>>;

const provided = new Map<Language, CountryNames>();

/** Makes a language's country names available (the browser, with a page's texts; the server, once per language). */
export function provideCountryNames(language: Language, names: CountryNames) {
  provided.set(language, names);
}

export const providedCountryNames = (language: Language): CountryNames | undefined => provided.get(language);
