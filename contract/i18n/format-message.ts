import type { Language } from './languages';
import { pluralCategory } from './plurals';

// The catalogues' messages are ICU MessageFormat (docs/translations.md). The site uses a small part of
// it, formatted here: `{name}` arguments, and `{count, plural, one {# coin} other {# coins}}` with
// `=N` exact matches and `#` for the count. A message outside that part is an error the catalogue
// check reports (format-message.test.ts), never a half-formatted text on a page.

export type MessageValues = Readonly<Record<string, string | number>>;

/** How a number inside a message is written (the language's own digits grouping). */
export type NumberWriter = (n: number) => string;

interface Cursor {
  text: string;
  at: number;
}

/** The text up to the matching close brace of a block opened just before `at`. */
function readBlock(cursor: Cursor): string {
  let depth = 1;
  const start = cursor.at;
  while (cursor.at < cursor.text.length) {
    const ch = cursor.text[cursor.at++];
    if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return cursor.text.slice(start, cursor.at - 1);
  }
  throw new SyntaxError(`Unclosed brace in message: ${cursor.text}`);
}

function pluralBranches(body: string): Map<string, string> {
  const branches = new Map<string, string>();
  const cursor: Cursor = { text: body, at: 0 };
  while (cursor.at < body.length) {
    const selector = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(body.slice(cursor.at));
    if (!selector) {
      if (body.slice(cursor.at).trim() === '') break;
      throw new SyntaxError(`Bad plural branch in: ${body}`);
    }
    cursor.at += selector[0].length;
    branches.set(selector[1], readBlock(cursor));
  }
  if (!branches.has('other')) throw new SyntaxError(`A plural needs an "other" branch: ${body}`);
  return branches;
}

/** The message with its arguments filled in; `#` inside a plural branch is the count. */
export function formatMessage(message: string, values: MessageValues, language: Language, writeNumber: NumberWriter, count?: number): string {
  let out = '';
  const cursor: Cursor = { text: message, at: 0 };
  while (cursor.at < message.length) {
    const ch = message[cursor.at++];
    if (ch === '#' && count !== undefined) out += writeNumber(count);
    else if (ch !== '{') out += ch;
    else {
      const inner = readBlock(cursor);
      const [name, kind, ...rest] = inner.split(',');
      const key = name.trim();
      const value = values[key];
      if (kind === undefined) {
        out += value === undefined ? `{${key}}` : typeof value === 'number' ? writeNumber(value) : value;
      } else if (kind.trim() === 'plural') {
        const n = Number(value);
        const branches = pluralBranches(rest.join(','));
        const branch = branches.get(`=${n}`) ?? branches.get(pluralCategory(language, n)) ?? branches.get('other')!;
        out += formatMessage(branch, values, language, writeNumber, n);
      } else if (kind.trim() === 'number') {
        out += writeNumber(Number(value));
      } else {
        throw new SyntaxError(`Unsupported argument type "${kind.trim()}" in: ${message}`);
      }
    }
  }
  return out;
}
