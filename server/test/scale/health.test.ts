import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

// What a load balancer asks a process, and how a process leaves.

const committed = (JSON.parse(readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] }).entries.length;
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close().catch(() => undefined);
  t = undefined;
});

describe('/healthz and /readyz', () => {
  it('is ready once the database answers with every committed migration applied', async () => {
    t = await createTestApp({ seed: false });
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', migrations: committed });
  });

  it('is alive but not ready when a committed migration is missing from the database', async () => {
    t = await createTestApp({ seed: false });
    await t.app.db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'migrating', applied: committed - 1, committed });
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('is alive but not ready when the database does not answer', async () => {
    t = await createTestApp({ seed: false });
    await t.database.close();
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'database unreachable' });
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('draining', () => {
  it('finishes a request in flight when the process closes, and takes no new connection', async () => {
    let arrived!: () => void;
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    t = await createTestApp({
      seed: false,
      beforeReady: (app) =>
        app.get('/slow-for-test', async () => {
          arrived();
          return new Promise((resolve) => setTimeout(() => resolve({ done: true }), 400));
        }),
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const inFlight = fetch(`${base}/slow-for-test`);
    // Closed while the request is being handled (a fixed wait could close before it arrived, under load).
    await requestArrived;
    const closing = t.app.close();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    // Closed within seconds, not after the 72 s keep-alive timeout of the connection that was busy.
    const closedIn = await Promise.race([closing.then(() => 'closed'), new Promise((r) => setTimeout(() => r('still open'), 5000))]);
    expect(closedIn).toBe('closed');
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });
});
