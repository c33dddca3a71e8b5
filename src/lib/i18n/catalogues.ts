import { setCurrentLanguage } from '@contract/i18n/current';
import { DEFAULT_LANGUAGE, type Language } from '@contract/i18n/languages';
import { pageTextsKey } from '@contract/i18n/text-parts';
import { provideCountryNames, type CountryNames } from './country-tables';
import { provideMessages, type Messages } from './translate';
import { provideSentences } from './sentences';
import * as english from 'virtual:i18n-texts/en';

// Only the reader's language's texts are loaded, and of them only what the pages shown so far say
// (docs/translations.md#the-texts-each-page-loads): the language's chunk (./languages/<language>.ts:
// the core part of the pages' texts) before the first render, each page's part together with the
// page's own chunk (the router's lazy routes), each part loaded on demand (a modal, a tab) together
// with its module (`withTexts`), and the shared sentences once the page is live. The server names the
// first two among a deep link's scripts. English is the code's own text: it loads only the country
// names, with the pages and parts that show them.

type Loaders = Readonly<Record<string, () => Promise<PartTexts>>>;

interface PartTexts {
  messages: Messages;
  countries: CountryNames | undefined;
  later: Loaders;
}

interface LanguageTexts {
  core: Messages;
  sentences?: () => Promise<{ default: Messages }>;
  countries: CountryNames | undefined;
  pages: Loaders;
  later: Loaders;
}

const chunks = import.meta.glob<LanguageTexts>('./languages/*.ts');

let started: { language: Language; texts: Promise<LanguageTexts | undefined> } = { language: DEFAULT_LANGUAGE, texts: Promise.resolve(undefined) };
let sentences: Promise<void> | undefined;
/** The loaders of the parts of the modules loaded on demand, from the parts loaded so far. */
let onDemand = new Map<string, () => Promise<PartTexts>>();

function provideTexts(language: Language, texts: { countries: CountryNames | undefined; later: Loaders }, messages: Messages) {
  provideMessages(language, messages);
  if (texts.countries) provideCountryNames(language, texts.countries);
  for (const [key, load] of Object.entries(texts.later)) onDemand.set(key, load);
}

/** Loads the page's language (its core part) and makes it the current one; before the first render. */
export async function startLanguage(language: Language) {
  // Set at once: the page's own part (loadPageTexts) may be asked for before this chunk has arrived.
  const load = language === DEFAULT_LANGUAGE ? () => Promise.resolve(english) : chunks[`./languages/${language}.ts`];
  started = { language, texts: load ? load() : Promise.resolve(undefined) };
  sentences = undefined;
  onDemand = new Map();
  const texts = await started.texts;
  if (texts) provideTexts(language, texts, texts.core);
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
    .then((loaded) => loaded?.sentences?.())
    .then((module) => {
      if (module) provideSentences(language, module.default);
    })
    .catch(() => undefined);
  return sentences;
}

async function loadPart(language: Language, load: (() => Promise<PartTexts>) | undefined) {
  if (!load) return;
  const part = await load();
  provideTexts(language, part, part.messages);
}

/**
 * Loads the texts of a page module (as `PAGES` names it) in the started language, before the page
 * renders. Nothing in English but country names, nor in the server's render, which has every text already.
 */
export async function loadPageTexts(module: string) {
  const { language, texts } = started;
  await loadPart(language, (await texts)?.pages[pageTextsKey(module)]);
}

/**
 * A module loaded on demand, once its texts in the started language are here too: the build wraps
 * each `import('…')` of a module with a part of its own in it (scripts/lib/i18n-parts-plugin.ts),
 * `key` naming that part. The part importing it has said how to load it.
 * @public (called only from the code the build writes)
 */
export async function withTexts<T>(module: Promise<T>, key: string): Promise<T> {
  const { language, texts } = started;
  const [loaded] = await Promise.all([module, texts.then(() => loadPart(language, onDemand.get(key)))]);
  return loaded;
}

/**
 * Loads the parts of every module the parts loaded so far load on demand, and theirs: for a test
 * that renders such a module (a modal) without going through its import.
 */
export async function loadOnDemandTexts() {
  const { language } = started;
  for (let known = -1; onDemand.size !== known;) {
    known = onDemand.size;
    await Promise.all([...onDemand.values()].map((load) => loadPart(language, load)));
  }
}
