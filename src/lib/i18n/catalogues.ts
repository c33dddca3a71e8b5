import { setCurrentLanguage } from '@contract/i18n/current';
import { DEFAULT_LANGUAGE, type Language } from '@contract/i18n/languages';
import { pageTextsKey } from '@contract/i18n/text-parts';
import { provideCountryNames, type CountryNames } from './country-tables';
import { provideMessages, type Messages } from './translate';
import { provideSentences } from './sentences';

// Only the reader's language's texts are loaded, and of them only what the pages shown so far say
// (docs/translations.md#the-texts-each-page-loads): the language's chunk (./languages/<language>.ts:
// the core part of the pages' texts) before the first render, each page's part together with the
// page's own chunk (the router's lazy routes), and the shared sentences once the page is live. The
// server names the first two among a deep link's scripts. English is the code's own text and loads nothing.

interface PageTexts {
  messages: Messages;
  countries: CountryNames | undefined;
}

interface LanguageTexts {
  core: Messages;
  sentences: () => Promise<{ default: Messages }>;
  countries: CountryNames | undefined;
  pages: Readonly<Record<string, () => Promise<PageTexts>>>;
}

const chunks = import.meta.glob<LanguageTexts>('./languages/*.ts');

let started: { language: Language; texts: Promise<LanguageTexts | undefined> } = { language: DEFAULT_LANGUAGE, texts: Promise.resolve(undefined) };
let sentences: Promise<void> | undefined;

function provideTexts(language: Language, messages: Messages, countries: CountryNames | undefined) {
  provideMessages(language, messages);
  if (countries) provideCountryNames(language, countries);
}

/** Loads the page's language (its core part) and makes it the current one; before the first render. */
export async function startLanguage(language: Language) {
  // Set at once: the page's own part (loadPageTexts) may be asked for before this chunk has arrived.
  const load = language === DEFAULT_LANGUAGE ? undefined : chunks[`./languages/${language}.ts`];
  started = { language, texts: load ? load() : Promise.resolve(undefined) };
  sentences = undefined;
  const texts = await started.texts;
  if (texts) provideTexts(language, texts.core, texts.countries);
  setCurrentLanguage(language);
}

/**
 * The started language's shared sentences (a form's field messages, refusals, a read's failure):
 * never on a page's first render, so they are asked for once the page is live (src/app/start.tsx),
 * or by the first answer of the server that arrives before then: the request helper
 * (src/lib/api-client.ts) hands no answer over before they are here, so its message is said in the
 * language. Settles, never rejects (a sentence left untranslated stays English).
 */
export function loadSentences(): Promise<void> {
  const { language, texts } = started;
  sentences ??= texts
    .then((loaded) => loaded?.sentences())
    .then((module) => {
      if (module) provideSentences(language, module.default);
    })
    .catch(() => undefined);
  return sentences;
}

/**
 * Loads the texts of a page module (as `PAGES` names it) in the started language, before the page
 * renders. Nothing in English, nor in the server's render, which has every text already.
 */
export async function loadPageTexts(module: string) {
  const { language, texts } = started;
  const load = (await texts)?.pages[pageTextsKey(module)];
  if (load) {
    const part = await load();
    provideTexts(language, part.messages, part.countries);
  }
}
