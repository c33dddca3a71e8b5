import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../contract/i18n/catalogue-check';
import { LANGUAGES } from '../contract/i18n/languages';
import { spaKeys } from './lib/i18n-keys';

// The translators' check for the pages' texts (docs/translations.md): the English catalogue is
// exactly the texts the code says, and each language says every one of them, with their placeholders.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (language: string) => JSON.parse(readFileSync(path.join(root, 'src/locales', `${language}.json`), 'utf8')) as Record<string, string>;

describe('the pages’ catalogues', () => {
  const english = read('en');

  it('hold every text the code translates, and nothing it no longer says (npm run i18n:sync)', () => {
    const said = [...spaKeys(root).keys()].sort();
    expect(Object.keys(english).sort()).toEqual(said);
    for (const [id, message] of Object.entries(english)) expect(message, id).toBe(id);
  });

  for (const language of LANGUAGES.filter((one) => one !== 'en')) {
    it(`${language} translates every text, with the English placeholders`, () => {
      expect(catalogueProblems(english, read(language))).toEqual({ missing: [], unused: [], empty: [], placeholders: [] });
    });
  }
});
