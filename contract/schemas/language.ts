import { Type } from 'typebox';
import { LANGUAGES } from '../i18n/languages';

// Choosing the site's language (docs/translations.md).

/** `POST /api/user/language`: the chosen language. */
export const LanguageBody = Type.Object({
  language: Type.Enum(LANGUAGES, { description: 'One of the languages the site speaks.', examples: ['en'] }),
});

/** `POST /api/user/language`: the language now chosen (saved on the account for a signed-in player, in the `lang` cookie for anyone). */
export const LanguageAnswer = Type.Object(
  { language: Type.Enum(LANGUAGES) },
  { description: 'The language pages and refusals now come in.', examples: [{ language: 'en' }] },
);
