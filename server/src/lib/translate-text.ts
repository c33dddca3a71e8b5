import type { Language } from '@contract/i18n/languages';
import { translateSentence } from '@contract/i18n/translate-sentence';
import ptBR from '@contract/locales/pt-BR.json';
import es from '@contract/locales/es.json';
import de from '@contract/locales/de.json';

// The server's texts are written in English, which is the catalogues' source (docs/translations.md):
// routes and domain rules keep throwing plain English and only the reply layer knows about languages.

const catalogues: Record<Language, Record<string, string> | undefined> = { en: undefined, 'pt-BR': ptBR, es, de };

/** An English text in the language, or unchanged when the catalogue does not know it. */
export function translateText(text: string, language: Language): string {
  return translateSentence(text, catalogues[language]);
}
