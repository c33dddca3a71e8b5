import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '@contract/forms/countries';
import { inLanguage, setCurrentLanguage } from '@contract/i18n/current';
import { LANGUAGES, type Language } from '@contract/i18n/languages';
import { PAGES } from '@contract/paths';
import { loadPageTexts, startLanguage } from '@/lib/i18n/catalogues';
import de from '@/locales/countries/de.json';
import en from '@/locales/countries/en.json';
import es from '@/locales/countries/es.json';
import ptBR from '@/locales/countries/pt-BR.json';
import { countryList, countryName } from './country-names';

const TABLES: Record<Language, Record<string, string>> = { en, 'pt-BR': ptBR, es, de };

describe('the country tables (scripts/country-names.ts writes them)', () => {
  it.each(LANGUAGES)('in %s, name every country a player can choose as Intl.DisplayNames does, and no other', (language) => {
    const intl = new Intl.DisplayNames([language], { type: 'region' });
    const table = TABLES[language];
    expect(Object.keys(table).sort()).toEqual([...COUNTRY_CODES].sort());
    for (const code of COUNTRY_CODES) expect(table[code], code).toBe(intl.of(code));
  });

  it.each(LANGUAGES)("in %s, list the countries in the language's alphabetical order", (language) => {
    const names = Object.values(TABLES[language]);
    expect(names).toEqual([...names].sort(new Intl.Collator(language).compare));
  });
});

describe("country names in the reader's language", () => {
  // A page that shows country names (the character page's flag) loads the table with its texts.
  const withFlags = (language: Language) => startLanguage(language).then(() => loadPageTexts(PAGES['/charid/:id'].module));

  it("loads only the reader's language's table, with a page that shows countries, and names countries in it", async () => {
    // No table is in the code, English's neither: a German reader's pages never load the English one.
    expect(countryName('DE', 'en')).toBeNull();
    await startLanguage('de');
    await loadPageTexts(PAGES['/news'].module);
    expect(countryName('DE', 'de')).toBeNull();
    await withFlags('de');
    expect(countryName('de')).toBe('Deutschland');
    expect(countryName('DE', 'en')).toBeNull();
    await withFlags('es');
    await withFlags('pt-BR');
    // An English page that shows countries loads the English table as the others load theirs.
    await withFlags('en');
    const germany = Object.fromEntries(LANGUAGES.map((language) => [language, inLanguage(language, () => countryName('DE'))]));
    expect(germany).toEqual({ en: 'Germany', de: 'Deutschland', es: 'Alemania', 'pt-BR': 'Alemanha' });
    expect(countryName('XX', 'de')).toBeNull();
    setCurrentLanguage('en');
  });

  it("lists the country select in the reader's alphabetical order, without sorting in the browser", async () => {
    await withFlags('en');
    await withFlags('de');
    setCurrentLanguage('en');
    expect(countryList('de').slice(0, 3)).toEqual([
      { code: 'AF', name: 'Afghanistan' },
      { code: 'EG', name: 'Ägypten' },
      { code: 'AX', name: 'Ålandinseln' },
    ]);
    expect(countryList().slice(0, 2)).toEqual([
      { code: 'AF', name: 'Afghanistan' },
      { code: 'AX', name: 'Åland Islands' },
    ]);
    expect(countryList('de')).toHaveLength(COUNTRY_CODES.length);
  });
});
