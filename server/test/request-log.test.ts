import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

// Each request was logged twice at info level (Fastify's "incoming request" and
// "request completed"); one line per request now carries the method, path, status and time.

const lines: Record<string, unknown>[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void lines.push(JSON.parse(line)) } });
});
afterAll(() => t.close());

/** Every line of the request(s) to `url`, matched by request id (a "completed" line may omit the url). */
const linesFor = (url: string) => {
  const ids = new Set(lines.filter((l) => (l.req as { url?: string } | undefined)?.url === url).map((l) => l.reqId));
  return lines.filter((l) => ids.has(l.reqId));
};

describe('request logging', () => {
  it('writes one info line per request, with method, path, status and response time', async () => {
    await t.app.inject({ url: '/healthz?probe=1' });
    await t.app.inject({ url: '/api/wiki/no-such-list' });
    const health = linesFor('/healthz?probe=1');
    expect(health).toHaveLength(1);
    expect(health[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(linesFor('/api/wiki/no-such-list')).toHaveLength(1);
    expect(linesFor('/api/wiki/no-such-list')[0]).toMatchObject({ res: { statusCode: 404 } });
  });

  it('never writes the session cookie or the CSRF token', async () => {
    await t.app.inject({ url: '/healthz?secret=1', headers: { cookie: 'sid=very-secret-session', 'x-csrf-token': 'very-secret-token' } });
    expect(JSON.stringify(lines)).not.toMatch(/very-secret/);
  });
});
