import type { FastifyInstance, InjectOptions } from 'fastify';
import { playersOffTheBooks, readBooks } from '../../src/domain/ledger/ledger';
import { clientFor, visitor, type TestClient } from '../test-app';

// A fuzzer for every API route: malformed requests as a visitor and as a logged-in player, with and
// without the CSRF token; every field a route declares is sent by name, its id fields with ids past
// 32 bits, negative or with leading zeros (path ids too); staff calls also get parallel bursts as
// staff. The requests are seeded, so a failure can be replayed.

/** mulberry32: small, fast, seeded. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)],
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof rng>;

const SCALARS = [
  '',
  '0',
  '-1',
  '1',
  '2',
  '10',
  '-0',
  '1.5',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999999',
  '0x10',
  'true',
  'false',
  'null',
  'undefined',
  '[]',
  '{}',
  'a'.repeat(5000),
  '\u0000',
  'a\u0000b',
  '%00',
  '../../etc/passwd',
  '..%2f..%2f',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '😀'.repeat(50),
  '\ud800',
  ' ',
  'demo',
  'staffdemo',
  'open',
  'joined',
  'desc',
  'asc',
  'item',
  '-',
  '__proto__',
  'constructor',
];
const KEYS = [
  'coins',
  'id',
  'username',
  'password',
  'email',
  'challenge',
  'RecipientID',
  'draw',
  'start',
  'length',
  'search[value]',
  'order[0][column]',
  'order[0][dir]',
  'columns[0][data]',
  'columns[1][data]',
  'list',
  'category',
  'page',
  'server',
  'players',
  'ClientSeed',
  'userID',
  'UserID',
  'TargetID',
  'ItemID',
  'Title',
  'Body',
  'Slug',
  'Cover',
  'IsPublished',
  'IsPinned',
  'storage',
  'path',
  'message',
  'subject',
  'token',
  'password_confirmation',
  'country',
  'avatar',
  'q',
  'limit',
  'range',
  'type',
  '__proto__',
  '__proto__[polluted]',
  'constructor[prototype][polluted]',
  'a[b][c][d][e][f][g][h][i][j][k]',
  'x[]',
  'x[][]',
  'length[]',
  'start[]',
  'coins[]',
  'toString',
  'hasOwnProperty',
  'valueOf',
];
const PATH_VALUES = [
  '0',
  '-1',
  '1',
  '2',
  '3',
  '7',
  '1.5',
  'abc',
  '2147483648',
  '99999999999999999999',
  '%00',
  '%ff',
  'a'.repeat(300),
  '..',
  '%2e%2e',
  'NaN',
  ' ',
  'item',
  'global',
  'discord',
];
/** Ids past 32 bits, negative and with leading zeros: sent in every id field of every body, query and path. */
const ID_VALUES = ['2147483648', '4294967296', '99999999999', '9223372036854775808', '-1', '-2147483649', '-99999999999', '007', '0001', '00', '-0', '+1', '1'];
/** A field that names a thing by its id: the typing rule's *ID keys, and id-like names of paths and queries. */
const isIdName = (name: string) => /ID$|^id$|Id$|^[ab]$/.test(name);

const ORIGINS = [undefined, undefined, undefined, 'null', 'not a url', 'http://evil.example', '%%%', 'http://', 'javascript:alert(1)', 'http://localhost:80'];
const CONTENT_TYPES = [
  'application/x-www-form-urlencoded',
  'application/json',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'text/plain',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=latin1',
];

/** Percent-encodes; a lone surrogate becomes the bytes of invalid UTF-8 (%ED%A0%80), which is the point. */
const enc = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
};

const value = (r: Rng): string => (r.chance(0.1) ? `${r.pick(SCALARS)}${r.pick(SCALARS)}` : r.pick(SCALARS));

interface Declared {
  name: string;
  /** The schema's examples (the reference's), or none. */
  examples: string[];
}

/** The fields a route declares (its body or query schema), so each is fuzzed by name. */
function declaredFields(schema: object | undefined): Declared[] {
  const properties = (schema as { properties?: Record<string, { examples?: unknown[] }> } | undefined)?.properties;
  return Object.entries(properties ?? {}).map(([name, p]) => ({ name, examples: (p.examples ?? []).map(String) }));
}

/**
 * A request that passes every check but one: the route's fields with their examples (as the
 * reference shows them), urlencoded, with the CSRF token, and one id field (or all of them) past
 * 32 bits, negative or with leading zeros. A random request rarely gets that far.
 */
function wellFormedFields(r: Rng, declared: Declared[]): [string, string][] {
  const ids = declared.filter((d) => isIdName(d.name));
  const bad = r.chance(0.3) ? ids : ids.length ? [r.pick(ids)] : [];
  return declared.map((d): [string, string] => [
    d.name,
    bad.includes(d) ? r.pick(ID_VALUES) : d.examples.length ? r.pick(d.examples) : isIdName(d.name) ? '1' : value(r),
  ]);
}

/**
 * Random fields, plus often the route's own: an id field gets an id past 32 bits, a negative one or
 * one with leading zeros, and now and then every id field at once.
 */
function fields(r: Rng, declared: Declared[] = []): [string, string][] {
  const f = Array.from({ length: r.int(6) }, () => [r.pick(KEYS), value(r)] as [string, string]);
  if (declared.length && r.chance(0.7)) {
    const allIds = r.chance(0.3);
    for (const { name } of declared) {
      if (isIdName(name) && (allIds || r.chance(0.7))) f.push([name, r.pick(ID_VALUES)]);
      else if (r.chance(0.6)) f.push([name, value(r)]);
    }
  }
  return f;
}

function body(r: Rng, declared: Declared[]): { payload?: string | Buffer; contentType?: string } {
  const type = r.pick(CONTENT_TYPES);
  const f = fields(r, declared);
  switch (type) {
    case 'application/json': {
      if (r.chance(0.2)) return { payload: '{"a":'.repeat(2000), contentType: type };
      if (r.chance(0.2)) return { payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: type };
      const obj: Record<string, unknown> = {};
      for (const [k, v] of f) obj[k] = r.pick<unknown>([v, [v, v], { nested: v }, Number(v), null, true, [[[v]]]]);
      return { payload: r.chance(0.1) ? JSON.stringify(obj).slice(0, -3) : JSON.stringify(obj), contentType: type };
    }
    case 'multipart/form-data': {
      const boundary = 'fuzzBoundary' + r.int(1000);
      let text = f.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('');
      if (r.chance(0.3))
        text += `--${boundary}\r\nContent-Disposition: form-data; name="upload_file[]"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG garbage\r\n`;
      text += r.chance(0.3) ? '' : `--${boundary}--\r\n`;
      if (r.chance(0.3)) text = text.slice(0, r.int(text.length + 1));
      return { payload: text, contentType: r.chance(0.2) ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}` };
    }
    case 'application/octet-stream':
      return { payload: Buffer.from(Array.from({ length: r.int(200) }, () => r.int(256))), contentType: type };
    default: {
      const encoded = f.map(([k, v]) => (r.chance(0.1) ? `${k}=${v}` : `${enc(k)}=${enc(v)}`)).join('&');
      // Invalid UTF-8 and stray percent signs now and then.
      const raw = r.chance(0.1) ? Buffer.concat([Buffer.from(encoded), Buffer.from([0xff, 0xfe, 0x25, 0xc3])]) : encoded;
      return { payload: raw, contentType: type };
    }
  }
}

function path(r: Rng, url: string, declaredQuery: Declared[]): string {
  let p = url.replace(/:(\w+)/g, (_m, name: string) =>
    isIdName(name) && r.chance(0.5) ? enc(r.pick(ID_VALUES)) : enc(r.pick(PATH_VALUES)).replace(/%25/g, r.chance(0.5) ? '%' : '%25'),
  );
  if (p.endsWith('*')) p = p.slice(0, -1) + r.pick(['x.png', '../x', 'a/b/c.swf', '%00', '']);
  const q = fields(r, declaredQuery);
  if (q.length) p += '?' + q.map(([k, v]) => `${r.chance(0.2) ? k : enc(k)}=${enc(v)}`).join('&');
  return p;
}

export interface FuzzResult {
  /** "METHOD /path" → status → count. */
  histogram: Map<string, Map<number, number>>;
  fiveHundreds: { route: string; request: string; status: number; body: string }[];
  booksBalanced: boolean;
}

/** Routes worth fuzzing: the API (docs/product-rules.md#http-contract and the added calls), feeds and bootstrap. */
export const fuzzableRoutes = (app: FastifyInstance) => app.routeList.filter((r) => r.url.startsWith('/api/') || r.url.startsWith('/news/'));

/** Whether a route is a staff call: a player is refused with the staff text (probed once, harmlessly). */
async function isStaffRoute(player: TestClient, route: { method: string; url: string }): Promise<boolean> {
  const url = route.url.replace(/:(\w+)/g, '1').replace(/\*$/, 'x');
  const res = await player.inject({ method: route.method, url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  return res.statusCode === 403 && /staff/i.test(res.body);
}

/** Staff calls get this many fuzzed requests at once, as staff, so their writes meet each other. */
const STAFF_BURST = 10;

export async function fuzz(
  app: FastifyInstance,
  opts: { perRoute: number; seed: number; playerId: number; staffId?: number; onProgress?: (route: string) => void },
): Promise<FuzzResult> {
  const r = rng(opts.seed);
  const before = await readBooks(app.db);
  const histogram = new Map<string, Map<number, number>>();
  const fiveHundreds: FuzzResult['fiveHundreds'] = [];
  let player: TestClient = await clientFor(app, opts.playerId);
  let guest: TestClient = await visitor(app);
  const staffId = opts.staffId ?? 4;
  let staff: TestClient = await clientFor(app, staffId);
  for (const route of fuzzableRoutes(app)) {
    const name = `${route.method} ${route.url}`;
    opts.onProgress?.(name);
    const counts = new Map<number, number>();
    histogram.set(name, counts);
    const declaredBody = declaredFields(route.schema?.body);
    const declaredQuery = declaredFields(route.schema?.querystring);
    const staffRoute = await isStaffRoute(player, route);
    if (!player.hasCookie('gh_session')) player = await clientFor(app, opts.playerId);
    const send = async (client: TestClient, request: InjectOptions & { csrf?: boolean }, b: { payload?: string | Buffer; contentType?: string }) => {
      const res = await client.inject(request);
      counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500)
        fiveHundreds.push({
          route: name,
          request: `${request.method} ${request.url} ${b.contentType ?? ''} ${String(b.payload ?? '').slice(0, 200)}`,
          status: res.statusCode,
          body: res.body.slice(0, 300),
        });
    };
    const next = () => {
      if (r.chance(0.4)) {
        let url = route.url.replace(/:(\w+)/g, (_m, param: string) => (isIdName(param) && r.chance(0.5) ? enc(r.pick(ID_VALUES)) : '1'));
        if (url.endsWith('*')) url = url.slice(0, -1) + 'x.png';
        const query = wellFormedFields(r, declaredQuery);
        if (query.length) url += '?' + query.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');
        const form = route.method === 'GET' ? [] : wellFormedFields(r, declaredBody);
        const b =
          route.method === 'GET' ? {} : { payload: form.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&'), contentType: 'application/x-www-form-urlencoded' };
        const headers: Record<string, string> = b.contentType ? { 'content-type': b.contentType } : {};
        return { b, request: { method: route.method, url, headers, payload: b.payload, csrf: true } as InjectOptions & { csrf?: boolean } };
      }
      const b = route.method === 'GET' ? {} : body(r, declaredBody);
      const headers: Record<string, string> = {};
      if (b.contentType) headers['content-type'] = b.contentType;
      const origin = r.pick(ORIGINS);
      if (origin) headers.origin = origin;
      if (r.chance(0.05)) headers.cookie = r.pick(['gh_session=%%%', 'gh_session=' + 'a'.repeat(5000), 'gh_visitor=\u0000', 'a=b; =c']);
      const request: InjectOptions & { csrf?: boolean } = {
        method: route.method,
        url: path(r, route.url, declaredQuery),
        headers,
        payload: b.payload,
        csrf: r.chance(0.85),
      };
      return { b, request };
    };
    for (let i = 0; i < opts.perRoute;) {
      if (staffRoute && r.chance(0.5)) {
        // A burst of staff requests at once.
        const burst = Array.from({ length: Math.min(STAFF_BURST, opts.perRoute - i) }, next);
        await Promise.all(burst.map(({ b, request }) => send(staff, request, b)));
        i += burst.length;
        if (!staff.hasCookie('gh_session')) staff = await clientFor(app, staffId);
        continue;
      }
      const asPlayer = r.chance(0.6);
      const client = asPlayer ? player : guest;
      const { b, request } = next();
      await send(client, request, b);
      // A fuzzed logout or deletion ends the session: start a new one.
      if (!client.hasCookie('gh_session') && asPlayer) player = await clientFor(app, opts.playerId);
      if (i % 50 === 49) guest = await visitor(app);
      i++;
    }
  }
  const after = await readBooks(app.db);
  const booksBalanced = after.total === before.total && (await playersOffTheBooks(app.db)).length === 0;
  return { histogram, fiveHundreds, booksBalanced };
}
