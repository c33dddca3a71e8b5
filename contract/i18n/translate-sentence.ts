import type { Catalogue } from './catalogue-check';

// The shared sentences (field messages, refusals) are written in English by whoever makes them, the
// server's rules and the browser's form checks alike (docs/translations.md). A finished English
// sentence is translated by finding the catalogue template it was made from, so the code that makes
// it needs no language: the server's reply layer and the browser's field messages both ask here.

interface Template {
  id: string;
  pattern: RegExp;
  names: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Templates with placeholders, longest first so the most specific one wins ("at least {limit} characters" before "at least {limit}"). */
function templatesOf(catalogue: Catalogue): Template[] {
  return Object.keys(catalogue)
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
}

// A catalogue's keys are the English texts, so its own keys are the templates; made once per catalogue.
const known = new WeakMap<Catalogue, Template[]>();

/**
 * An English sentence in the catalogue's language, or unchanged when the catalogue does not know it
 * (English has none). `sayValue` may write a placeholder's value the language's way (a number).
 */
export function translateSentence(text: string, catalogue: Catalogue | undefined, sayValue?: (value: string) => string | null): string {
  if (!catalogue) return text;
  const exact = catalogue[text];
  if (exact !== undefined) return exact;
  let templates = known.get(catalogue);
  if (!templates) known.set(catalogue, (templates = templatesOf(catalogue)));
  for (const { id, pattern, names } of templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    // A value that is itself a catalogued word (a field's name) is said in the language too.
    const say = (value: string) => catalogue[value] ?? sayValue?.(value) ?? value;
    return names.reduce((message, name, i) => message.replace(`{${name}}`, say(match[i + 1])), catalogue[id]);
  }
  return text;
}
