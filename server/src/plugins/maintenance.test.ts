import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditRows } from '../../test/staff-helpers';
import { createTestApp, loginAs, type TestApp, type TestClient } from '../../test/test-app';
import { writeRuntimeSetting } from '../lib/settings';
import { READ_ONLY_TEXT } from './maintenance';

// Read-only mode: every write route of the route table is refused with 503 and Retry-After, and
// every read answers as it does with the mode off.

let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp({ players: 20 });
  staff = await loginAs(t.app, 'staffdemo');
});
afterAll(() => t?.close());
afterEach(async () => {
  vi.useRealTimers();
  await t.app.maintenance.setReadOnly(false);
});

/** A concrete URL for a route pattern: every parameter and wildcard filled with a plausible value. */
const urlOf = (pattern: string) => pattern.replace(/:[A-Za-z_]+(\([^)]*\))?/g, '1').replace(/\*/g, 'x');

const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

describe('read-only mode', () => {
  it('refuses every write route with 503, Retry-After and a message, and answers every read as before', async () => {
    const routes = t.app.routeList.filter((r) => r.url.startsWith('/'));
    const writes = routes.filter((r) => isWrite(r.method));
    const reads = routes.filter((r) => r.method === 'GET');
    expect(writes.length).toBeGreaterThan(20);
    const readStatus = async () => Promise.all(reads.map(async (r) => `${r.url} ${(await staff.inject({ method: 'GET', url: urlOf(r.url) })).statusCode}`));
    const before = await readStatus();

    await t.app.maintenance.setReadOnly(true);
    expect(await readStatus()).toEqual(before);
    const refused: string[] = [];
    for (const route of writes) {
      const res = await staff.inject({ method: route.method, url: urlOf(route.url), payload: {} });
      // A table's POST form is a read; the switch answers so the mode can be turned off.
      if (route.config?.publicRead || route.config?.duringMaintenance) continue;
      if (res.statusCode === 503 && res.headers['retry-after'] === '300' && res.json().messages?.[0] === READ_ONLY_TEXT) continue;
      refused.push(`${route.method} ${route.url} ${res.statusCode}`);
    }
    expect(refused).toEqual([]);
    // The tables' POST forms are reads: they answer as before.
    const forms = writes.filter((r) => r.config?.publicRead);
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) expect((await staff.inject({ method: 'POST', url: urlOf(form.url), payload: {} })).statusCode).not.toBe(503);
  });

  it('is switched by staff for the whole site, refused to players, and says so on every answer', async () => {
    const player = await loginAs(t.app, 'demo');
    const moderator = await loginAs(t.app, 'moderator');
    const on = await staff.inject({ method: 'PUT', url: '/api/dashboard/maintenance', payload: { readOnly: true } });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ readOnly: true, forcedByEnvironment: false });
    const read = await player.get('/api/bootstrap');
    expect(read.statusCode).toBe(200);
    expect(read.headers['x-site-mode']).toBe('read-only');
    // A page rendered now carries the mode in its bootstrap, so its banner shows before any call.
    expect(read.json().readOnly).toBe(true);
    const bet = await player.post('/api/bet/new', { coins: 100 });
    expect(bet.statusCode).toBe(503);
    expect(bet.json()).toEqual({ messages: [READ_ONLY_TEXT], code: 'unavailable' });
    // Only an administrator turns it off, even while writes are refused; it goes into the staff record.
    expect((await player.inject({ method: 'PUT', url: '/api/dashboard/maintenance', payload: { readOnly: false } })).statusCode).toBe(403);
    expect((await moderator.inject({ method: 'PUT', url: '/api/dashboard/maintenance', payload: { readOnly: false } })).statusCode).toBe(403);
    expect((await player.get('/api/bootstrap')).headers['x-site-mode']).toBe('read-only');
    expect((await auditRows(t, 'site.read-only')).map((row) => row.summary)).toEqual(['Read-only mode on']);
    const off = await staff.inject({ method: 'PUT', url: '/api/dashboard/maintenance', payload: { readOnly: false } });
    expect(off.json()).toEqual({ readOnly: false, forcedByEnvironment: false });
    const after = await player.get('/api/bootstrap');
    expect(after.headers['x-site-mode']).toBeUndefined();
    expect(after.json().readOnly).toBeUndefined();
    expect((await player.post('/api/bet/new', { coins: 100 })).statusCode).not.toBe(503);
  });

  it('follows a switch made by another process once its short cache has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await staff.get('/api/bootstrap')).headers['x-site-mode']).toBeUndefined();
    await writeRuntimeSetting(t.app.db, 'read-only', true);
    vi.setSystemTime(Date.now() + 2_100);
    expect((await staff.post('/api/bet/new', { coins: 100 })).statusCode).toBe(503);
    await writeRuntimeSetting(t.app.db, 'read-only', false);
    vi.setSystemTime(Date.now() + 2_100);
    expect((await staff.get('/api/bootstrap')).headers['x-site-mode']).toBeUndefined();
  });
});

describe('MAINTENANCE=read-only', () => {
  it('keeps the site read-only whatever the switch says', async () => {
    const forced = await createTestApp({ players: 10, config: { MAINTENANCE: 'read-only', MAINTENANCE_RETRY_AFTER_SECONDS: '60' } });
    try {
      const res = await forced.app.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'staffdemo', password: 'guildhall-demo' } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('60');
      expect((await forced.app.inject({ url: '/api/bootstrap' })).statusCode).toBe(200);
      expect(await forced.app.maintenance.setReadOnly(false)).toBe(true);
    } finally {
      await forced.close();
    }
  });
});
