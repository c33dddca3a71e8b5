import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { coreTextsId, pageTextsId, pageTextsKey } from '../contract/i18n/text-parts';
import { PAGES } from '../contract/paths';
import { textParts } from './lib/i18n-parts';
import { i18nParts } from './lib/i18n-parts-plugin';

// Each page loads only the texts it can show (docs/translations.md#the-texts-each-page-loads): the
// split the build makes from the code, and the modules it makes from a translator's catalogue.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const english = Object.keys(JSON.parse(readFileSync(path.join(root, 'src/locales/en.json'), 'utf8')) as Record<string, string>);
const parts = textParts(root);
const partOf = (pattern: keyof typeof PAGES) => parts.pages.get(PAGES[pattern].module)!;

describe('the split of the pages’ texts', () => {
  it('places every text of the catalogue in the core part or in a page’s part', () => {
    const placed = new Set([...parts.core.keys, ...[...parts.pages.values()].flatMap((part) => part.keys)]);
    expect(english.filter((key) => !placed.has(key))).toEqual([]);
  });

  it('keeps the layout’s texts in the core part, loaded before the first render, and no page’s own', () => {
    expect(parts.core.keys).toEqual(expect.arrayContaining(['Log in', 'Contact', 'Language']));
    expect(parts.core.keys).not.toContain('Cancel bet');
    expect(parts.core.keys).not.toContain('Buy {name}');
  });

  it('gives a page the texts of its own modules, and not another feature’s', () => {
    expect(partOf('/bet').keys).toContain('Cancel bet');
    expect(partOf('/bet').keys).not.toContain('Buy {name}');
    expect(partOf('/store').keys).toContain('Buy {name}');
    expect(partOf('/store').keys).not.toContain('Cancel bet');
    for (const part of parts.pages.values()) expect(part.keys.filter((key) => parts.core.keys.includes(key))).toEqual([]);
  });

  it('gives the country names only to the pages that show them', () => {
    expect(partOf('/charid/:id').countries).toBe(true);
    expect(partOf('/register').countries).toBe(true);
    expect(partOf('/bet').countries).toBe(false);
    expect(parts.core.countries).toBe(false);
  });
});

describe('the modules the build makes of a catalogue', () => {
  const plugin = i18nParts(root);
  const load = (id: string) => {
    const hook = plugin.load as (id: string) => string | undefined;
    return hook(`\0${id}`)!;
  };

  it('say a page’s part in the language, from the catalogue translators edit', () => {
    const bet = load(pageTextsId('de', PAGES['/bet'].module));
    expect(bet).toContain('"Cancel bet":"Wette zurückziehen"');
    expect(bet).not.toContain('Buy {name}');
    expect(bet).toContain('export const countries = undefined');
    expect(load(pageTextsId('de', PAGES['/charid/:id'].module))).toContain('src/locales/countries/de.json');
  });

  it('give the core part and a loader of each page’s part', () => {
    const core = load(coreTextsId('es'));
    expect(core).toContain('"Log in":"Entrar"');
    expect(core).not.toContain('Cancel bet');
    expect(core).toContain(`"bet-page": () => import(${JSON.stringify(pageTextsId('es', PAGES['/bet'].module))})`);
  });

  it('name each page’s loader by a short name no two page modules share', () => {
    const modules = new Set(Object.values(PAGES).map((page) => page.module));
    expect(new Set([...modules].map(pageTextsKey)).size).toBe(modules.size);
  });
});
