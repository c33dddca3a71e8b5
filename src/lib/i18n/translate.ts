import { currentLanguage } from '@contract/i18n/current';
import { formatMessage, type MessageValues } from '@contract/i18n/format-message';
import type { Language } from '@contract/i18n/languages';
import { formatNumber } from '@contract/rules/format';
import { pseudoLocalize } from './pseudo';

// The SPA's texts are written in English in the code, as `t('Log in')`; the English text is the
// catalogue key (docs/translations.md). Only the reader's language's texts are loaded, a part per
// page (see ./catalogues.ts); English needs none.

export type Messages = Readonly<Record<string, string>>;

const loaded = new Map<Language, Messages>();

/**
 * Makes a language's messages available to `t`, beside those it has already (the browser, a part
 * at a time as pages are shown; the server, all at once per language).
 */
export function provideMessages(language: Language, messages: Messages) {
  loaded.set(language, { ...loaded.get(language), ...messages });
}

/**
 * The text in the current language, with its `{arguments}` filled in (numbers written in the
 * language's way). An untranslated text stays English. Call it while rendering, never at a module's
 * top level: the language is the page's, known only once it renders.
 */
export function t(text: string, values: MessageValues = {}): string {
  const language = currentLanguage();
  const message = loaded.get(language)?.[text] ?? text;
  const formatted = formatMessage(message, values, language, (n) => formatNumber(n));
  return import.meta.env.VITE_PSEUDO_LOCALE ? pseudoLocalize(formatted) : formatted;
}

/**
 * Marks a text for the catalogue without translating it now: for texts declared in a table or a
 * list at a module's top level, translated with `t(declared)` where they are shown.
 */
export const msg = <T extends string>(text: T): T => text;
