import { currentLanguage } from '@contract/i18n/current';
import type { Language } from '@contract/i18n/languages';
import { translateSentence } from '@contract/i18n/translate-sentence';
import type { Messages } from './translate';

// The sentences the browser and the server both make in English (a form's field messages, from the
// rules in contract/forms) are translated the server's way, by the same matcher over the same
// catalogue (contract/locales), so a field message reads the same whichever side found the fault.

const loaded = new Map<Language, Messages>();

/** Makes a language's shared sentences available (the browser, with the language's messages). */
export function provideSentences(language: Language, sentences: Messages) {
  loaded.set(language, sentences);
}

/** A finished English sentence in the page's language; one already translated (by the server) or unknown is shown as it is. */
export function saySentence(text: string): string {
  return translateSentence(text, loaded.get(currentLanguage()));
}

/** A shared message's translation in the page's language, by its English template (the template itself when there is none). */
export function sharedMessage(template: string): string {
  return loaded.get(currentLanguage())?.[template] ?? template;
}
