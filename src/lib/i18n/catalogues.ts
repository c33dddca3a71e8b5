import { setCurrentLanguage } from '@contract/i18n/current';
import { DEFAULT_LANGUAGE, type Language } from '@contract/i18n/languages';
import { provideCountryNames, type CountryNames } from './country-tables';
import { provideMessages, type Messages } from './translate';
import { provideSentences } from './sentences';

// Only the reader's language's texts are loaded, and of them only what the pages shown so far say
// (docs/translations.md#the-texts-each-page-loads): the language's chunk (./languages/<language>.ts:
// the core part of the pages' texts and the shared sentences) before the first render, and each
// page's part together with the page's own chunk (the router's lazy routes). The server names both
// among a deep link's scripts. English is the code's own text and loads nothing.

interface PageTexts {
  messages: Messages;
  countries: CountryNames | undefined;
}

interface LanguageTexts {
  core: Messages;
  sentences: Messages;
  countries: CountryNames | undefined;
  pages: Readonly<Record<string, () => Promise<PageTexts>>>;
}

const chunks = import.meta.glob<LanguageTexts>('./languages/*.ts');

let started: { language: Language; texts: Promise<LanguageTexts | undefined> } = { language: DEFAULT_LANGUAGE, texts: Promise.resolve(undefined) };

function provideTexts(language: Language, messages: Messages, countries: CountryNames | undefined) {
  provideMessages(language, messages);
  if (countries) provideCountryNames(language, countries);
}

/** Loads the page's language (its core part) and makes it the current one; before the first render. */
export async function startLanguage(language: Language) {
  // Set at once: the page's own part (loadPageTexts) may be asked for before this chunk has arrived.
  const load = language === DEFAULT_LANGUAGE ? undefined : chunks[`./languages/${language}.ts`];
  started = { language, texts: load ? load() : Promise.resolve(undefined) };
  const texts = await started.texts;
  if (texts) {
    provideTexts(language, texts.core, texts.countries);
    provideSentences(language, texts.sentences);
  }
  setCurrentLanguage(language);
}

/**
 * Loads the texts of a page module (as `PAGES` names it) in the started language, before the page
 * renders. Nothing in English, nor in the server's render, which has every text already.
 */
export async function loadPageTexts(module: string) {
  const { language, texts } = started;
  const load = (await texts)?.pages[module];
  if (load) {
    const part = await load();
    provideTexts(language, part.messages, part.countries);
  }
}
