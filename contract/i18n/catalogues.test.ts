import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { placeholdersOf } from './placeholders';
import en from '../locales/en.json';
import ptBR from '../locales/pt-BR.json';
import es from '../locales/es.json';
import de from '../locales/de.json';

// The translators' check (docs/translations.md): every language says every English message, nothing
// more, with the same placeholders, so a forgotten or stale translation fails CI instead of showing English.

const catalogues: Record<string, Record<string, string>> = { en, 'pt-BR': ptBR, es, de };

describe('translation catalogues', () => {
  it('has one catalogue per language', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LANGUAGES].sort());
  });

  it('keeps English as its own source, word for word', () => {
    for (const [id, message] of Object.entries(en)) expect(message, id).toBe(id);
  });

  for (const language of LANGUAGES.filter((one) => one !== 'en')) {
    it(`${language} translates every English message and no other`, () => {
      const catalogue = catalogues[language];
      expect(
        Object.keys(catalogue).filter((id) => !(id in en)),
        'unused keys',
      ).toEqual([]);
      expect(
        Object.keys(en).filter((id) => !(id in catalogue)),
        'missing keys',
      ).toEqual([]);
      for (const id of Object.keys(en)) expect(catalogue[id].trim(), `${id} is empty`).not.toBe('');
    });

    it(`${language} keeps the English placeholders`, () => {
      const differing = Object.keys(en).filter(
        (id) => id in catalogues[language] && placeholdersOf(catalogues[language][id]).join() !== placeholdersOf(id).join(),
      );
      expect(differing).toEqual([]);
    });
  }
});
