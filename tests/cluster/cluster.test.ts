import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/src/db/client';
import { bets, purchases, rateLimits, storePackages, users } from '../../server/src/db/schema/index';
import { playersOffTheBooks, readBooks } from '../../server/src/domain/ledger/ledger';
import { balance, setBalance } from '../../server/test/support/balances';
import { insertPackage } from '../../server/test/support/store-packages';
import { SiteClient, signedInClient } from './http-client';

// The site as it runs at scale, started by scripts/test-cluster.mjs: PostgreSQL, nginx
// with deploy/nginx.conf, and two Guildhall processes that were started at the same moment on an
// empty database. Everything here goes over real HTTP.

const site = process.env.CLUSTER_URL!;
const members = process.env.CLUSTER_MEMBERS!.split(',');
const pids = process.env.CLUSTER_PIDS!.split(',').map(Number);
let database: Database;
const db = () => database.db;

beforeAll(async () => {
  database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL!,
    dataDir: ':memory:',
    poolSize: 4,
  });
});
afterAll(() => database?.close());

const statuses = (codes: number[]) => codes.reduce<Record<number, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

describe('starting together', () => {
  it('both processes came up on the empty database: every migration applied exactly once, both ready', async () => {
    for (const member of members) expect((await fetch(`${member}/readyz`)).status).toBe(200);
    const journal = JSON.parse(readFileSync(new URL('../../server/drizzle/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };
    // The database handle is PGlite's or node-postgres's: execute() is typed unknown across both, so the row shape is stated here.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    const applied = (await db().execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
    expect(applied.rows[0].n).toBe(journal.entries.length);
  });
});

describe('money races through nginx, spread over both processes', () => {
  it('50 players joining one open bet at once: exactly one join, books balanced', async () => {
    const creator = await signedInClient(db(), site, 1);
    await setBalance(db(), 1, 100_000);
    const joinerIds = Array.from({ length: 50 }, (_, i) => i + 5);
    const joiners: SiteClient[] = [];
    for (const id of joinerIds) {
      await setBalance(db(), id, 100_000);
      joiners.push(await signedInClient(db(), site, id));
    }
    const created = await creator.post('/api/bet/new', { coins: 1_000 });
    expect([200, 201]).toContain(created.status);
    const betId = ((await created.json()) as { bet: { id: number } }).bet.id;
    const books = await readBooks(db());

    const answers = await Promise.all(joiners.map((c) => c.post(`/api/bet/join/${betId}`)));
    expect(statuses(answers.map((a) => a.status))).toEqual({ 200: 1, 409: 49 });
    const [row] = await db().select().from(bets).where(eq(bets.id, betId));
    expect(row.Status).toBe('joined');
    expect((await readBooks(db())).total).toBe(books.total);
    expect(await playersOffTheBooks(db(), [1, ...joinerIds])).toEqual([]);
  });

  it('50 buyers at once on a package with stock 1: exactly one purchase, stock 0', async () => {
    const id = await insertPackage(db(), {
      Type: 2,
      QuantityLeft: 1,
      Cost: 1_000,
      Coins: 100,
    });
    const buyerIds = Array.from({ length: 50 }, (_, i) => i + 60);
    const buyers: SiteClient[] = [];
    for (const userId of buyerIds) {
      await setBalance(db(), userId, 50_000);
      buyers.push(await signedInClient(db(), site, userId));
    }
    const books = await readBooks(db());
    const answers = await Promise.all(buyers.map((c) => c.post(`/api/store/buy/${id}`)));
    expect(statuses(answers.map((a) => a.status))).toEqual({ 200: 1, 409: 49 });
    const [pkg] = await db().select().from(storePackages).where(eq(storePackages.id, id));
    expect(pkg.QuantityLeft).toBe(0);
    expect(await db().select().from(purchases).where(eq(purchases.PackageID, id))).toHaveLength(1);
    expect((await readBooks(db())).total).toBe(books.total);
  });
});

describe('sign-in limits across both processes', () => {
  it('50 wrong passwords at once for one account, half to each process: exactly the limit (10) checked, then the right password refused by both', async () => {
    const [account] = await db().select({ id: users.id }).from(users).where(eq(users.Username, 'vipdemo'));
    const browsers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const browser = new SiteClient(members[i % 2]);
        await browser.refresh();
        return browser;
      }),
    );
    const answers = await Promise.all(browsers.map((b) => b.post('/api/user/login', { username: 'vipdemo', password: 'wrong password' })));
    expect(statuses(answers.map((a) => a.status))).toEqual({ 422: 10, 429: 40 });
    // The account's counter holds the 10 failures checked, and nothing else.
    const [counter] = await db()
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, `login-fail:account:${account.id}`));
    expect(counter.count).toBe(10);
    for (const member of members) {
      const owner = new SiteClient(member);
      await owner.refresh();
      expect((await owner.post('/api/user/login', { username: 'vipdemo', password: 'guildhall-demo' })).status).toBe(429);
    }
  });
});

describe('files', () => {
  it('an avatar uploaded through one process is served by the other', async () => {
    const onFirst = await signedInClient(db(), members[0], 2);
    const onSecond = onFirst.at(members[1]);
    const account = (await (await onFirst.request('GET', '/api/user/account')).json()) as { Email: string; CountryCode: string | null };
    const form = new FormData();
    form.append('email', account.Email);
    form.append('country', account.CountryCode ?? 'FR');
    const picture = await sharp({
      create: { width: 200, height: 200, channels: 3, background: '#1060e0' },
    })
      .png()
      .toBuffer();
    form.append('avatar', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'blue.png');
    const saved = await onFirst.request('POST', '/api/user/account/save', form);
    expect(saved.status).toBe(200);

    const details = (await (await onSecond.request('GET', '/api/user/account')).json()) as { hasUploadedAvatar: boolean; ProfileVersion: number };
    expect(details.hasUploadedAvatar).toBe(true);
    const served = await fetch(`${members[1]}/api/image/avatar/player/head/2/${details.ProfileVersion}`);
    expect(served.status).toBe(200);
    const { dominant } = await sharp(Buffer.from(await served.arrayBuffer())).stats();
    expect(dominant.b).toBeGreaterThan(150);
    expect(dominant.r).toBeLessThan(80);
  });
});

interface Outcome {
  started: number;
  ended: number;
  status: number;
  kind: 'bet' | 'buy';
  userId: number;
  betId?: number;
}

/** Gone, or a zombie waiting for its parent: either way it serves nothing. */
const isDead = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') ?? true;
  } catch {
    return true;
  }
};

describe('losing a process under load', () => {
  it('one process killed during bets and purchases: the other keeps serving, nothing acknowledged is lost, books balanced, 5xx only for requests in flight', async () => {
    const playerIds = Array.from({ length: 30 }, (_, i) => i + 120);
    const packageId = await insertPackage(db(), { Type: 1, Cost: 100 });
    const clients: SiteClient[] = [];
    for (const id of playerIds) {
      await setBalance(db(), id, 1_000_000);
      clients.push(await signedInClient(db(), site, id));
    }
    const books = await readBooks(db());
    const purchasesBefore = (await db().select({ id: purchases.id }).from(purchases).where(eq(purchases.PackageID, packageId))).length;

    const outcomes: Outcome[] = [];
    const start = Date.now();
    const LOAD_MS = 9_000;
    const worker = async (client: SiteClient, userId: number, n: number) => {
      for (let i = 0; Date.now() - start < LOAD_MS; i++) {
        const kind = (i + n) % 2 === 0 ? 'bet' : 'buy';
        const started = Date.now();
        let status = 0;
        let betId: number | undefined;
        try {
          const res = kind === 'bet' ? await client.post('/api/bet/new', { coins: 100 }) : await client.post(`/api/store/buy/${packageId}`);
          status = res.status;
          const body = (await res.json().catch(() => ({}))) as {
            bet?: { id: number };
          };
          betId = body.bet?.id;
        } catch {
          status = -1; // the connection itself failed
        }
        outcomes.push({
          started,
          ended: Date.now(),
          status,
          kind,
          userId,
          betId,
        });
      }
    };
    const load = Promise.all(clients.map((c, n) => worker(c, playerIds[n], n)));
    await new Promise((r) => setTimeout(r, 3_000));
    const killedAt = Date.now();
    process.kill(pids[0], 'SIGKILL');
    while (!isDead(pids[0])) await new Promise((r) => setTimeout(r, 5));
    const deadAt = Date.now();
    await load;

    const failures = outcomes.filter((o) => o.status >= 500 || o.status < 0);
    // Only requests in flight on the killed process failed: each failure is one nginx had passed to it
    // and lost there (its error log names the killed process), all of them around the moment it died.
    const killedPort = new URL(members[0]).port;
    const lostThere = readFileSync(process.env.CLUSTER_NGINX_ERROR_LOG!, 'utf8')
      .split('\n')
      .filter(
        (line) =>
          line.includes('[error]') && line.includes(`upstream: "http://127.0.0.1:${killedPort}/`) && /closed connection|reset by peer|broken pipe/i.test(line),
      );
    expect(failures.every((f) => f.status === 502)).toBe(true);
    expect(failures.length).toBeLessThanOrEqual(lostThere.length);
    expect(failures.length).toBeLessThanOrEqual(clients.length);
    for (const f of failures) expect(f.ended).toBeGreaterThanOrEqual(killedAt);
    for (const f of failures) expect(f.ended).toBeLessThanOrEqual(deadAt + 2_000);
    // The other process kept serving: the seconds after the kill were full of successful writes.
    const servedAfter = outcomes.filter((o) => o.started > deadAt && (o.status === 200 || o.status === 201));
    expect(servedAfter.length).toBeGreaterThan(50);
    expect(isDead(pids[1])).toBe(false);

    // Every acknowledged bet and purchase is in the database.
    const ackedBets = outcomes.filter((o) => o.kind === 'bet' && o.betId !== undefined).map((o) => o.betId!);
    const stored = ackedBets.length ? await db().select({ id: bets.id }).from(bets).where(inArray(bets.id, ackedBets)) : [];
    expect(stored).toHaveLength(ackedBets.length);
    const ackedBuys = outcomes.filter((o) => o.kind === 'buy' && o.status === 200).length;
    const purchasesNow = (await db().select({ id: purchases.id }).from(purchases).where(eq(purchases.PackageID, packageId))).length - purchasesBefore;
    expect(purchasesNow).toBeGreaterThanOrEqual(ackedBuys);
    expect(purchasesNow).toBeLessThanOrEqual(ackedBuys + failures.filter((f) => f.kind === 'buy').length);

    expect((await readBooks(db())).total).toBe(books.total);
    expect(await playersOffTheBooks(db(), playerIds)).toEqual([]);
    for (const id of playerIds) expect(await balance(db(), id)).toBeGreaterThanOrEqual(0);

    console.log(
      `kill test: ${outcomes.length} requests in ${LOAD_MS / 1000} s; ${ackedBets.length} bets and ${ackedBuys} purchases acknowledged; ` +
        `${failures.length} failed, all in flight at the kill (${JSON.stringify(statuses(failures.map((f) => f.status)))}); ` +
        `${servedAfter.length} writes served after it`,
    );
  });
});

/** The ids of a process's living children (Linux /proc). */
const childrenOf = (pid: number): number[] => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number)
      .filter((child) => !isDead(child));
  } catch {
    return [];
  }
};

describe('WEB_CONCURRENCY on one machine', () => {
  it('runs N processes on one port, replaces one that dies, and drains them all on SIGTERM', async () => {
    const port = Number(new URL(site).port) + 50;
    const primary = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: process.env.DATABASE_URL,
        WEB_CONCURRENCY: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gh-wc-')),
      },
    });
    const exited = new Promise<number | null>((r) => primary.once('exit', (code) => r(code)));
    const base = `http://127.0.0.1:${port}`;
    // A new connection each time, as a balancer's health check makes: a kept-alive one could belong to the killed worker.
    const readyz = () =>
      new Promise<number>((resolve) => {
        const req = get(`${base}/readyz`, { agent: false, timeout: 3_000 }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', () => resolve(0));
        req.on('timeout', () => req.destroy());
      });
    // `gone` is a worker just killed: under load the kernel may not have marked it dead yet, and it
    // must not count as one of the two.
    const ready = async (gone?: number) => {
      for (let i = 0; i < 240; i++) {
        const children = childrenOf(primary.pid!);
        if (children.length === 2 && (gone === undefined || !children.includes(gone)) && (await readyz()) === 200) return;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`the processes did not come up: children ${childrenOf(primary.pid!).join(', ')}`);
    };
    try {
      await ready();
      const workers = childrenOf(primary.pid!);
      expect(workers).toHaveLength(2);

      process.kill(workers[0], 'SIGKILL');
      // The port keeps answering through the other worker (a connection the primary handed to the
      // dying worker in its last milliseconds is lost: a client's retry lands on the living one)…
      let answered = 0;
      for (let i = 0; i < 20 && answered !== 200; i++) {
        answered = await readyz();
        if (answered !== 200) await new Promise((r) => setTimeout(r, 50));
      }
      expect(answered).toBe(200);
      // …and a new worker takes the dead one's place.
      await ready(workers[0]);
      const replaced = childrenOf(primary.pid!);
      expect(replaced).toHaveLength(2);
      expect(replaced).not.toContain(workers[0]);

      primary.kill('SIGTERM');
      expect(await exited).toBe(0);
      for (const pid of replaced) expect(isDead(pid)).toBe(true);
    } finally {
      if (primary.exitCode === null) primary.kill('SIGKILL');
    }
  });
});
