import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { DataTablesFields } from '@contract/schemas/common';
import { FORM_BODIES, type FormName } from '@contract/forms/form-bodies';

// The request schemas are the rules (docs/contract.md#request-rules): every field of every body and
// query of every API route says what it accepts, so the reference and a client generated from it know
// the rules the server applies. A text field without a bound, a number without a range, or a field the
// SPA's form requires but the schema leaves optional fails here.

type Schema = {
  type?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  anyOf?: Schema[];
  [keyword: string]: unknown;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

/** The fields of a body or query schema, through intersections. */
function fieldsOf(schema: Schema | undefined): { properties: Record<string, Schema>; required: Set<string> } {
  const properties: Record<string, Schema> = { ...schema?.properties };
  const required = new Set(schema?.required ?? []);
  for (const part of schema?.allOf ?? []) {
    const inner = fieldsOf(part);
    Object.assign(properties, inner.properties);
    for (const name of inner.required) required.add(name);
  }
  return { properties, required };
}

/** Why a field accepts more than it should, or null when its schema states its rule. */
function unbounded(field: Schema): string | null {
  if (field.anyOf) return field.anyOf.map(unbounded).find(Boolean) ?? null;
  if (field.enum !== undefined || field.const !== undefined) return null;
  // A number a form may leave empty (null): its bound is the number's.
  if (Array.isArray(field.type))
    return (
      field.type
        .filter((type) => type !== 'null')
        .map((type) => unbounded({ ...field, type }))
        .find(Boolean) ?? null
    );
  if (field.type === 'string') return field.maxLength !== undefined || field.pattern || field.format ? null : 'text without a bound';
  if (field.type === 'integer' || field.type === 'number')
    return field.maximum !== undefined || field.exclusiveMaximum !== undefined ? null : 'a number without a range';
  if (field.type === 'boolean') return null;
  if (field.type === 'array') return field.maxItems === undefined ? 'a list without a bound' : unbounded((field.items ?? {}) as Schema);
  return `no rule (${JSON.stringify(field.type)})`;
}

// The DataTables protocol's own fields are another part's contract (lib/datatables.ts checks them).
const tableFields = new Set(Object.keys(DataTablesFields.properties));

const apiRoutes = () => t.app.routeList.filter((r) => r.url.startsWith('/api/') && !r.schema?.hide && r.method !== 'OPTIONS');

describe('request rules', () => {
  it('every body and query field of every API call states its rule', () => {
    const loose: string[] = [];
    for (const route of apiRoutes()) {
      const call = `${route.method} ${route.url}`;
      for (const part of ['body', 'querystring'] as const) {
        const { properties } = fieldsOf(route.schema?.[part] as Schema | undefined);
        for (const [name, field] of Object.entries(properties)) {
          if (tableFields.has(name)) continue;
          const problem = unbounded(field);
          if (problem) loose.push(`${call} ${part} ${name}: ${problem}`);
        }
      }
    }
    expect(loose).toEqual([]);
  });

  it('the reference states the same rules for every body and query field', async () => {
    type Operation = { parameters?: { in: string; name: string; schema: Schema }[]; requestBody?: { content: Record<string, { schema: Schema }> } };
    const spec = (await t.app.inject({ url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
    const loose: string[] = [];
    const fieldsOfCall = (path: string, method: string): Record<string, Schema> => {
      const op = spec.paths[path][method];
      const query = Object.fromEntries((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema]));
      const bodies = Object.values(op.requestBody?.content ?? {}).map((c) => fieldsOf(c.schema).properties);
      return Object.assign(query, ...bodies) as Record<string, Schema>;
    };
    for (const [path, ops] of Object.entries(spec.paths))
      for (const method of Object.keys(ops)) {
        const call = `${method.toUpperCase()} ${path}`;
        for (const [name, field] of Object.entries(fieldsOfCall(path, method))) {
          const problem = tableFields.has(name) ? null : unbounded(field);
          if (problem) loose.push(`${call} ${name}: ${problem}`);
        }
      }
    expect(loose).toEqual([]);
    // The calls whose rules moved last into their schemas, as a client generated from the reference sees them.
    expect(fieldsOfCall('/api/dashboard/store', 'post')).toMatchObject({ Cost: { pattern: expect.any(String) }, Type: { pattern: '^[123]$' } });
    expect(fieldsOfCall('/api/dashboard/store/{packageId}/publish', 'post').Version).toMatchObject({ type: 'integer', minimum: 1 });
    expect(fieldsOfCall('/api/dashboard/upload', 'post')).toMatchObject({ storage: { enum: ['game', 'images'] }, path: { enum: expect.any(Array) } });
    expect(fieldsOfCall('/api/bootstrap', 'get').page).toMatchObject({ maxLength: 2048, pattern: '^/' });
    expect(fieldsOfCall('/api/game/files', 'get').path).toMatchObject({ maxLength: 512, pattern: expect.any(String) });
    expect(fieldsOfCall('/api/login/social/callback/{provider}', 'get')).toMatchObject({ code: { maxLength: 2048 }, state: { pattern: expect.any(String) } });
  });

  it('every form is checked against the body of the call it posts to', () => {
    // The SPA's forms by the call each one posts to (a form may post to more than one).
    const forms: Record<string, FormName> = {
      'POST /api/user/login': 'login',
      'POST /api/user/register': 'register',
      'POST /api/user/recovery/send': 'recoverySend',
      'POST /api/user/recovery/reset': 'recoveryReset',
      'POST /api/user/account/save': 'accountSave',
      'POST /api/user/account/delete': 'accountDelete',
      'POST /api/user/login/two-factor': 'twoFactorCode',
      'POST /api/user/account/two-factor/enable': 'twoFactorCode',
      'POST /api/user/account/two-factor/disable': 'twoFactorDisable',
      'POST /api/user/account/social/:provider/link': 'factorPassword',
      'POST /api/user/account/two-factor/setup': 'factorPassword',
      'POST /api/user/account/passkeys/options': 'passkeyAdd',
      'POST /api/user/account/passkeys': 'passkeyAdd',
      'POST /api/bet/new': 'betNew',
      'POST /api/store/buy/:id': 'storeBuy',
      'POST /api/help/contact': 'contact',
      'POST /api/dashboard/news': 'newsPost',
      'POST /api/dashboard/news/:id': 'newsPost',
      'POST /api/dashboard/game-data/items': 'newItem',
      'POST /api/dashboard/game-data/skills': 'newSkill',
      'POST /api/dashboard/game-data/monsters': 'newMonster',
      'POST /api/dashboard/game-data/npcs': 'newNpc',
      'POST /api/dashboard/game-data/maps': 'newMap',
    };
    // The stake's bounds are the running settings, checked beside the form's built check.
    const rule = (field: Schema) => JSON.stringify({ ...field, minimum: undefined, maximum: undefined });
    const differing: string[] = [];
    for (const [call, form] of Object.entries(forms)) {
      const route = apiRoutes().find((r) => `${r.method} ${r.url}` === call);
      expect(route, call).toBeDefined();
      const body = fieldsOf(route?.schema?.body as Schema | undefined);
      const checked = fieldsOf(FORM_BODIES[form] as unknown as Schema);
      for (const [name, field] of Object.entries(body.properties))
        if (!checked.properties[name] || rule(checked.properties[name]) !== rule(field) || body.required.has(name) !== checked.required.has(name))
          differing.push(`${call} ${name}`);
    }
    expect(differing).toEqual([]);
  });
});
