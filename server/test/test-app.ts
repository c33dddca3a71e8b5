import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, repoRoot } from '../src/app';
import { testConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { seedWorld } from '../src/seed/index';
import { sessions } from '../src/db/schema/index';
import { SESSION_COOKIE } from '../src/plugins/session';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * Seeded worlds (and the empty, migrated one) already made in this worker: every test file gets its
 * own copy of one (a copied PGlite snapshot, or a PostgreSQL database made from a template), instead
 * of migrating and seeding again. That took about 4 s per file; a copy takes well under one.
 */
const seededWorlds = new Map<string, Promise<Blob | string>>();

type World = { players: number; seed: number } | null;

async function newPostgresDatabase(pgUrl: string, template?: string): Promise<{ url: string; name: string }> {
  const name = `gh_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

async function dropPostgresDatabase(pgUrl: string, name: string) {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await c.end();
}

const openPostgres = (url: string) => openDatabase({ databaseUrl: url, dataDir: ':memory:', poolSize: 60, onPoolError: () => undefined });

/** A fresh database holding `world`: in-memory PGlite, or a new database on PG_TEST_URL's server. */
async function openTestDatabase(world: World): Promise<{ database: Database; dropDatabase?: () => Promise<void> }> {
  const pgUrl = process.env.PG_TEST_URL;
  const key = world ? `${world.players}:${world.seed}` : '';
  if (pgUrl) {
    let template: string | undefined;
    if (world) {
      if (!seededWorlds.has(key)) {
        seededWorlds.set(
          key,
          (async () => {
            const made = await newPostgresDatabase(pgUrl);
            const seeding = await openPostgres(made.url);
            await seedWorld(seeding.db, world);
            await seeding.close();
            return made.name;
          })(),
        );
      }
      template = (await seededWorlds.get(key)) as string;
    }
    const made = await newPostgresDatabase(pgUrl, template);
    return { database: await openPostgres(made.url), dropDatabase: () => dropPostgresDatabase(pgUrl, made.name) };
  }
  // An empty world (no seed) is copied the same way: migrating from nothing took 2 to 8 s per app.
  if (!seededWorlds.has(key)) {
    seededWorlds.set(
      key,
      (async () => {
        const seeding = await openDatabase({ dataDir: ':memory:' });
        if (world) await seedWorld(seeding.db, world);
        const snapshot = await seeding.snapshot!();
        await seeding.close();
        return snapshot;
      })(),
    );
  }
  return { database: await openDatabase({ dataDir: ':memory:', loadDataDir: (await seededWorlds.get(key)) as Blob }) };
}

/**
 * A fresh app on a fresh database: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by PG_TEST_URL (the CI runs the suite both ways).
 */
export async function createTestApp(
  options: {
    seed?: boolean;
    players?: number;
    config?: Partial<Record<keyof Config, string>>;
    distDir?: string;
    /** Extra routes for a test, added before the app is ready. */
    beforeReady?: (app: FastifyInstance) => void;
    /** Receives the log lines (set config.LOG_LEVEL too: tests are silent by default). */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const config = testConfig(options.config);
  const world = options.seed === false ? null : { players: options.players ?? 60, seed: config.SEED };
  const { database, dropDatabase } = await openTestDatabase(world);
  const app = await buildApp({ config, database, distDir: options.distDir ?? path.join(repoRoot, 'server/test/fixtures/spa'), logStream: options.logStream });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase?.();
    },
  };
}

/** A browser-like client: keeps cookies and sends the CSRF token, as the SPA does. */
export class TestClient {
  private cookies = new Map<string, string>();
  csrfToken = '';

  constructor(private readonly app: FastifyInstance) {}

  private cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private remember(res: LightMyRequestResponse) {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  /** Loads the bootstrap, as a page load does: gets cookies and the CSRF token. */
  async refresh() {
    const res = await this.inject({ method: 'GET', url: '/api/bootstrap' });
    this.csrfToken = res.json().csrfToken;
    return res.json();
  }

  async inject(opts: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...(opts.headers as Record<string, string>), cookie: this.cookieHeader() };
    if (opts.csrf !== false && this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    const res = await this.app.inject({ ...opts, headers });
    this.remember(res);
    return res;
  }

  get(url: string) {
    return this.inject({ method: 'GET', url });
  }

  /** POSTs urlencoded form fields (the server treats it like the SPA's multipart form data). */
  post(url: string, fields: Record<string, string | number | boolean> = {}, opts: { csrf?: boolean } = {}) {
    const payload = new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString();
    return this.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      csrf: opts.csrf,
    });
  }

  /** The same browser talking to another process of the site (its cookies and CSRF token). */
  on(app: FastifyInstance): TestClient {
    const other = new TestClient(app);
    other.cookies = this.cookies;
    other.csrfToken = this.csrfToken;
    return other;
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  hasCookie(name: string) {
    return this.cookies.has(name);
  }
}

/** A client logged in through the real login route. */
export async function loginAs(app: FastifyInstance, username: string, password = 'guildhall-demo'): Promise<TestClient> {
  const client = new TestClient(app);
  await client.refresh();
  const res = await client.post('/api/user/login', { username, password });
  if (res.statusCode !== 200) throw new Error(`login as ${username} failed: ${res.statusCode} ${res.body}`);
  await client.refresh();
  return client;
}

/**
 * A client with a session for a user, made directly in the database: for tests whose subject is not
 * logging in. (Login itself is tested through its route.)
 */
export async function clientFor(app: FastifyInstance, userId: number): Promise<TestClient> {
  const value = randomBytes(32).toString('base64url');
  await app.db.insert(sessions).values({
    idHash: createHash('sha256').update(value).digest('hex'),
    UserID: userId,
    ExpiresAt: new Date(Date.now() + 86400_000),
  });
  const client = new TestClient(app);
  client.setCookie(SESSION_COOKIE, value);
  await client.refresh();
  return client;
}

/** A visitor's client with its CSRF token. */
export async function visitor(app: FastifyInstance): Promise<TestClient> {
  const client = new TestClient(app);
  await client.refresh();
  return client;
}
