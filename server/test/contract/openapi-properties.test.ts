import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp, type TestClient } from '../test-app';

// A property test read from the reference alone: for every operation of /api/openapi.json, one
// request made valid from its declared parameters and body, and a few made invalid from the same
// schemas (a required field left out, a wrong type, a text over its length, a value outside its
// enum), sent as a signed-in player. Every answer's status must be declared for its operation and its
// body must match the schema declared for that status. A 5xx is a finding too: under test, an answer
// that breaks a route's own declaration is turned into a 500 (server/src/plugins/answer-contract.ts).

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  examples?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
  anyOf?: Schema[];
  required?: string[];
  properties?: Record<string, Schema>;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema: Schema };
type Answer = { content?: Record<string, { schema?: object }> };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, Answer>;
};

/**
 * Calls that would end the test's own session or account: what they answer is covered by their own
 * tests. Listed here so the figures say what was left out.
 */
const NOT_SENT = new Set(['post /api/user/logout', 'post /api/user/account/delete', 'post /api/user/account/delete/start']);

/** Path values the seeded world holds, where the schema alone cannot name one that exists. */
const SEEDED: Record<string, string> = { id: '1', characterId: '1', playerId: '2', a: '1', b: '2', version: '0', provider: 'discord' };

/** Texts tried, in order, for a string field; the first its schema accepts is sent. */
const TEXTS = ['demo', '1', 'player@example.com', '2026-01-01', '2026-01-01T00:00:00.000Z', `${'a'.repeat(16)}.png`, 'a-b'];

const ajv = new Ajv({ allErrors: true, strict: false });
(addFormats as unknown as { default: (ajv: Ajv) => void }).default(ajv);
const compiled = new WeakMap<object, ValidateFunction>();
const validatorOf = (schema: object) => {
  let validate = compiled.get(schema);
  if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
  return validate;
};

const typeOf = (schema: Schema): string | undefined => {
  if (schema.anyOf) return typeOf(schema.anyOf.find((s) => s.type !== 'null') ?? {});
  return [schema.type].flat().find((t) => t !== 'null');
};

/** A value the schema accepts, as a form or an address carries it (text). */
function validValue(schema: Schema, name: string, inPath: boolean): string {
  if (schema.anyOf) return validValue(schema.anyOf.find((s) => s.type !== 'null') ?? {}, name, inPath);
  if (inPath && SEEDED[name] && validatorOf(schema)(typeOf(schema) === 'integer' ? Number(SEEDED[name]) : SEEDED[name])) return SEEDED[name];
  const given = schema.examples?.[0] ?? schema.default ?? schema.const ?? schema.enum?.[0];
  if (given !== undefined && typeof given !== 'object') return String(given);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return String(Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER));
    case 'boolean':
      return 'true';
    default: {
      const text = TEXTS.find((t) => validatorOf(schema)(t));
      return text ?? 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
    }
  }
}

/** Values the schema refuses, each with what makes it wrong. */
function invalidValues(schema: Schema): { why: string; value: string }[] {
  if (schema.anyOf) return invalidValues(schema.anyOf.find((s) => s.type !== 'null') ?? {});
  const out: { why: string; value: string }[] = [];
  if (schema.enum) out.push({ why: 'a value outside its enum', value: 'not-a-value' });
  const type = typeOf(schema);
  if (type === 'integer' || type === 'number') out.push({ why: 'a text for a number', value: 'abc' });
  if (type === 'boolean') out.push({ why: 'a text for a boolean', value: 'abc' });
  if (schema.maxLength !== undefined) out.push({ why: 'a text over its maxLength', value: 'a'.repeat(schema.maxLength + 1) });
  return out;
}

type Request = { why: string; path: Record<string, string>; query: Record<string, string>; body?: Record<string, string> };

/** The valid request of an operation, then invalid ones derived from its schemas (at most three). */
function requestsOf(op: Operation): Request[] {
  const params = op.parameters ?? [];
  const bodySchema = op.requestBody && Object.values(op.requestBody.content)[0]?.schema;
  const fieldsOf = (where: string) => params.filter((p) => p.in === where);
  const valid: Request = {
    why: 'valid',
    path: Object.fromEntries(fieldsOf('path').map((p) => [p.name, validValue(p.schema, p.name, true)])),
    query: Object.fromEntries(
      fieldsOf('query')
        .filter((p) => p.required)
        .map((p) => [p.name, validValue(p.schema, p.name, false)]),
    ),
  };
  if (bodySchema) {
    const required = new Set(bodySchema.required ?? []);
    const sent = Object.entries(bodySchema.properties ?? {}).filter(([name, s]) => required.has(name) || s.examples);
    valid.body = Object.fromEntries(sent.map(([name, s]) => [name, validValue(s, name, false)]));
  }
  const invalid: Request[] = [];
  const firstRequired = bodySchema?.required?.[0];
  if (firstRequired && valid.body) {
    const { [firstRequired]: _left, ...rest } = valid.body;
    invalid.push({ ...valid, why: `body field ${firstRequired} left out`, body: rest });
  }
  const places: ['path' | 'query' | 'body', string, Schema][] = [
    ...fieldsOf('path').map((p): ['path', string, Schema] => ['path', p.name, p.schema]),
    ...fieldsOf('query').map((p): ['query', string, Schema] => ['query', p.name, p.schema]),
    ...Object.entries(bodySchema?.properties ?? {}).map(([name, s]): ['body', string, Schema] => ['body', name, s]),
  ];
  for (const [where, name, schema] of places) {
    for (const { why, value } of invalidValues(schema)) {
      if (invalid.length >= 3) break;
      if (invalid.some((r) => r.why.endsWith(why))) continue;
      invalid.push({ ...valid, why: `${where} ${name}: ${why}`, [where]: { ...valid[where], [name]: value } });
    }
  }
  return [valid, ...invalid];
}

/** What is wrong with an answer against the operation's declared answers, or null. */
function violationOf(op: Operation, res: LightMyRequestResponse): string | null {
  const status = String(res.statusCode);
  if (res.statusCode >= 500) return `answered ${status}: ${res.body.slice(0, 300)}`;
  const key = [status, `${status[0]}XX`, 'default'].find((k) => k in op.responses);
  if (!key) return `status ${status} is not declared (declared: ${Object.keys(op.responses).join(', ')})`;
  if (res.statusCode === 304 || res.body === '') return null;
  const content = op.responses[key].content ?? {};
  const type = String(res.headers['content-type'] ?? '').split(';')[0];
  if (type === 'application/json') {
    const schema = content['application/json']?.schema;
    if (!schema) return `${status} sends JSON, the reference declares ${Object.keys(content).join(', ') || 'no body'}`;
    const validate = validatorOf(schema);
    return validate(res.json()) ? null : `${status} body: ${ajv.errorsText(validate.errors, { separator: '; ' })}`;
  }
  const declared = Object.keys(content);
  if (declared.includes(type) || declared.includes('*/*')) return null;
  return `${status} sends ${type || 'no type'}, the reference declares ${declared.join(', ') || 'no body'}`;
}

function send(client: TestClient, method: string, path: string, request: Request) {
  const address = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(request.path[name]));
  const query = new URLSearchParams(request.query).toString();
  const url = query ? `${address}?${query}` : address;
  if (!request.body) return client.inject({ method: method.toUpperCase(), url });
  return client.inject({
    method: method.toUpperCase(),
    url,
    payload: new URLSearchParams(request.body).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

let t: TestApp;
let document: { paths: Record<string, Record<string, Operation>> };
beforeAll(async () => {
  t = await createTestApp({ config: { RATE_LIMIT_MAX: '100000', READ_RATE_LIMIT_MAX: '10000000', JOB_POLL_MS: '0' } });
  document = (await t.app.inject({ url: '/api/openapi.json' })).json();
});
afterAll(() => t?.close());

it('every operation answers a declared status with a body of its declared schema, to valid and invalid requests', async () => {
  const player = await loginAs(t.app, 'demo');
  // The dashboard's calls go as staff, so their own answers are checked, not only the refusal.
  const staff = await loginAs(t.app, 'staffdemo');
  // A real news slug: the schema only says what one looks like.
  const slug = (await player.get('/api/news')).json().data[0].Slug as string;
  expect(slug).toBeTruthy();
  const violations: string[] = [];
  let operations = 0;
  let sent = 0;
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const call = `${method} ${path}`;
      if (NOT_SENT.has(call)) continue;
      operations++;
      for (const request of requestsOf(op)) {
        if ('slug' in request.path && request.why === 'valid') request.path.slug = slug;
        const res = await send(path.startsWith('/api/dashboard/') ? staff : player, method, path, request);
        sent++;
        const broken = violationOf(op, res);
        if (broken) violations.push(`${call} (${request.why}): ${broken}`);
      }
    }
  }
  expect(operations).toBeGreaterThan(100);
  expect(sent).toBeGreaterThan(operations);
  expect(violations).toEqual([]);
});
