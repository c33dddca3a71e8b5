import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { placeholdersOf } from './placeholders';
import { catalogueProblems } from './catalogue-check';
import { formatMessage } from './format-message';
import en from '../locales/en.json';
import ptBR from '../locales/pt-BR.json';
import es from '../locales/es.json';
import de from '../locales/de.json';
import mailEn from '../locales/mail/en.json';
import mailPtBR from '../locales/mail/pt-BR.json';
import mailEs from '../locales/mail/es.json';
import mailDe from '../locales/mail/de.json';
import shareEn from '../locales/share/en.json';
import sharePtBR from '../locales/share/pt-BR.json';
import shareEs from '../locales/share/es.json';
import shareDe from '../locales/share/de.json';

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
    it(`${language} translates every English message and no other, with the English placeholders`, () => {
      expect(catalogueProblems(en, catalogues[language])).toEqual({ missing: [], unused: [], empty: [], placeholders: [] });
    });
  }
});

// The server's catalogues of its own: the mails' (contract/locales/mail) and the link previews'
// (contract/locales/share). The server writes from them; the pages never load them.
const ownCatalogues: Record<string, Record<string, Record<string, string>>> = {
  mail: { en: mailEn, 'pt-BR': mailPtBR, es: mailEs, de: mailDe },
  share: { en: shareEn, 'pt-BR': sharePtBR, es: shareEs, de: shareDe },
};

for (const [name, own] of Object.entries(ownCatalogues)) {
  describe(`${name} catalogues`, () => {
    it('has one per language, English word for word and every catalogue sorted by its keys', () => {
      expect(Object.keys(own).sort()).toEqual([...LANGUAGES].sort());
      for (const [id, message] of Object.entries(own.en)) expect(message, id).toBe(id);
      for (const catalogue of Object.values(own)) expect(Object.keys(catalogue)).toEqual(Object.keys(catalogue).sort());
    });

    for (const language of LANGUAGES.filter((one) => one !== 'en')) {
      it(`${language} translates every message, nothing else, with the English placeholders`, () => {
        expect(catalogueProblems(own.en, own[language])).toEqual({ missing: [], unused: [], empty: [], placeholders: [] });
      });
    }

    it('formats every message in every language (no unsupported ICU, no argument left in braces)', () => {
      for (const language of LANGUAGES) {
        for (const [id, message] of Object.entries(own[language])) {
          for (const n of [1, 2, 1_000_000]) {
            const values = Object.fromEntries(placeholdersOf(id).map((name) => [name, n]));
            expect(formatMessage(message, values, language, String), `${language}: ${id}`).not.toMatch(/[{}]/);
          }
        }
      }
    });
  });
}
