import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translateText } from '../lib/translate-text';
import { requestLanguage } from '../lib/request-language';

// The API's own sentences are translated here, once, on their way out, so no route or domain rule
// has to know the reader's language (docs/translations.md): a refusal's `messages` list and 422
// `errors` map, and the `message` of any answer (a form's "sent" notice is the SPA's text to show).

type Said = { message?: unknown; messages?: unknown; errors?: unknown };

export function addRefusalLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const said = payload as Said;
    const refused = reply.statusCode >= 400;
    if (!refused && typeof said.message !== 'string') return payload;
    const language = requestLanguage(request);
    if (language === 'en') return payload;
    const say = (text: unknown) => (typeof text === 'string' ? translateText(text, language) : text);
    if (typeof said.message === 'string') said.message = say(said.message);
    if (!refused) return payload;
    if (Array.isArray(said.messages)) said.messages = said.messages.map(say);
    if (said.errors && typeof said.errors === 'object' && !Array.isArray(said.errors)) {
      const errors = said.errors as Record<string, unknown>;
      for (const field of Object.keys(errors)) if (Array.isArray(errors[field])) errors[field] = errors[field].map(say);
    }
    return payload;
  });
}
