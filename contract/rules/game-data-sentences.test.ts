import { describe, expect, it } from 'vitest';
import { translateSentence } from '../i18n/translate-sentence';
import ptBR from '../locales/pt-BR.json';
import es from '../locales/es.json';
import de from '../locales/de.json';
import { GAME_DATA, GAME_DATA_KINDS, gameDataSentences } from './game-data';

// The game-data editor's sentences are the dashboard's field messages and the server's 422 answers:
// each one, for every field of every kind, must be a catalogue template with the field's name a
// word of the catalogue, or a staff member reading another language gets it (or its field) in English.

const catalogues = { 'pt-BR': ptBR, es, de };

function everySentence(): string[] {
  return [
    ...new Set([
      ...GAME_DATA_KINDS.flatMap((kind) => GAME_DATA[kind].fields.flatMap((field) => Object.values(gameDataSentences(field)).filter(Boolean))),
      // A field the kind does not have, as the request schemas refuse it.
      'This field cannot be edited.',
    ]),
  ];
}

describe("the game-data editor's sentences", () => {
  it('write their limits as English writes numbers', () => {
    const level = GAME_DATA.maps.fields.find((f) => f.key === 'RequiredLevel')!;
    expect(gameDataSentences(level).range).toBe('The required level field must be between 0 and 10,000.');
  });

  it("leave another form's length range whole: its own template, not the number range's", () => {
    expect(translateSentence('The name field must be between 1 and 128 characters.', de)).toBe('Das Feld Name muss zwischen 1 und 128 Zeichen lang sein.');
  });

  for (const [language, catalogue] of Object.entries(catalogues)) {
    it(`are each said in ${language}, the field's name too`, () => {
      const english = new Set(Object.values(GAME_DATA).flatMap((kind) => kind.fields.map((f) => f.label.toLowerCase())));
      const untranslated = everySentence().filter((sentence) => {
        const said = translateSentence(sentence, catalogue);
        const field = /^The (.+?) field /.exec(sentence)?.[1];
        // A name the language writes the same (German "Level") is a catalogue word too.
        return said === sentence || (field !== undefined && english.has(field) && !(field in catalogue));
      });
      expect(untranslated).toEqual([]);
    });
  }
});
