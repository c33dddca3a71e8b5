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
  it('places every text of the catalogue in the core part, a page’s part or the part of a module loaded on demand', () => {
    const placed = new Set([...parts.core.keys, ...[...parts.pages.values(), ...parts.onDemand.values()].flatMap((part) => part.keys)]);
    expect(english.filter((key) => !placed.has(key))).toEqual([]);
  });

  it('keeps the layout’s texts in the core part, loaded before the first render, and no page’s own', () => {
    expect(parts.core.keys).toEqual(expect.arrayContaining(['Log in', 'Contact']));
    // The language menu loads once the page is live, with its texts.
    expect(parts.core.onDemand).toContain('src/components/layout/language-switcher.tsx');
    expect(parts.core.keys).not.toContain('Cancel bet');
    expect(parts.core.keys).not.toContain('Buy {name}');
  });

  it('gives a page the texts of its own modules, and not another feature’s', () => {
    expect(partOf('/bet').keys).toContain('Coin flip bets');
    expect(partOf('/bet').keys).not.toContain('Buy {name}');
    expect(partOf('/store').keys).toContain('Buy {name}');
    expect(partOf('/store').keys).not.toContain('Cancel bet');
    for (const part of parts.pages.values()) expect(part.keys.filter((key) => parts.core.keys.includes(key))).toEqual([]);
  });

  it('gives what a page shows only after an action the part of its own module, loaded with it, and not the page’s', () => {
    const modals = parts.onDemand.get('src/features/bets/components/bet-modals.tsx')!;
    expect(modals.keys).toContain('Cancel bet');
    expect(partOf('/bet').keys).not.toContain('Cancel bet');
    expect(partOf('/bet').onDemand).toContain('src/features/bets/components/bet-modals.tsx');
    // The texts the page has loaded already are not sent again with the modals.
    expect(modals.keys.filter((key) => partOf('/bet').keys.includes(key))).toEqual([]);
    expect(parts.onDemand.get('src/features/character/components/friends-table.tsx')!.keys.length).toBeGreaterThan(0);
    expect(partOf('/charid/:id').onDemand).toContain('src/features/character/components/friends-table.tsx');
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
    expect(bet).toContain('"Coin flip bets":"Münzwurf-Wetten"');
    expect(bet).not.toContain('Buy {name}');
    expect(bet).toContain('export const countries = undefined');
    expect(load(pageTextsId('de', PAGES['/charid/:id'].module))).toContain('src/locales/countries/de.json');
    expect(load(pageTextsId('de', PAGES['/charid/:id'].module))).not.toContain('countries/en.json');
  });

  it('give an English page only the English country names, with the pages that show them', () => {
    const core = load(coreTextsId('en'));
    expect(core).toContain('export const core = {}');
    expect(core).toContain(`"character-page": () => import(${JSON.stringify(pageTextsId('en', PAGES['/charid/:id'].module))})`);
    expect(core).not.toContain('"bet-page"');
    const character = load(pageTextsId('en', PAGES['/charid/:id'].module));
    expect(character).toContain('export const messages = {}');
    expect(character).toContain('src/locales/countries/en.json');
  });

  it('give a part the loaders of the parts of the modules it loads on demand', () => {
    const bet = load(pageTextsId('de', PAGES['/bet'].module));
    expect(bet).toContain(`"bet-modals": () => import(${JSON.stringify(pageTextsId('de', 'src/features/bets/components/bet-modals.tsx'))})`);
    expect(load(pageTextsId('de', 'src/features/bets/components/bet-modals.tsx'))).toContain('"Cancel bet":"Wette zurückziehen"');
  });

  it('make each import of a module with a part of its own wait for that part, and leave the others', () => {
    const transform = plugin.transform as (code: string, id: string) => { code: string } | undefined;
    const file = path.join(root, 'src/features/bets/pages/bet-page.tsx');
    const code = transform(readFileSync(file, 'utf8'), file)!.code;
    expect(code).toContain(`__withTexts(import('../components/bet-modals'), "bet-modals")`);
    expect(code).toContain("import { withTexts as __withTexts } from '@/lib/i18n/catalogues';");
    const sanitizer = path.join(root, 'src/components/ui/title-name.tsx');
    expect(transform(readFileSync(sanitizer, 'utf8'), sanitizer)).toBeUndefined();
  });

  it('give the core part and a loader of each page’s part', () => {
    const core = load(coreTextsId('es'));
    expect(core).toContain('"Log in":"Entrar"');
    expect(core).not.toContain('Cancel bet');
    expect(core).toContain(`"bet-page": () => import(${JSON.stringify(pageTextsId('es', PAGES['/bet'].module))})`);
  });

  it('name each page’s loader by a short name no two page modules share, and each on-demand part’s by one no two such modules share', () => {
    const modules = new Set(Object.values(PAGES).map((page) => page.module));
    expect(new Set([...modules].map(pageTextsKey)).size).toBe(modules.size);
    expect(new Set([...parts.onDemand.keys()].map(pageTextsKey)).size).toBe(parts.onDemand.size);
  });
});
