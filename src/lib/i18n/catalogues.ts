import { setCurrentLanguage } from '@contract/i18n/current';
import { DEFAULT_LANGUAGE, type Language } from '@contract/i18n/languages';
import { provideCountryNames, type CountryNames } from './country-tables';
import { provideMessages, type Messages } from './translate';
import { provideSentences } from './sentences';

// Each language's texts are a chunk of their own (./languages/<language>.ts: the pages' messages,
// the shared sentences the form checks say, and the country names), asked for only by a reader of
// that language (the server names it among a page's scripts); English is the code's own text and
// loads nothing.

interface LanguageTexts {
  pages: Messages;
  sentences: Messages;
  countries: CountryNames;
}

const chunks = import.meta.glob<LanguageTexts>('./languages/*.ts');

/** Loads the page's language and makes it the current one; before the first render. */
export async function startLanguage(language: Language) {
  if (language !== DEFAULT_LANGUAGE) {
    const load = chunks[`./languages/${language}.ts`];
    if (load) {
      const { pages, sentences, countries } = await load();
      provideMessages(language, pages);
      provideSentences(language, sentences);
      provideCountryNames(language, countries);
    }
  }
  setCurrentLanguage(language);
}
