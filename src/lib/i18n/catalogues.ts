import { setCurrentLanguage } from '@contract/i18n/current';
import { DEFAULT_LANGUAGE, type Language } from '@contract/i18n/languages';
import { provideCountryNames, type CountryNames } from './country-tables';
import { provideMessages, type Messages } from './translate';

// Each language's messages and country names are chunks of their own, asked for only by a reader of
// that language (the server names both among a page's scripts); English is the code's own text and
// loads nothing.

const chunks = import.meta.glob<Messages>(['/src/locales/*.json', '!/src/locales/en.json'], { import: 'default' });
const countryChunks = import.meta.glob<CountryNames>(['/src/locales/countries/*.json', '!/src/locales/countries/en.json'], { import: 'default' });

/** Loads the page's language and makes it the current one; before the first render. */
export async function startLanguage(language: Language) {
  if (language !== DEFAULT_LANGUAGE) {
    const [messages, countries] = await Promise.all([
      chunks[`/src/locales/${language}.json`]?.(),
      countryChunks[`/src/locales/countries/${language}.json`]?.(),
    ]);
    if (messages) provideMessages(language, messages);
    if (countries) provideCountryNames(language, countries);
  }
  setCurrentLanguage(language);
}
