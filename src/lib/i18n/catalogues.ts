import { setCurrentLanguage } from '@contract/i18n/current';
import { DEFAULT_LANGUAGE, type Language } from '@contract/i18n/languages';
import { provideMessages, type Messages } from './translate';

// Each language's messages are a chunk of their own, asked for only by a reader of that language;
// English is the code's own text and loads nothing.

const chunks = import.meta.glob<Messages>(['/src/locales/*.json', '!/src/locales/en.json'], { import: 'default' });

/** Loads the page's language and makes it the current one; before the first render. */
export async function startLanguage(language: Language) {
  if (language !== DEFAULT_LANGUAGE) {
    const load = chunks[`/src/locales/${language}.json`];
    if (load) provideMessages(language, await load());
  }
  setCurrentLanguage(language);
}
