import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueProblems } from '../contract/i18n/catalogue-check';
import { LANGUAGES } from '../contract/i18n/languages';
import { spaKeys } from './lib/i18n-keys';

// `npm run i18n:sync`: writes the SPA's English catalogue from the code's `t('…')` texts, drops
// texts the code no longer has from every catalogue, and lists what each language still misses
// (docs/translations.md). Catalogues are written sorted, so merges stay line by line.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = (language: string) => path.join(root, 'src/locales', `${language}.json`);
const write = (language: string, catalogue: Record<string, string>) =>
  writeFileSync(file(language), `${JSON.stringify(Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))), null, 2)}\n`);

const english = Object.fromEntries([...spaKeys(root).keys()].map((key) => [key, key]));
write('en', english);
let missing = 0;
for (const language of LANGUAGES.filter((one) => one !== 'en')) {
  let catalogue: Record<string, string> = {};
  try {
    catalogue = JSON.parse(readFileSync(file(language), 'utf8')) as Record<string, string>;
  } catch {
    // A new language starts empty.
  }
  const kept = Object.fromEntries(Object.entries(catalogue).filter(([key]) => key in english));
  write(language, kept);
  const problems = catalogueProblems(english, kept);
  for (const key of problems.missing) console.log(`${language} misses: ${JSON.stringify(key)}`);
  missing += problems.missing.length;
}
console.log(`${Object.keys(english).length} texts; ${missing} translations missing`);
