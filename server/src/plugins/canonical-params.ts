import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';

// A path id is written as the site writes it: plain decimal digits, no sign, no leading zero
// (one rule for every id in a path). The route schemas coerce the text to a number before
// they check it, which would read "01", "+1", "1e0" or " 1" as 1; this runs before them, for every
// path parameter a route declares as an integer, and refuses the rest as a schema failure (404).

type ParamSchemas = { properties?: Record<string, { type?: string }> };

const CANONICAL_INTEGER = /^(0|[1-9][0-9]*)$/;

async function canonicalIntegerParams(request: FastifyRequest): Promise<void> {
  const declared = (request.routeOptions.schema?.params as ParamSchemas | undefined)?.properties;
  if (!declared) return;
  const params = (request.params ?? {}) as Record<string, unknown>;
  for (const [name, schema] of Object.entries(declared)) {
    const raw = params[name];
    if (schema.type === 'integer' && typeof raw === 'string' && !CANONICAL_INTEGER.test(raw)) {
      throw Object.assign(new Error(`params/${name} must be written in plain digits`), {
        statusCode: 400,
        validationContext: 'params',
        validation: [{ keyword: 'pattern', instancePath: `/${name}`, schemaPath: '', params: {}, message: 'must be written in plain digits' }],
      });
    }
  }
}

export default fp(
  async (app) => {
    app.addHook('preValidation', canonicalIntegerParams);
  },
  { name: 'canonical-params' },
);
