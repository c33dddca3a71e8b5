import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, negotiateLanguage, type Language } from '@contract/i18n/languages';
import { translateText } from '../lib/translate-text';

// Refusals (the `messages` list and the 422 `errors` map) are translated here, once, on their way
// out, so no route or domain rule has to know the reader's language (docs/translations.md).

/** The reader's language: `?lang=` on the address, else the `lang` cookie, else Accept-Language. */
function requestLanguage(request: FastifyRequest): Language {
  const query = (request.query as { lang?: unknown } | undefined)?.lang;
  return negotiateLanguage({
    query: typeof query === 'string' ? query : null,
    cookie: request.cookies?.[LANGUAGE_COOKIE] ?? null,
    acceptLanguage: request.headers['accept-language'] ?? null,
  });
}

type Refusal = { messages?: unknown; errors?: unknown };

export function addRefusalLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode < 400 || payload === null || typeof payload !== 'object') return payload;
    const language = requestLanguage(request);
    if (language === 'en') return payload;
    const refusal = payload as Refusal;
    const say = (text: unknown) => (typeof text === 'string' ? translateText(text, language) : text);
    if (Array.isArray(refusal.messages)) refusal.messages = refusal.messages.map(say);
    if (refusal.errors && typeof refusal.errors === 'object' && !Array.isArray(refusal.errors)) {
      const errors = refusal.errors as Record<string, unknown>;
      for (const field of Object.keys(errors)) if (Array.isArray(errors[field])) errors[field] = errors[field].map(say);
    }
    return payload;
  });
}
