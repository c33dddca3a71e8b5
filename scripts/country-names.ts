import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COUNTRY_CODES } from '../contract/forms/countries';
import { LANGUAGES } from '../contract/i18n/languages';

// `node --import tsx scripts/country-names.ts`: writes src/locales/countries/<language>.json, the
// names of the countries a player can choose in each language, as Intl.DisplayNames names them
// (docs/translations.md#numbers-dates-and-countries). Tables, because a page's first Intl call makes
// the browser load its locale data. Each table is in its language's alphabetical order, so the
// country select lists it as it is, without sorting in the browser. Run it after changing
// COUNTRY_CODES or adding a language; src/components/ui/country-names.unit.test.ts fails until it is run.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folder = path.join(root, 'src/locales/countries');
mkdirSync(folder, { recursive: true });

for (const language of LANGUAGES) {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const collator = new Intl.Collator(language);
  const table = COUNTRY_CODES.map((code) => [code, names.of(code) ?? code] as const).sort(([, a], [, b]) => collator.compare(a, b));
  writeFileSync(path.join(folder, `${language}.json`), `${JSON.stringify(Object.fromEntries(table), null, 2)}\n`);
}
console.log(`${COUNTRY_CODES.length} countries in ${LANGUAGES.length} languages written to ${path.relative(root, folder)}`);
