import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, languageOf, negotiateLanguage, type Language } from '@contract/i18n/languages';

/**
 * The reader's language (docs/translations.md): `?lang=` on the address, else the signed-in
 * account's choice, else the `lang` cookie, else Accept-Language, else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const query = (request.query as { lang?: unknown } | undefined)?.lang;
  return negotiateLanguage({
    query: typeof query === 'string' ? query : null,
    preference: request.currentUser?.Language ?? null,
    cookie: request.cookies?.[LANGUAGE_COOKIE] ?? null,
    acceptLanguage: request.headers['accept-language'] ?? null,
  });
}

/**
 * A link preview's language: the one the address names (`?lang=`), else the site's default. Unfurlers
 * send no Accept-Language nor cookie, so a preview and its share card follow the address alone.
 */
export function linkLanguage(request: FastifyRequest): Language {
  const query = (request.query as { lang?: unknown } | undefined)?.lang;
  return languageOf(typeof query === 'string' ? query : null) ?? DEFAULT_LANGUAGE;
}
