import { formatMessage, type MessageValues } from '@contract/i18n/format-message';
import type { Language } from '@contract/i18n/languages';

// Writing the server's own texts from an ICU catalogue keyed by the English text (docs/translations.md):
// numbers and dates are the platform's per-language formats, so a mail or a link preview reads as the pages do.

export type Catalogues = Record<Language, Record<string, string>>;

export interface MessageWriter<Message extends string> {
  /** A catalogue message with its arguments filled in; numbers in the language's digits. */
  say: (message: Message, values?: MessageValues) => string;
  /** A number with at most `decimals` decimals (exactly that many when `fixed`), the language's way. */
  number: (n: number, decimals?: number, fixed?: boolean) => string;
  /** A moment, date and time in UTC, the language's way. */
  moment: (date: Date) => string;
  /** A list of items joined with the language's "and". */
  list: (items: string[]) => string;
}

// The site's English writes lists without the serial comma ("a, b and c").
const LIST_LOCALE: Partial<Record<Language, string>> = { en: 'en-GB' };

export function messageWriter<Message extends string>(catalogues: Catalogues, language: Language): MessageWriter<Message> {
  const whole = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  return {
    say: (message, values = {}) => formatMessage(catalogues[language][message] ?? message, values, language, (n) => whole.format(n)),
    number: (n, decimals = 0, fixed = false) =>
      new Intl.NumberFormat(language, { maximumFractionDigits: decimals, minimumFractionDigits: fixed ? decimals : 0 }).format(n),
    moment: (date) => new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'long', timeZone: 'UTC' }).format(date),
    list: (items) => new Intl.ListFormat(LIST_LOCALE[language] ?? language, { type: 'conjunction' }).format(items),
  };
}
