import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translateText } from '../lib/translate-text';
import { requestLanguage } from '../lib/request-language';

// Refusals (the `messages` list and the 422 `errors` map) are translated here, once, on their way
// out, so no route or domain rule has to know the reader's language (docs/translations.md).

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
