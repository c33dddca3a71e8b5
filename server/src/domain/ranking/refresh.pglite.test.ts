import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitor, type TestApp, type TestClient } from '../../../test/test-app';
import { createRankingTestApp } from '../../../test/ranking-world';
import { refreshRanking } from './refresh';

// Runs on PGlite only (vitest.config.ts): PostgreSQL runs a refresh in its own server process, so
// there requests never shared a thread with it.

let t: TestApp;
let client: TestClient;

beforeAll(async () => {
  t = await createRankingTestApp();
  client = await visitor(t.app);
});
afterAll(() => t.close());

// The regression: on PGlite the refresh ran as one statement on the server's only thread,
// and a request issued meanwhile waited for all of it. PostgreSQL runs the refresh in its own process.
describe('on PGlite, requests interleave with a refresh', () => {
  it('ranking requests issued while player/global is re-ranked are answered before the refresh ends', async () => {
    const key = 'player/global';
    await refreshRanking(t.app.db, key);
    const events: string[] = [];
    const refresh = refreshRanking(t.app.db, key).then(() => events.push('refresh done'));
    // Let the refresh start its work, then ask for pages, one after the other, as a visitor would.
    await new Promise((resolve) => setImmediate(resolve));
    const reads = (async () => {
      for (const start of [0, 25, 2000]) {
        const res = await client.post('/api/ranking/player/global', {
          draw: 1,
          start,
          length: 25,
          'search[value]': '',
          'columns[0][data]': 'Position',
        });
        expect(res.statusCode).toBe(200);
        events.push(`read ${start}`);
      }
    })();
    await Promise.all([refresh, reads]);
    expect(events).toEqual(['read 0', 'read 25', 'read 2000', 'refresh done']);
  });
});
