import { describe, expect, it } from 'vitest';
import de from '../locales/de.json';
import { translateSentence } from './translate-sentence';

// The one matcher of the sentences the server and the browser both make in English (docs/translations.md).

describe('translateSentence', () => {
  it('says a finished sentence in the catalogue’s language, with a catalogued field name said there too', () => {
    expect(translateSentence('The password field is required.', de)).toBe('Das Feld Passwort ist erforderlich.');
    expect(translateSentence('The username field must be at least 3 characters.', de)).toBe('Das Feld Benutzername muss mindestens 3 Zeichen lang sein.');
  });

  it('keeps a field name the catalogue does not know, so the page can still find it', () => {
    expect(translateSentence('The nickname field is required.', de)).toBe('Das Feld nickname ist erforderlich.');
  });

  it('translates a catalogued sentence inside a template (the generic error with its reference)', () => {
    expect(translateSentence('An unknown error has occurred. Please contact the administrator for assistance. Reference: req-7f3a', de)).toBe(
      'Ein unbekannter Fehler ist aufgetreten. Bitte wende dich an den Administrator. Referenz: req-7f3a',
    );
  });

  it('leaves English, an unknown sentence and an already translated one as they are', () => {
    expect(translateSentence('The password field is required.', undefined)).toBe('The password field is required.');
    expect(translateSentence('Something nobody wrote down.', de)).toBe('Something nobody wrote down.');
    expect(translateSentence('Das Feld Passwort ist erforderlich.', de)).toBe('Das Feld Passwort ist erforderlich.');
  });
});
