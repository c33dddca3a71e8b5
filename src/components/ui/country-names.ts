import { currentLanguage } from '@contract/i18n/current';
import { DEFAULT_LANGUAGE, type Language } from '@contract/i18n/languages';
import { providedCountryNames, type CountryNames } from '@/lib/i18n/country-tables';

// The names of the countries a player can choose (contract/forms/countries.ts) in the page's
// language, as Intl.DisplayNames names them (country-names.unit.test.ts checks every table).
// Tables, not Intl: a page's first Intl call makes the browser load its locale data, 40 to 100 ms on
// the main thread, and the character page shows a flag as it comes to life. Every language's table,
// English too, comes with the texts of the pages and parts that show country names, and only the
// reader's (src/lib/i18n/country-tables.ts); one not loaded names countries in English if that is.

const NONE: CountryNames = {};
const namesIn = (language: Language): CountryNames => providedCountryNames(language) ?? providedCountryNames(DEFAULT_LANGUAGE) ?? NONE;

/** "DE" → "Germany" ("Deutschland" in German); unknown or placeholder codes (XX) give null. */
export function countryName(code: string, language: Language = currentLanguage()): string | null {
  const names = namesIn(language);
  const key = code.toUpperCase();
  return Object.hasOwn(names, key) ? names[key] : null;
}

/** Every country a player can choose, in the language's alphabetical order (the order its table is written in). */
export const countryList = (language: Language = currentLanguage()) => Object.entries(namesIn(language)).map(([code, name]) => ({ code, name }));
