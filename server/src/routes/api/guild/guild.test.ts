import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataTablesAnswer } from '@contract/types/datatables';
import type { GuildAllianceRow, GuildLogRow, GuildMemberRow, GuildProfile } from '@contract/types/guild';
import { guildAlliances, guildLogs, guildMembers, guilds } from '../../../db/schema/index';
import { createTestApp, visitor, type TestApp, type TestClient } from '../../../../test/test-app';

// The guild page's calls: GET /api/guild/{id} (the header) and the three tables of docs/product-rules.md#http-contract.

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  client = await visitor(t.app);
});
afterAll(() => t.close());

const tableFields = (columns: string[], extra: Record<string, string | number> = {}) => ({
  draw: 1,
  start: 0,
  length: 10,
  'search[value]': '',
  ...Object.fromEntries(columns.map((c, i) => [`columns[${i}][data]`, c])),
  ...extra,
});

const countOf = async (table: typeof guildMembers | typeof guildLogs | typeof guildAlliances, guildId: number) => {
  const [{ n }] = await t.database.db.select({ n: count() }).from(table).where(eq(table.GuildID, guildId));
  return n;
};

describe('GET /api/guild/{id}', () => {
  it('answers the guild with owner, map, counts and at most 5 member previews', async () => {
    const res = await client.get('/api/guild/1');
    expect(res.statusCode).toBe(200);
    const g: GuildProfile = res.json();
    expect(g).toMatchObject({ id: 1, Name: expect.any(String), Color: expect.stringMatching(/^#[0-9a-f]{6}$/i), Level: expect.any(Number) });
    for (const key of ['RW', 'WL', 'KD', 'ProfileVersion'] as const) expect(typeof g[key], key).toBe('number');
    expect(g.owner).toMatchObject({ id: expect.any(Number), Username: expect.any(String) });
    expect(g.map).toMatchObject({ id: expect.any(Number), Name: expect.any(String) });
    expect(g.memberCount).toBe(await countOf(guildMembers, 1));
    expect(g.previews.length).toBe(Math.min(5, g.memberCount));
    // The leader comes first.
    expect(g.previews[0]).toMatchObject({ RankName: 'Leader', user: { id: g.owner!.id } });
  });

  it('answers 404 for an unknown guild and for a malformed id', async () => {
    expect((await client.get('/api/guild/999999')).json()).toEqual({ messages: ['The guild was not found.'], code: 'not_found' });
    expect((await client.get('/api/guild/999999')).statusCode).toBe(404);
    // The path schema refuses a malformed id; it names no guild (was 400).
    expect((await client.get('/api/guild/one')).json()).toEqual({ messages: ['The guild was not found.'], code: 'not_found' });
  });
});

describe('POST /api/guild/member/{id}', () => {
  it('pages the members 10 at a time with username and rank name, leader first', async () => {
    const total = await countOf(guildMembers, 1);
    expect(total).toBeGreaterThan(10);
    const res = await client.post('/api/guild/member/1', tableFields(['user', 'Name', 'Level', 'DateJoined']));
    expect(res.statusCode).toBe(200);
    const answer: DataTablesAnswer<GuildMemberRow> = res.json();
    expect(answer).toMatchObject({ draw: 1, recordsTotal: total, recordsFiltered: total });
    expect(answer.data).toHaveLength(10);
    expect(answer.data[0].Name).toBe('Leader');
    for (const row of answer.data) {
      expect(row.Username).toBe(row.user.Username);
      expect(['Leader', 'Officer', 'Member', 'Recruit']).toContain(row.Name);
    }
    const ranks = answer.data.map((r) => r.RankOrder);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
  });

  it('defaults to 10 rows when no length is sent, and walks every page without overlap', async () => {
    const total = await countOf(guildMembers, 1);
    const seen = new Set<number>();
    for (let start = 0; start < total; start += 10) {
      const res = await client.post('/api/guild/member/1', { start, 'columns[0][data]': 'user' });
      const answer: DataTablesAnswer<GuildMemberRow> = res.json();
      expect(answer.data.length).toBe(Math.min(10, total - start));
      for (const row of answer.data) seen.add(row.user.id);
    }
    expect(seen.size).toBe(total);
  });

  it('searches and sorts on whitelisted columns', async () => {
    const first: DataTablesAnswer<GuildMemberRow> = (await client.post('/api/guild/member/1', tableFields(['user', 'Name']))).json();
    const name = first.data[0].Username;
    const found: DataTablesAnswer<GuildMemberRow> = (await client.post('/api/guild/member/1', tableFields(['user', 'Name'], { 'search[value]': name }))).json();
    expect(found.recordsFiltered).toBeGreaterThanOrEqual(1);
    expect(found.data.some((r) => r.Username === name)).toBe(true);
    const byLevel: DataTablesAnswer<GuildMemberRow> = (
      await client.post('/api/guild/member/1', tableFields(['user', 'Level'], { 'order[0][column]': 1, 'order[0][dir]': 'desc' }))
    ).json();
    const levels = byLevel.data.map((r) => r.Level);
    expect([...levels].sort((a, b) => b - a)).toEqual(levels);
  });

  it('refuses a bad table request with 422, ignores an unsortable column, and answers an unknown guild with 404', async () => {
    const bad = await client.post('/api/guild/member/1', tableFields(['user'], { length: 5000 }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.length).toBeDefined();
    // A sort on a column the table can't sort by (a private one here) is ignored, not refused.
    const ignoredSort = await client.post('/api/guild/member/1', { 'columns[0][data]': 'Email', 'order[0][column]': 0 });
    expect(ignoredSort.statusCode).toBe(200);
    expect(ignoredSort.json().data).toEqual((await client.post('/api/guild/member/1', {})).json().data);
    expect((await client.post('/api/guild/member/999999', tableFields(['user']))).statusCode).toBe(404);
  });
});

describe('POST /api/guild/log/{id}', () => {
  it('pages the log newest first with user, Details and Date', async () => {
    const total = await countOf(guildLogs, 1);
    const res = await client.post('/api/guild/log/1', tableFields(['Date', 'user', 'Details']));
    expect(res.statusCode).toBe(200);
    const answer: DataTablesAnswer<GuildLogRow> = res.json();
    expect(answer.recordsTotal).toBe(total);
    expect(answer.data.length).toBe(Math.min(10, total));
    const dates = answer.data.map((r) => r.Date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(answer.data.every((r) => typeof r.Details === 'string' && r.Details.length > 0)).toBe(true);
  });

  it('keeps entries of players who left (no user link)', async () => {
    await t.database.db.insert(guildLogs).values({ GuildID: 2, UserID: null, Details: 'the old banner was burnt', Date: new Date() });
    const answer: DataTablesAnswer<GuildLogRow> = (await client.post('/api/guild/log/2', tableFields(['Date']))).json();
    expect(answer.data[0]).toMatchObject({ user: null, Details: 'the old banner was burnt' });
  });

  it('answers 404 for an unknown guild', async () => {
    expect((await client.post('/api/guild/log/999999', tableFields(['Date']))).statusCode).toBe(404);
  });
});

describe('POST /api/guild/alliance/{id}', () => {
  it('lists the allied guilds with Date', async () => {
    // Small seeded worlds may have no alliance at all: make sure guild 1 has one (stored both ways, as the seed does).
    const date = new Date('2025-06-01T12:00:00Z');
    await t.database.db
      .insert(guildAlliances)
      .values([
        { GuildID: 1, AllyGuildID: 2, Date: date },
        { GuildID: 2, AllyGuildID: 1, Date: date },
      ])
      .onConflictDoNothing();
    const withAlly = { id: 1 };
    const total = await countOf(guildAlliances, withAlly.id);
    const answer: DataTablesAnswer<GuildAllianceRow> = (await client.post(`/api/guild/alliance/${withAlly.id}`, tableFields(['guild', 'Date']))).json();
    expect(answer.recordsTotal).toBe(total);
    expect(answer.data[0]).toMatchObject({ guild: { id: expect.any(Number), Name: expect.any(String) }, Date: expect.any(String) });
  });

  it('answers an empty table for a guild without allies', async () => {
    const [created] = await t.database.db.insert(guilds).values({ Name: 'Lonely Wolves', Color: '#123456' }).returning({ id: guilds.id });
    const answer = (await client.post(`/api/guild/alliance/${created.id}`, tableFields(['guild']))).json();
    expect(answer).toEqual({ draw: 1, recordsTotal: 0, recordsFiltered: 0, data: [] });
  });
});

describe('deep link /guild/{id}', () => {
  const meta = (html: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];

  it('unfurls with the guild name, a summary and its share card', async () => {
    await t.database.db.update(guilds).set({ ProfileVersion: 2 }).where(eq(guilds.id, 1));
    const [g] = await t.database.db.select({ Name: guilds.Name }).from(guilds).where(eq(guilds.id, 1));
    const res = await client.get('/guild/1');
    expect(res.statusCode).toBe(200);
    expect(meta(res.body, 'og:title')).toBe(`${g.Name.replace(/'/g, '&#39;')} · Guildhall`);
    expect(meta(res.body, 'og:description')).toMatch(
      /^Level \d+ guild · led by .+ · [\d,]+ members · raid win rate [\d.]+% · war win rate [\d.]+% · K\/D \d+\.\d\d/,
    );
    const card = meta(res.body, 'og:image')!;
    expect(card).toMatch(/\/api\/card\/guild\/1\/[A-Za-z0-9_-]{16}\.png$/);
    const image = await client.get(new URL(card).pathname);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('gives a guild without a banner a card too', async () => {
    await t.database.db.update(guilds).set({ ProfileVersion: 0 }).where(eq(guilds.id, 3));
    expect(meta((await client.get('/guild/3')).body, 'og:image')).toMatch(/\/api\/card\/guild\/3\/[A-Za-z0-9_-]{16}\.png$/);
  });

  it('answers a real 404 for an unknown guild', async () => {
    const res = await client.get('/guild/999999');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('"notFound":true');
  });
});
