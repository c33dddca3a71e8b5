import { describe, expect, it } from 'vitest';
import { inLanguage } from '@contract/i18n/current';
import { GAME_DATA } from '@contract/rules/game-data';
import { UPLOAD_STORAGES } from '@contract/rules/uploads';
import { provideMessages } from '@/lib/i18n/translate';
import de from '@/locales/de.json';
import en from '@/locales/en.json';
import { registryText } from './registry-texts';

// The game-data and upload registries live in contract/ (the server's English too): every label a
// staff member reads from them must be in the pages' catalogue, or it would stay English on a German page.

const registryLabels = [
  ...Object.values(GAME_DATA).flatMap((kind) => [
    kind.label,
    ...kind.fields.flatMap((f) => [f.label, ...(f.rule.type === 'text' && f.rule.patternText ? [f.rule.patternText] : [])]),
  ]),
  ...UPLOAD_STORAGES.flatMap((s) => [s.label, ...s.folders.map((f) => f.label)]),
];

describe("the registries' labels", () => {
  it('are all in the catalogue', () => {
    expect(registryLabels.filter((label) => !(label in en))).toEqual([]);
  });

  it('are shown in the page language', () => {
    provideMessages('de', de);
    expect(inLanguage('de', () => ['Energy cost', 'Item icons (16 px)'].map(registryText))).toEqual(['Energiekosten', 'Gegenstandssymbole (16 px)']);
  });
});
