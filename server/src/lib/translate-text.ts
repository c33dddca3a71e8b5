import { DEFAULT_LANGUAGE, type Language } from '@contract/i18n/languages';
import en from '@contract/locales/en.json';
import ptBR from '@contract/locales/pt-BR.json';
import es from '@contract/locales/es.json';
import de from '@contract/locales/de.json';

// The server's texts are written in English, which is the catalogues' source (docs/translations.md):
// a finished English sentence is translated by finding the catalogue template it was made from, so
// routes and domain rules keep throwing plain English and only the reply layer knows about languages.

type Catalogues = Record<Language, Record<string, string>>;

interface Template {
  id: string;
  pattern: RegExp;
  names: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Templates with placeholders, longest first so the most specific one wins ("at least {limit} characters" before "at least {limit}"). */
const templatesOf = (english: Record<string, string>): Template[] =>
  Object.keys(english)
    .filter((id) => id.includes('{'))
    .sort((a, b) => b.length - a.length)
    .map((id) => {
      const names: string[] = [];
      const source = id
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (!name) return escape(part);
          names.push(name);
          return '(.+?)';
        })
        .join('');
      return { id, pattern: new RegExp(`^${source}$`), names };
    });

/** A value written as an English number ("1,000", "2.5") in the language's way ("1.000" in German), else null. */
function numberIn(value: string, language: Language): string | null {
  if (!/^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(value)) return null;
  return new Intl.NumberFormat(language).format(Number(value.replace(/,/g, '')));
}

/** Translates finished English sentences with one set of catalogues (the refusals', the mails'). */
export function textTranslator(catalogues: Catalogues): (text: string, language: Language) => string {
  const templates = templatesOf(catalogues[DEFAULT_LANGUAGE]);
  return (text, language) => {
    if (language === DEFAULT_LANGUAGE) return text;
    const catalogue = catalogues[language];
    const exact = catalogue[text];
    if (exact !== undefined) return exact;
    for (const { id, pattern, names } of templates) {
      const match = pattern.exec(text);
      if (!match) continue;
      // A value that is itself a catalogued word (a field's name) is said in the language too, a number in its digits.
      const say = (value: string) => catalogue[value] ?? numberIn(value, language) ?? value;
      return names.reduce((message, name, i) => message.replace(`{${name}}`, say(match[i + 1])), catalogue[id]);
    }
    return text;
  };
}

/** An English refusal in the language, or unchanged when the catalogue does not know it. */
export const translateText = textTranslator({ en, 'pt-BR': ptBR, es, de });
