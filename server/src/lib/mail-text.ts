import { DEFAULT_LANGUAGE, languageOf, type Language } from '@contract/i18n/languages';
import en from '@contract/locales/mail/en.json';
import ptBR from '@contract/locales/mail/pt-BR.json';
import es from '@contract/locales/mail/es.json';
import de from '@contract/locales/mail/de.json';
import { messageWriter, type Catalogues, type MessageWriter } from './message-writer';
import { textTranslator } from './translate-text';

// Mails are written in their recipient's language (docs/translations.md#mails-and-the-servers-texts),
// from a catalogue of their own that the pages never load: subject and body lines are ICU messages
// keyed by their English text, like the refusals'.

/** A line of a mail, as the English catalogue names it (a typo is a type error, not an English line). */
type MailMessage = keyof typeof en;

const catalogues: Catalogues = { en, 'pt-BR': ptBR, es, de };
const translateSentence = textTranslator(catalogues);

export interface MailContent {
  subject: string;
  text: string;
}

export interface MailWriter extends MessageWriter<MailMessage> {
  /** A finished English sentence made from a catalogue template (an activity log line), in the language. */
  sentence: (text: string) => string;
}

export function mailWriter(language: Language): MailWriter {
  return { ...messageWriter<MailMessage>(catalogues, language), sentence: (text) => translateSentence(text, language) };
}

/** The language a mail is written in: the recipient's saved choice, else `fallback` (the language of the request behind the mail). */
export const mailLanguage = (saved: string | null | undefined, fallback: Language = DEFAULT_LANGUAGE): Language => languageOf(saved) ?? fallback;
