import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CharacterSearchAnswer } from '@contract/types/search';
import { guilds, users } from '../../../db/schema/index';
import { createTestApp, visitor, type TestApp, type TestClient } from '../../../../test/test-app';

// Character search (issue 17 part 1): GET /api/character/search?q=&limit=.

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
