import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { DataTablesFields } from '@contract/schemas/common';
import type { AnyObjectSchema } from 'yup';
import { betNewSchema } from '@contract/forms/bet-new';
import { confirmPasswordSchema } from '@contract/forms/confirm-password';
import { accountDeleteSchema } from '@contract/forms/account-delete';
import { newsPostSchema } from '@contract/forms/news-post';
import { registerSchema } from '@contract/forms/register';
import { accountSaveSchema } from '@contract/forms/account-save';

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

/** Calls whose fields still lean on a rule copy in the route; each leaves the list as its schema takes the rules. */
const PENDING = new Set<string>([
  // The store catalogue and game-data editors check their fields in the domain (their own field rules).
  'POST /api/dashboard/store',
  'POST /api/dashboard/store/:packageId',
  'POST /api/dashboard/store/:packageId/publish',
  'POST /api/dashboard/store/:packageId/retire',
  'GET /api/bootstrap',
  'GET /api/game/files',
  'GET /api/login/social/callback/:provider',
  'POST /api/dashboard/upload',
]);

describe('request rules', () => {
  it('every body and query field of every API call states its rule', () => {
    const loose: string[] = [];
    const pendingDone = new Set(PENDING);
    for (const route of apiRoutes()) {
      const call = `${route.method} ${route.url}`;
      for (const part of ['body', 'querystring'] as const) {
        const { properties } = fieldsOf(route.schema?.[part] as Schema | undefined);
        for (const [name, field] of Object.entries(properties)) {
          if (tableFields.has(name)) continue;
          const problem = unbounded(field);
          if (problem && PENDING.has(call)) pendingDone.delete(call);
          else if (problem) loose.push(`${call} ${part} ${name}: ${problem}`);
        }
      }
    }
    expect(loose).toEqual([]);
    // A call whose schema now states every rule leaves the pending list.
    expect([...pendingDone]).toEqual([]);
  });

  it('every field a form requires is required by its call', () => {
    // The yup forms the SPA still fills (Formik), by the call each one posts to.
    const forms: Record<string, AnyObjectSchema> = {
      'POST /api/bet/new': betNewSchema({ betMinCoins: 1, betMaxCoins: 2 }),
      'POST /api/user/account/social/:provider/link': confirmPasswordSchema,
      'POST /api/user/account/two-factor/setup': confirmPasswordSchema,
      'POST /api/user/account/passkeys/options': confirmPasswordSchema,
      'POST /api/user/account/passkeys/:id/remove': confirmPasswordSchema,
      'POST /api/user/account/delete': accountDeleteSchema,
      'POST /api/dashboard/news': newsPostSchema,
      'POST /api/user/register': registerSchema,
      'POST /api/user/account/save': accountSaveSchema,
      'POST /api/dashboard/news/:id': newsPostSchema,
    };
    const optional: string[] = [];
    for (const [call, form] of Object.entries(forms)) {
      const route = apiRoutes().find((r) => `${r.method} ${r.url}` === call);
      expect(route, call).toBeDefined();
      const { required } = fieldsOf(route?.schema?.body as Schema | undefined);
      for (const [name, rule] of Object.entries(form.describe().fields))
        if ('optional' in rule && !rule.optional && !required.has(name)) optional.push(`${call} ${name}`);
    }
    expect(optional).toEqual([]);
  });
});
