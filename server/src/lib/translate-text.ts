import { DEFAULT_LANGUAGE, type Language } from '@contract/i18n/languages';
import en from '@contract/locales/en.json';
import ptBR from '@contract/locales/pt-BR.json';
import es from '@contract/locales/es.json';
import de from '@contract/locales/de.json';

// The server's texts are written in English, which is the catalogues' source (docs/translations.md):
// a finished English sentence is translated by finding the catalogue template it was made from, so
// routes and domain rules keep throwing plain English and only the reply layer knows about languages.

const catalogues: Record<Language, Record<string, string>> = { en, 'pt-BR': ptBR, es, de };

interface Template {
  id: string;
  pattern: RegExp;
  names: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Templates with placeholders, longest first so the most specific one wins ("at least {limit} characters" before "at least {limit}"). */
const templates: Template[] = Object.keys(en)
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

/** An English text in the language, or unchanged when the catalogue does not know it. */
export function translateText(text: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return text;
  const catalogue = catalogues[language];
  const exact = catalogue[text];
  if (exact !== undefined) return exact;
  for (const { id, pattern, names } of templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    // A value that is itself a catalogued word (a field's name) is said in the language too.
    return names.reduce((message, name, i) => message.replace(`{${name}}`, catalogue[match[i + 1]] ?? match[i + 1]), catalogue[id]);
  }
  return text;
}
