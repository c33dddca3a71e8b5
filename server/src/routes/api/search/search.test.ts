import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataTablesAnswer } from '@contract/types/datatables';
import type { CharacterSearchAnswer, SearchCharacter, SearchGuild } from '@contract/types/search';
import { guilds, privacySettings, users } from '../../../db/schema/index';
import { createTestApp, visitor, type TestApp, type TestClient } from '../../../../test/test-app';

// Character search: GET /api/character/search?q=&limit=.

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  client = await visitor(t.app);
});
afterAll(() => t.close());

const search = async (query: string) => {
  const res = await client.get(`/api/character/search?${query}`);
  return { status: res.statusCode, body: res.json<CharacterSearchAnswer & { errors?: Record<string, string[]> }>() };
};

describe('GET /api/character/search', () => {
  it('finds characters by part of their name, the exact name first, with level, guild and status', async () => {
    const { status, body } = await search('q=demo');
    expect(status).toBe(200);
    expect(body.q).toBe('demo');
    const names = body.characters.map((c) => c.Username);
    expect(names[0]).toBe('demo');
    // demo2 starts with the term, vipdemo and staffdemo only contain it: prefix matches come first.
    expect(names.indexOf('demo2')).toBeLessThan(names.indexOf('vipdemo'));
    expect(names).toEqual(expect.arrayContaining(['demo', 'demo2', 'vipdemo', 'staffdemo']));
    const demo = body.characters[0];
    expect(demo).toMatchObject({ id: 1, Level: expect.any(Number), LevelMax: expect.any(Number), CurrentServer: expect.any(String) });
    expect(demo.guild).toMatchObject({ id: 1, Name: expect.any(String), Color: expect.any(String) });
    for (const c of body.characters) expect(c.Username.toLowerCase()).toContain('demo');
  });

  it('is case-insensitive and matches inside names; never lists deleted characters', async () => {
    const upper = await search('q=DEMO');
    expect(upper.body.characters[0].Username).toBe('demo');
    await t.database.db.update(users).set({ DeletedAt: new Date() }).where(eq(users.Username, 'staffdemo'));
    const after = await search('q=emo');
    expect(after.body.characters.map((c) => c.Username)).not.toContain('staffdemo');
    expect(after.body.characters.map((c) => c.Username)).toContain('vipdemo');
  });

  it('treats % and _ as plain characters', async () => {
    await t.database.db.update(users).set({ Username: 'a_b%cde' }).where(eq(users.id, 30));
    const { body } = await search(`q=${encodeURIComponent('_b%')}`);
    expect(body.characters.map((c) => c.id)).toEqual([30]);
    const none = await search(`q=${encodeURIComponent('%%%')}`);
    expect(none.body.characters).toEqual([]);
  });

  it('answers guilds whose name contains the term, with their level and member count', async () => {
    const [g] = await t.database.db.select({ id: guilds.id, Name: guilds.Name }).from(guilds).where(eq(guilds.id, 1));
    const term = g.Name.slice(0, 4);
    const { body } = await search(`q=${encodeURIComponent(term)}`);
    const found = body.guilds.find((x) => x.id === 1);
    expect(found).toMatchObject({ Name: g.Name, Level: expect.any(Number) });
    expect(found!.Members).toBeGreaterThan(0);
  });

  it('answers at most limit rows, ten by default, higher level first', async () => {
    for (let i = 0; i < 14; i++) {
      await t.database.db
        .update(users)
        .set({ Username: `zqlimit${i}`, Level: 10 + i, DeletedAt: null })
        .where(eq(users.id, 5 + i));
    }
    const all = await search('q=zqlimit');
    expect(all.status).toBe(200);
    expect(all.body.characters).toHaveLength(10);
    const levels = all.body.characters.map((c) => c.Level);
    expect(levels).toEqual([...levels].sort((a, b) => b - a));
    expect(levels[0]).toBe(23);
    expect((await search('q=zqlimit&limit=3')).body.characters.map((c) => c.Username)).toEqual(['zqlimit13', 'zqlimit12', 'zqlimit11']);
    expect((await search('q=zqlimit&limit=50')).body.characters).toHaveLength(14);
  });

  it('refuses a missing, short or long term and a bad limit with field errors (422)', async () => {
    const cases: [string, string, string][] = [
      ['', 'q', 'The q field is required.'],
      ['q=%20%20', 'q', 'The q field is required.'],
      ['q=de', 'q', 'The q field must be at least 3 characters.'],
      [`q=${'x'.repeat(33)}`, 'q', 'The q field must not be greater than 32 characters.'],
      ['q=demo&limit=0', 'limit', 'The limit field must be between 1 and 50.'],
      ['q=demo&limit=51', 'limit', 'The limit field must be between 1 and 50.'],
      ['q=demo&limit=ten', 'limit', 'The limit field must be an integer.'],
      ['q=demo&limit=1.5', 'limit', 'The limit field must be an integer.'],
      ['q=%20de%20', 'q', 'The q field must be at least 3 characters.'],
    ];
    for (const [query, field, message] of cases) {
      const { status, body } = await search(query);
      expect(status, query).toBe(422);
      expect(body.errors?.[field], query).toEqual([message]);
    }
  });

  it('is a public read: any origin may call it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/character/search?q=demo', headers: { origin: 'https://tools.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('does not shadow the profile route', async () => {
    expect((await client.get('/api/character/1')).statusCode).toBe(200);
  });
});

// The /search page's server tables (DataTables, extra field q).
describe('POST /api/search/characters and /api/search/guilds', () => {
  const table = async (what: 'characters' | 'guilds', extra: Record<string, string | number>) => {
    const res = await client.post(`/api/search/${what}`, {
      draw: 3,
      start: 0,
      length: 10,
      'search[value]': '',
      'columns[0][data]': 'Name',
      'columns[1][data]': 'Level',
      ...extra,
    });
    return {
      status: res.statusCode,
      body: res.json<DataTablesAnswer<SearchCharacter & SearchGuild> & { errors?: Record<string, string[]> }>(),
    };
  };
  const names = (a: DataTablesAnswer<{ Username?: string; Name?: string }>) => a.data.map((r) => r.Username ?? r.Name);

  beforeAll(async () => {
    for (let i = 0; i < 14; i++)
      await t.database.db
        .update(users)
        .set({ Username: `qxtab${i}`, Level: 30 - i, DeletedAt: null })
        .where(eq(users.id, 40 + i));
    await t.database.db.update(users).set({ Username: 'qxtab' }).where(eq(users.id, 60));
  });

  it('pages the matching characters, exact name first, with level, guild and status, and counts them all', async () => {
    const first = await table('characters', { q: 'qxtab' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ draw: 3, recordsTotal: 15, recordsFiltered: 15 });
    expect(names(first.body)[0]).toBe('qxtab');
    expect(names(first.body).slice(1, 4)).toEqual(['qxtab0', 'qxtab1', 'qxtab2']);
    expect(first.body.data[0]).toMatchObject({ id: 60, Level: expect.any(Number), CurrentServer: expect.any(String) });
    expect(first.body.data[0]).toHaveProperty('guild');
    const second = await table('characters', { q: 'qxtab', start: 10 });
    expect(second.body.data).toHaveLength(5);
    expect(new Set([...names(first.body), ...names(second.body)]).size).toBe(15);
  });

  it('sorts by level or name either way', async () => {
    const byLevel = await table('characters', { q: 'qxtab', 'order[0][column]': 1, 'order[0][dir]': 'asc', length: 100 });
    const levels = byLevel.body.data.map((r) => r.Level);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    const byName = await table('characters', { q: 'qxtab1', 'order[0][column]': 0, 'order[0][dir]': 'desc' });
    expect(names(byName.body)).toEqual(['qxtab13', 'qxtab12', 'qxtab11', 'qxtab10', 'qxtab1']);
  });

  it('sorts characters by the Username column their rows carry, and narrows them by the table search box', async () => {
    const byUsername = await table('characters', { q: 'qxtab1', 'columns[0][data]': 'Username', 'order[0][column]': 0, 'order[0][dir]': 'desc' });
    expect(names(byUsername.body)).toEqual(['qxtab13', 'qxtab12', 'qxtab11', 'qxtab10', 'qxtab1']);
    const narrowed = await table('characters', { q: 'qxtab', 'search[value]': 'b1', length: 100 });
    expect(narrowed.status).toBe(200);
    expect(narrowed.body.recordsFiltered).toBe(5);
    expect(names(narrowed.body).sort()).toEqual(['qxtab1', 'qxtab10', 'qxtab11', 'qxtab12', 'qxtab13']);
  });

  it('never lists a player hidden from search', async () => {
    await t.database.db.insert(privacySettings).values({ UserID: 41, HideFromSearch: true });
    const { body } = await table('characters', { q: 'qxtab', length: 100 });
    expect(body.recordsTotal).toBe(14);
    expect(body.data.map((r) => r.id)).not.toContain(41);
    expect((await search('q=qxtab&limit=50')).body.characters.map((c) => c.id)).not.toContain(41);
  });

  it('pages the matching guilds with level and members', async () => {
    const [g] = await t.database.db.select({ Name: guilds.Name }).from(guilds).where(eq(guilds.id, 2));
    const { status, body } = await table('guilds', { q: g.Name });
    expect(status).toBe(200);
    expect(body.data[0]).toMatchObject({ id: 2, Name: g.Name, Level: expect.any(Number), Members: expect.any(Number) });
    expect(body.recordsTotal).toBeGreaterThanOrEqual(1);
  });

  it('refuses a missing, short or long term (422)', async () => {
    for (const [extra, field] of [
      [{}, 'q'],
      [{ q: 'qx' }, 'q'],
      [{ q: 'x'.repeat(33) }, 'q'],
    ] as [Record<string, string | number>, string][]) {
      const { status, body } = await table('characters', extra);
      expect(status, JSON.stringify(extra)).toBe(422);
      expect(Object.keys(body.errors ?? {}), JSON.stringify(extra)).toContain(field);
    }
  });
});
