import { endpoints } from '@contract/client';

// Each operation of the reference is named after its call in `endpoints`, the one table of the
// API's addresses, so a generated client's method names are the names the site's own code uses.

type Address = (...args: never[]) => string;
type Table = { [name: string]: Address | Table };

/** A call's address with a placeholder for each argument, e.g. `/api/guild/zqz/zqz`. */
interface Template {
  name: string;
  pattern: RegExp;
  /** Characters of the address that are not placeholders: the more, the more specific. */
  literal: number;
}

const PLACEHOLDER_TEXT = 'zqz';
const PLACEHOLDER = new RegExp(PLACEHOLDER_TEXT, 'g');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** `end-sessions` or `player/:category` as the tail of a camelCase name. */
const camel = (words: string) =>
  words
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(capitalised)
    .join('');

function templates(table: Table, prefix = ''): Template[] {
  return Object.entries(table).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}${capitalised(key)}` : key;
    if (typeof value !== 'function') return templates(value, name);
    // The placeholder survives encodeURIComponent and lower-casing, and no real address contains it.
    const args = Array.from({ length: value.length }, () => PLACEHOLDER_TEXT) as never[];
    const address = value(...args).split('?')[0];
    const pattern = new RegExp(`^${escape(address).replace(PLACEHOLDER, '(.+?)')}$`);
    return [{ name, pattern, literal: address.replace(PLACEHOLDER, '').length }];
  });
}

const TEMPLATES = templates(endpoints).sort((a, b) => b.literal - a.literal);

/**
 * The call name of a route's URL (`/api/guild/log/:id` → `guildTableLog`), or undefined for a route
 * `endpoints` does not name. Where a call's argument chooses a fixed part of the address (a table, an
 * action), that part joins the name, so every operation's name is its own.
 */
export function callNameOf(url: string): string | undefined {
  for (const { name, pattern } of TEMPLATES) {
    const match = pattern.exec(url);
    if (!match) continue;
    const fixed = match.slice(1).map((part) => part.replace(/:\w+/g, ''));
    return name + fixed.map(camel).join('');
  }
  return undefined;
}

/** A short sentence from a call name, for operations without a summary of their own: `betJoin` → "Bet join". */
export const summaryOf = (name: string) => capitalised(name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase());
