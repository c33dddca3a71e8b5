import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config';
import { logFormatOf, prettyLogStream } from '../src/lib/pretty-log';
import { createTestApp, type TestApp } from './test-app';

// In development every request was a JSON line on the console; a developer reads one short line.

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { LOG_LEVEL: 'info' }, logStream: prettyLogStream({ write: (text: string) => lines.push(text) }) });
});
afterAll(() => t.close());

describe('readable request log', () => {
  it('writes "METHOD path status time" per request', async () => {
    await t.app.inject({ url: '/healthz?probe=pretty' });
    await t.app.inject({ url: '/api/wiki/no-such-list' });
    expect(lines).toContainEqual(expect.stringMatching(/^GET \/healthz\?probe=pretty 200 \d+ ms\n$/));
    expect(lines).toContainEqual(expect.stringMatching(/^GET \/api\/wiki\/no-such-list 404 \d+ ms\n$/));
  });

  it('is the default on a terminal outside production; JSON in production, on a pipe, or when LOG_FORMAT says so', () => {
    expect(logFormatOf(testConfig({ NODE_ENV: 'development' }), true)).toBe('pretty');
    expect(logFormatOf(testConfig({ NODE_ENV: 'development' }), false)).toBe('json');
    expect(logFormatOf(testConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://guildhall.example' }), true)).toBe('json');
    expect(logFormatOf(testConfig({ NODE_ENV: 'development', LOG_FORMAT: 'json' }), true)).toBe('json');
    expect(logFormatOf(testConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://guildhall.example', LOG_FORMAT: 'pretty' }), false)).toBe('pretty');
  });
});
