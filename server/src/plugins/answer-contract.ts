import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// What every JSON answer of the API holds to, whichever route sends it:
// - docs/product-rules.md#entities-and-fields: a player's ProviderID is present only when the player has an external picture. The
//   queries select the column wherever a player is embedded; a null one is left out here, once.
// - Each route declares its answers per status (the serializer sends declared fields only). Under
//   test, each real answer is also checked against that declaration before it is serialized, so a
//   query that sends a wrong type or an undeclared status fails the test that made it.

/** Removes `ProviderID: null` wherever it sits in an answer (in place: answers are built per request). */
function dropAbsentProviderIds(value: unknown): void {
  if (Array.isArray(value)) {
    for (const one of value) dropAbsentProviderIds(one);
  } else if (value !== null && typeof value === 'object' && !(value instanceof Date) && !Buffer.isBuffer(value)) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (key === 'ProviderID' && record[key] == null) delete record[key];
      else dropAbsentProviderIds(record[key]);
    }
  }
}

type ResponseSchemas = Record<string, object>;

/** The declared answer of a status: the exact code, else its class (`4xx`), else `default`. */
export function declaredAnswer(responses: ResponseSchemas | undefined, status: number): object | undefined {
  if (!responses) return undefined;
  const entry = responses[status] ?? responses[`${Math.floor(status / 100)}xx`] ?? responses.default;
  // A response may be given as { content: { 'application/json': { schema } } } (OpenAPI style).
  const content = (entry as { content?: Record<string, { schema: object }> } | undefined)?.content;
  return content ? Object.values(content)[0]?.schema : entry;
}

function answerChecker() {
  // Strict types, no coercion: what the handler built must already be what the contract says.
  const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: false });
  // ajv-formats is CommonJS: under Node's ESM its function is the default export's `default`.
  (addFormats as unknown as { default: (ajv: Ajv) => void }).default(ajv);
  const compiled = new WeakMap<object, ValidateFunction>();
  return (schema: object, payload: unknown): string | null => {
    let validate = compiled.get(schema);
    if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
    // Dates leave as ISO texts, so they are checked as such.
    const asSent = JSON.parse(JSON.stringify(payload)) as unknown;
    return validate(asSent) ? null : ajv.errorsText(validate.errors, { separator: '; ' });
  };
}

/**
 * Adds the answer rules to an encapsulation context. `check` (tests) turns an answer that breaks its
 * route's declaration into a 500 naming the broken rule.
 */
export function addAnswerContract(app: FastifyInstance, { check }: { check: boolean }): void {
  const checker = check ? answerChecker() : null;
  app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    dropAbsentProviderIds(payload);
    if (!checker) return payload;
    const responses = request.routeOptions.schema?.response as ResponseSchemas | undefined;
    if (!responses) return payload; // the route walk test finds routes without declarations
    const schema = declaredAnswer(responses, reply.statusCode);
    const broken = schema ? checker(schema, payload) : `status ${reply.statusCode} is not declared`;
    if (!broken) return payload;
    const message = `Answer of ${request.method} ${request.routeOptions.url} breaks the contract: ${broken}`;
    request.log.error(message);
    reply.code(500);
    return { messages: [message], code: 'server_error' };
  });
}
