import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { deliverWebhook, newGuildMessage, RETRY_AFTER_MAX_MS, retryAfterMs } from './webhooks';

// Where a webhook may go and what its receiver may ask: no internal targets unless the operator allows
// them, no redirects followed, and a receiver's Retry-After is waited for.

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let answer: Handler;
const hits: string[] = [];
let receiver: Server;
let elsewhere: Server;
let base: string;
let elsewhereUrl: string;
const elsewhereHits: string[] = [];

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

beforeAll(async () => {
  receiver = createServer((req, res) => {
    hits.push(req.url!);
    req.resume();
    req.on('end', () => answer(req, res));
  });
  elsewhere = createServer((req, res) => {
    elsewhereHits.push(req.url!);
    req.resume();
    req.on('end', () => res.writeHead(204).end());
  });
  base = `http://127.0.0.1:${await listen(receiver)}`;
  elsewhereUrl = `http://127.0.0.1:${await listen(elsewhere)}/internal`;
});
afterAll(() => {
  receiver?.close();
  elsewhere?.close();
});
beforeEach(() => {
  hits.length = 0;
  elsewhereHits.length = 0;
  answer = (_req, res) => res.writeHead(204).end();
});

const message = newGuildMessage('https://guildhall.example', { id: 1, Name: 'Fresh Blades' });

describe('webhook targets', () => {
  it('refuses loopback and private targets, by address or by a name that resolves to one, unless allowed', async () => {
    const port = new URL(base).port;
    for (const url of [
      `${base}/hook`,
      `http://localhost:${port}/hook`,
      `http://[::1]:${port}/hook`,
      `http://0.0.0.0:${port}/hook`,
      'http://10.1.2.3/hook',
      'http://169.254.169.254/latest',
    ]) {
      await expect(deliverWebhook(url, message, { allowPrivate: false }), url).rejects.toThrow(/not a public address/);
    }
    expect(hits).toEqual([]);
    await deliverWebhook(`${base}/hook`, message, { allowPrivate: true });
    expect(hits).toEqual(['/hook']);
  });

  it.each([301, 302, 303, 307, 308])('does not follow a %i redirect: the delivery failed, and nothing reaches its target', async (status) => {
    answer = (_req, res) => res.writeHead(status, { location: elsewhereUrl }).end();
    await expect(deliverWebhook(`${base}/hook`, message, { allowPrivate: true })).rejects.toThrow(`webhook answered ${status}`);
    expect(hits).toEqual(['/hook']);
    expect(elsewhereHits).toEqual([]);
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates, capped, and ignores what it cannot read', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(retryAfterMs('40', now)).toBe(40_000);
    expect(retryAfterMs('Thu, 26 Nov 2026 12:02:00 GMT', now)).toBe(120_000);
    expect(retryAfterMs('999999', now)).toBe(RETRY_AFTER_MAX_MS);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(undefined, now)).toBeNull();
  });

  describe('through the job queue', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ players: 10, config: { DISCORD_WEBHOOK_URL: `${base}/hook`, WEBHOOK_ALLOW_PRIVATE: '1', JOB_POLL_MS: '0' } });
    });
    afterAll(() => t?.close());

    const onlyJob = async () => {
      const rows = await t.app.db.select().from(jobs);
      expect(rows).toHaveLength(1);
      return rows[0];
    };
    const runNow = async () => {
      await t.app.db.update(jobs).set({ RunAt: new Date(Date.now() - 1) });
      await t.app.jobs.runDueJobs();
    };

    it('waits the Retry-After of a 429, and a receiver rate-limiting more times than the attempts allow is still waited for', async () => {
      await t.app.db.delete(jobs);
      await t.app.communityWebhooks.announce(t.app.db, message);
      answer = (_req, res) => res.writeHead(429, { 'retry-after': '40', 'content-type': 'application/json' }).end('{"retry_after":40}');
      for (let i = 0; i < 8; i++) {
        const before = Date.now();
        await runNow();
        const job = await onlyJob();
        expect(job).toMatchObject({ Attempts: 0, DateFailed: null, DateDone: null, LastError: 'webhook answered 429' });
        expect(job.RunAt.getTime()).toBeGreaterThanOrEqual(before + 40_000);
      }
      answer = (_req, res) => res.writeHead(204).end();
      await runNow();
      expect((await onlyJob()).DateDone).not.toBeNull();
      expect(hits).toHaveLength(9);
    });

    it('waits the Retry-After of a 503 too, counting it as a failed attempt', async () => {
      await t.app.db.delete(jobs);
      await t.app.communityWebhooks.announce(t.app.db, message);
      answer = (_req, res) => res.writeHead(503, { 'retry-after': '120' }).end();
      const before = Date.now();
      await runNow();
      const job = await onlyJob();
      expect(job).toMatchObject({ Attempts: 1, DateFailed: null, LastError: 'webhook answered 503' });
      expect(job.RunAt.getTime()).toBeGreaterThanOrEqual(before + 120_000);
    });
  });
});
