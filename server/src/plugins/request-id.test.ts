import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { GENERIC_ERROR_TEXT } from '@contract/rules/messages';
import { enqueueJob } from '../jobs/runner';

// Support goes from the reference a player reports to the log lines of that request, and of the
// background jobs it queued.

type Line = Record<string, unknown>;

async function appLogging(config: Record<string, string> = {}) {
  const lines: Line[] = [];
  const t = await createTestApp({
    seed: false,
    config: { LOG_LEVEL: 'info', ...config },
    logStream: { write: (line) => void lines.push(JSON.parse(line) as Line) },
    beforeReady: (app) => {
      app.get('/api/test-fails', async () => {
        throw new Error('the database went away');
      });
      app.jobs.defineQueue('request-id-test', async (_payload, info) => {
        app.log.info({ queuedBy: info.requestId }, 'test job ran');
      });
      app.post('/api/test-queues', async () => {
        await enqueueJob(app.db, 'request-id-test', { n: 1 });
        return { queued: true };
      });
    },
  });
  return { t, lines };
}

describe('request ids', () => {
  let direct: { t: TestApp; lines: Line[] };
  let proxied: { t: TestApp; lines: Line[] };
  beforeAll(async () => {
    direct = await appLogging();
    proxied = await appLogging({ TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await direct?.t.close();
    await proxied?.t.close();
  });

  it('answers each request with its own id, and every log line of a failure carries it', async () => {
    const res = await direct.t.app.inject({ url: '/api/test-fails' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ messages: [GENERIC_ERROR_TEXT] });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const other = await direct.t.app.inject({ url: '/healthz' });
    expect(other.headers['x-request-id']).not.toBe(id);
    const mine = direct.lines.filter((l) => l.reqId === id);
    expect(mine.map((l) => l.msg)).toEqual(expect.arrayContaining(['request failed']));
    expect(JSON.stringify(mine)).toContain('the database went away');
  });

  it('keeps the id a trusted proxy sends, and ignores one sent by a client it cannot trust', async () => {
    const viaProxy = await proxied.t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'nginx-5d1c9e' } });
    expect(viaProxy.headers['x-request-id']).toBe('nginx-5d1c9e');
    expect(proxied.lines.some((l) => l.reqId === 'nginx-5d1c9e' && l.msg === 'request completed')).toBe(true);
    const forged = await direct.t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'chosen-by-client' } });
    expect(forged.headers['x-request-id']).not.toBe('chosen-by-client');
    // Even from the proxy, something that could break a log line or header is replaced.
    const odd = await proxied.t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'a b"c' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs the id of the request that queued a job when the job runs', async () => {
    const res = await direct.t.app.inject({ method: 'POST', url: '/api/test-queues', headers: { origin: 'http://localhost' } });
    const id = res.headers['x-request-id'] as string;
    expect(await direct.t.app.jobs.runDueJobs()).toBe(1);
    expect(direct.lines).toContainEqual(expect.objectContaining({ msg: 'test job ran', queuedBy: id }));
    expect(direct.lines).toContainEqual(expect.objectContaining({ msg: 'job done', job: 'request-id-test', reqId: id }));
  });
});
