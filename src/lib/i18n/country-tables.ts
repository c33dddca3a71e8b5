import type { Language } from '@contract/i18n/languages';

// Each language's names of the countries (src/locales/countries, written by scripts/country-names.ts).
// Only the reader's language's table is loaded: ./catalogues.ts fetches it as the site starts, beside
// the messages, and the server's render has every table. English is in the code that shows the names
// (src/components/ui/country-names.ts) and loads nothing.

/** Code → name, in the language's alphabetical order of names. */
export type CountryNames = Readonly<Record<string, string>>;

const provided = new Map<Language, CountryNames>();

/** Makes a language's country names available (the browser, as the site starts; the server, once per language). */
export function provideCountryNames(language: Language, names: CountryNames) {
  provided.set(language, names);
}

export const providedCountryNames = (language: Language): CountryNames | undefined => provided.get(language);
