import { currentLanguage } from '@contract/i18n/current';
import type { Language } from '@contract/i18n/languages';
import { translateSentence } from '@contract/i18n/translate-sentence';
import { formatNumber } from '@contract/rules/format';
import type { Messages } from './translate';

// The sentences the browser and the server both make in English (a form's field messages, from the
// rules in contract/forms) are translated the server's way, by the same matcher over the same
// catalogue (contract/locales), so a field message reads the same whichever side found the fault.

const loaded = new Map<Language, Messages>();

/** Makes a language's shared sentences available (the browser, with the language's messages). */
export function provideSentences(language: Language, sentences: Messages) {
  loaded.set(language, sentences);
}

/** A whole number as English writes it in a sentence ("10,000") in the language's way ("10.000"), as the server does; else null. */
const numberIn = (value: string, language: Language) =>
  /^-?(\d{1,3}(,\d{3})+|\d+)$/.test(value) ? formatNumber(Number(value.replace(/,/g, '')), language) : null;

/** A finished English sentence in the page's language; one already translated (by the server) or unknown is shown as it is. */
export function saySentence(text: string): string {
  const language = currentLanguage();
  return translateSentence(text, loaded.get(language), (value) => numberIn(value, language));
}

/** A shared message's translation in the page's language, by its English template (the template itself when there is none). */
export function sharedMessage(template: string): string {
  return loaded.get(currentLanguage())?.[template] ?? template;
}
