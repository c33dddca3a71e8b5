import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, TestClient, type TestApp } from '../../test/test-app';
import { parsePrometheusText, sampleValue, type Sample } from '../../test/prometheus-text';
import { enqueueJob } from '../jobs/runner';

// GET /metrics: every figure an operator watches, in Prometheus's text format, and never to the public.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    players: 20,
    beforeReady: (app) => {
      app.jobs.defineQueue('metrics-test', async (payload) => {
        if ((payload as { fail?: boolean }).fail) throw new Error('receiver said no');
      });
    },
  });
});
afterAll(() => t?.close());

const scrape = async (): Promise<Sample[]> => {
  const res = await t.app.inject({ url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(res.body);
};

describe('/metrics', () => {
  it('shows requests per route pattern and status, latencies, event loop, database, jobs, rankings, webhooks, sign-ins and the books', async () => {
    const before = await scrape();
    const wikiMissing = { method: 'GET', route: '/api/wiki/:type', status: '404' };
    const counted = (samples: Sample[], labels: Record<string, string>) => sampleValue(samples, 'http_requests_total', labels) ?? 0;

    await Promise.all(Array.from({ length: 3 }, () => t.app.inject({ url: '/api/wiki/no-such-list' })));
    const visitor = new TestClient(t.app);
    await visitor.refresh();
    await visitor.post('/api/user/login', { username: 'demo', password: 'wrong password' });
    const staff = await loginAs(t.app, 'staffdemo');
    expect((await staff.post('/api/ranking/refresh')).statusCode).toBe(200);
    await enqueueJob(t.app.db, 'metrics-test', {});
    await enqueueJob(t.app.db, 'metrics-test', { fail: true }, { maxAttempts: 1 });
    await t.app.jobs.runDueJobs();

    const after = await scrape();
    expect(counted(after, wikiMissing) - counted(before, wikiMissing)).toBe(3);
    expect(sampleValue(after, 'http_request_duration_seconds_count', wikiMissing)).toBeGreaterThanOrEqual(3);
    expect(sampleValue(after, 'http_request_duration_seconds_bucket', { ...wikiMissing, le: '+Inf' })).toBeGreaterThanOrEqual(3);
    expect(sampleValue(after, 'http_requests_in_flight')).toBeGreaterThanOrEqual(0);
    expect(sampleValue(after, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleValue(after, 'db_query_duration_seconds_count')).toBeGreaterThan(sampleValue(before, 'db_query_duration_seconds_count')!);
    if (t.database.kind === 'postgres') expect(sampleValue(after, 'db_pool_connections', { state: 'total' })).toBeGreaterThan(0);

    expect(sampleValue(after, 'guildhall_jobs', { queue: 'metrics-test', state: 'failed' })).toBe(1);
    expect(sampleValue(after, 'guildhall_jobs', { queue: 'metrics-test', state: 'queued' })).toBe(0);
    expect(sampleValue(after, 'guildhall_job_runs_total', { job: 'metrics-test', outcome: 'done' })).toBe(1);
    expect(sampleValue(after, 'guildhall_job_runs_total', { job: 'metrics-test', outcome: 'failed' })).toBe(1);
    expect(sampleValue(after, 'guildhall_ranking_age_seconds', { category: 'monster' })).toBeLessThan(60);
    expect(sampleValue(after, 'guildhall_webhook_deliveries_total', { outcome: 'done' })).toBe(0);

    expect(sampleValue(after, 'guildhall_logins_total', { outcome: 'refused', reason: 'invalid_fields' })).toBe(1);
    expect(sampleValue(after, 'guildhall_logins_total', { outcome: 'success' })).toBeGreaterThanOrEqual(1);

    const ledger = sampleValue(after, 'guildhall_coins_ledger_total');
    expect(ledger).toBeGreaterThan(0);
    expect(sampleValue(after, 'guildhall_coins_balances_total')).toBe(ledger);
  });

  it('is refused from outside, and to a proxied call, when no token is set', async () => {
    expect((await t.app.inject({ url: '/metrics', remoteAddress: '93.184.216.34' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '198.51.100.4' } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/metrics', remoteAddress: '10.1.2.3' })).statusCode).toBe(200);
  });

  it('asks for the bearer token when one is set, from anywhere', async () => {
    const withToken = await createTestApp({ seed: false, config: { METRICS_TOKEN: 'scrape-token-0123456789' } });
    try {
      const ask = (authorization?: string) => withToken.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect((await ask()).statusCode).toBe(404);
      expect((await ask('Bearer wrong-token-0123456789x')).statusCode).toBe(404);
      const ok = await ask('Bearer scrape-token-0123456789');
      expect(ok.statusCode).toBe(200);
      expect(parsePrometheusText(ok.body).some((s) => s.name === 'http_requests_total')).toBe(true);
    } finally {
      await withToken.close();
    }
  });
});
