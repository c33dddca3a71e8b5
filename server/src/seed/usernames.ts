import type { Faker } from '@faker-js/faker';
import { NAME_PREFIXES, NAME_SUFFIXES, TITLE_WORDS } from './words';

// Hand-styled usernames for the first few thousand players. The bulk of a large world is named in
// SQL as Prefix + Suffix + a number of at least four digits; names made here never take that shape,
// so the two sources can never collide.

const BULK_SHAPE = /^[A-Za-z]+\d{4,}$/;
const ALLOWED = /^[A-Za-z0-9_.]{3,32}$/;

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function candidate(faker: Faker): string {
  const prefix = faker.helpers.arrayElement(NAME_PREFIXES);
  const suffix = faker.helpers.arrayElement(NAME_SUFFIXES);
  const first = faker.person.firstName();
  switch (faker.number.int({ min: 0, max: 9 })) {
    case 0:
      return `${prefix}${suffix}`;
    case 1:
      return `${prefix}${cap(suffix)}`;
    case 2:
      return `${first}_${cap(suffix)}`;
    case 3:
      return `xX${prefix}${cap(suffix)}Xx`;
    case 4:
      return `${first}The${faker.helpers.arrayElement(TITLE_WORDS)}`;
    case 5:
      return `${prefix}${cap(suffix)}${faker.number.int({ min: 1, max: 999 })}`;
    case 6:
      return `${first.toLowerCase()}.${suffix}`;
    case 7:
      return `The${prefix}${cap(suffix)}`;
    case 8:
      return `${prefix.toLowerCase()}_${suffix}_${faker.number.int({ min: 1, max: 99 })}`;
    default:
      return faker.internet.username();
  }
}

/** `count` usernames unique case-insensitively, none of them in `taken` (lower-cased). */
export function generateUsernames(faker: Faker, count: number, taken: ReadonlySet<string>): string[] {
  const seen = new Set(taken);
  const names: string[] = [];
  while (names.length < count) {
    const name = candidate(faker);
    const key = name.toLowerCase();
    if (!ALLOWED.test(name) || BULK_SHAPE.test(name) || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}
