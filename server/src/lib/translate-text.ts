import { DEFAULT_LANGUAGE, type Language } from '@contract/i18n/languages';
import { translateSentence } from '@contract/i18n/translate-sentence';
import ptBR from '@contract/locales/pt-BR.json';
import es from '@contract/locales/es.json';
import de from '@contract/locales/de.json';

// The server's texts are written in English, which is the catalogues' source (docs/translations.md):
// routes and domain rules keep throwing plain English and only the reply layer knows about languages.

/** Each language's catalogue; English needs none (its texts are the keys). */
type Catalogues = Partial<Record<Language, Record<string, string>>>;

/** A value written as an English number ("1,000", "2.5") in the language's way ("1.000" in German), else null. */
function numberIn(value: string, language: Language): string | null {
  if (!/^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(value)) return null;
  return new Intl.NumberFormat(language).format(Number(value.replace(/,/g, '')));
}

/** Translates finished English sentences with one set of catalogues (the refusals', the mails'). */
export function textTranslator(catalogues: Catalogues): (text: string, language: Language) => string {
  return (text, language) => (language === DEFAULT_LANGUAGE ? text : translateSentence(text, catalogues[language], (value) => numberIn(value, language)));
}

/** An English refusal in the language, or unchanged when the catalogue does not know it. */
export const translateText = textTranslator({ 'pt-BR': ptBR, es, de });
