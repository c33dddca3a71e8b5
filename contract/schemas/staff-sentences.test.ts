import { describe, expect, it } from 'vitest';
import { translateSentence } from '../i18n/translate-sentence';
import ptBR from '../locales/pt-BR.json';
import es from '../locales/es.json';
import de from '../locales/de.json';
import { MESSAGES_KEYWORD } from './common';
import * as staff from './staff';

// The staff forms' refusals are the dashboard's field messages and the server's 422 answers: every
// sentence the staff schemas can give must be said in each language, the field's name inside it too.

const catalogues = { 'pt-BR': ptBR, es, de };

/** Every refusal sentence the schemas carry, however deep. */
function sentencesOf(schema: unknown, into = new Set<string>()): Set<string> {
  if (!schema || typeof schema !== 'object') return into;
  for (const [key, value] of Object.entries(schema)) {
    if (key === MESSAGES_KEYWORD) for (const said of Object.values(value as Record<string, string>)) into.add(said);
    else sentencesOf(value, into);
  }
  return into;
}

const every = [...sentencesOf(Object.values(staff))];

describe("the staff forms' sentences", () => {
  it('are found, the store form and the player actions among them', () => {
    expect(every).toContain('The seen within days field must be a whole number from 1 to 3,650.');
    expect(every).toContain('The VIP days field must be a whole number from 0 to 3,650.');
    expect(every).toContain('The text field must be between 1 and 5,000 characters.');
  });

  for (const [language, catalogue] of Object.entries(catalogues)) {
    it(`are each said in ${language}, the field's name too`, () => {
      const untranslated = every.filter((sentence) => {
        const said = translateSentence(sentence, catalogue);
        const field = /^The (.+?) field /.exec(sentence)?.[1];
        // A sentence the catalogue holds whole is said whole; one made from a template needs its field's name.
        return said === sentence || (!(sentence in catalogue) && field !== undefined && !(field in catalogue));
      });
      expect(untranslated).toEqual([]);
    });
  }
});
