// Records one real answer of every API call into docs/api-examples.json, for the reference at
// /api/docs: the examples are what the server answers on the demo world, never
// hand-written, and a test checks each one against its call's declared schema.
//
//   npm run docs:examples
//
// Each call is made by the demo staff player, with path parameters, query values and form fields
// taken from the route's own schemas (an enum's first value, a declared example, id 1). Tables ask
// for two rows and long lists are cut to two entries, so the examples stay short to read.

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, type RegisteredRoute } from '../server/src/app';
import { clientFor, createTestApp } from '../server/test/test-app';

const OUT = path.join(repoRoot, 'docs/api-examples.json');
/** The demo world's staff player (server/src/seed). */
const STAFF_ID = 4;
/** Calls that end the session or the account run last, so every other call runs signed in. */
const LAST = ['/api/user/logout', '/api/user/account/delete'];

type JsonSchema = { enum?: unknown[]; examples?: unknown[]; type?: string; properties?: Record<string, JsonSchema>; format?: string };

/** A value for a parameter or field, from its schema. */
function sampleOf(name: string, schema: JsonSchema | undefined, known: Record<string, string>): string | undefined {
  if (known[name]) return known[name];
  if (schema?.enum?.length) return String(schema.enum[0]);
  if (schema?.examples?.length) return String(schema.examples[0]);
  if (schema?.type === 'integer' || /id$/i.test(name)) return '1';
  return undefined;
}

function shorten(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, 2).map(shorten);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shorten(v)]));
  if (typeof value === 'string' && value.length > 400) return `${value.slice(0, 400)}…`;
  return value;
}

export const exampleKey = (route: Pick<RegisteredRoute, 'method' | 'url'>) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`;

async function main() {
  const t = await createTestApp({ players: 40 });
  try {
    const staff = await clientFor(t.app, STAFF_ID);
    const news = (await staff.get('/api/news')).json<{ data?: { Slug: string }[] }>();
    const known: Record<string, string> = { slug: news.data?.[0]?.Slug ?? 'welcome', provider: 'discord', version: '1', length: '2', draw: '1', start: '0' };
    const routes = t.app.routeList
      .filter((r) => r.url.startsWith('/api/') && !r.schema?.hide && r.method !== 'OPTIONS' && !r.url.includes('*'))
      .sort((a, b) => Number(LAST.includes(a.url)) - Number(LAST.includes(b.url)));
    const examples: Record<string, Record<string, unknown>> = {};
    for (const route of routes) {
      const params = (route.schema?.params as JsonSchema | undefined)?.properties ?? {};
      const url = route.url.replace(/:(\w+)/g, (_, name: string) => sampleOf(name, params[name], known) ?? '1');
      const fieldsOf = (schema: object | undefined) => {
        const out: Record<string, string> = {};
        for (const [name, field] of Object.entries((schema as JsonSchema | undefined)?.properties ?? {})) {
          const value = known[name] ?? (field.examples?.length ? String(field.examples[0]) : undefined);
          if (value !== undefined) out[name] = value;
        }
        return out;
      };
      const query = new URLSearchParams(fieldsOf(route.schema?.querystring)).toString();
      const res =
        route.method === 'GET'
          ? await staff.get(query ? `${url}?${query}` : url)
          : route.method === 'POST'
            ? await staff.post(url, fieldsOf(route.schema?.body))
            : await staff.inject({ method: route.method, url, payload: fieldsOf(route.schema?.body) });
      if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) continue;
      examples[exampleKey(route)] = { [res.statusCode]: shorten(res.json()) };
    }
    writeFileSync(OUT, `${JSON.stringify(examples, null, 2)}\n`);
    console.log(`${Object.keys(examples).length} calls recorded in ${path.relative(repoRoot, OUT)}`);
  } finally {
    await t.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
