import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMELINE_PAGE_SIZE, type CharacterProfile, type FriendRow, type InventoryEntry, type TimelineEntry } from '@contract/types/character';
import type { DataTablesAnswer } from '@contract/types/datatables';
import { friends, inventory, timeline, users } from '../../../db/schema/index';
import { createTestApp, visitor, type TestApp, type TestClient } from '../../../../test/test-app';

// The character profile (GET /api/character/{id}), inventory and bank, timeline, and the /charid deep link.

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  client = await visitor(t.app);
});
afterAll(() => t.close());

describe('GET /api/character/{id}', () => {
  it('answers the public profile of a seeded character', async () => {
    const res = await client.get('/api/character/1');
    expect(res.statusCode).toBe(200);
    const c: CharacterProfile = res.json();
    expect(c).toMatchObject({ id: 1, Username: 'demo' });
    for (const key of [
      'ColorName',
      'CurrentServer',
      'CountryCode',
      'Level',
      'LevelMax',
      'Coins',
      'KD',
      'KDDaily',
      'WorldBossMVPCount',
      'WorldBossDamageTotal',
      'RebirthCount',
      'RebirthMonthlyCount',
      'ProfileVersion',
      'IsVip',
      'titles',
      'badges',
      'preview',
    ] as const) {
      expect(c, key).toHaveProperty(key);
    }
    // The demo account is an officer of guild 1, owns titles and badges, and wears previewable items.
    expect(c.guild).toMatchObject({ id: 1, RankName: 'Officer' });
    expect(c.titles.length).toBeGreaterThan(0);
    expect(c.badges.length).toBeGreaterThan(0);
    expect(c.map).toMatchObject({ id: expect.any(Number), Name: expect.any(String) });
    expect(c.preview.every((p) => p.id > 0 && p.Icon && p.type.Name)).toBe(true);
  });

  it('never leaks private columns', async () => {
    const body = (await client.get('/api/character/1')).body;
    for (const secret of ['Email', 'PasswordHash', 'password', 'ProviderPictureUrl', 'DeletedAt', 'demo@guildhall.local']) {
      expect(body).not.toContain(secret);
    }
  });

  it('includes ProviderID only for players with an external picture', async () => {
    const [withProvider] = await t.database.db.select({ id: users.id, ProviderID: users.ProviderID }).from(users).where(isNotNull(users.ProviderID)).limit(1);
    expect(withProvider).toBeDefined();
    expect((await client.get(`/api/character/${withProvider.id}`)).json().ProviderID).toBe(withProvider.ProviderID);
    expect((await client.get('/api/character/1')).json()).not.toHaveProperty('ProviderID');
  });

  it('shows VIP status from VipUntil', async () => {
    const future = new Date(Date.now() + 5 * 86_400_000);
    await t.database.db.update(users).set({ VipUntil: future }).where(eq(users.id, 2));
    const c: CharacterProfile = (await client.get('/api/character/2')).json();
    expect(c.IsVip).toBe(true);
    expect(c.VipUntil).toBe(future.toISOString());
    await t.database.db
      .update(users)
      .set({ VipUntil: new Date(Date.now() - 86_400_000) })
      .where(eq(users.id, 2));
    expect((await client.get('/api/character/2')).json().IsVip).toBe(false);
  });

  it('answers 404 for unknown and deleted characters, and for malformed ids', async () => {
    const unknown = await client.get('/api/character/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ messages: ['The character was not found.'], code: 'not_found' });
    await t.database.db.update(users).set({ DeletedAt: new Date() }).where(eq(users.id, 40));
    expect((await client.get('/api/character/40')).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-3', '1.5', '1e3', '99999999999']) {
      const res = await client.get(`/api/character/${bad}`);
      // The path schema refuses a malformed id; it names no character (was 400).
      expect(res.statusCode, bad).toBe(404);
      expect(res.json(), bad).toEqual({ messages: ['The character was not found.'], code: 'not_found' });
    }
  });
});

describe('GET /api/user/inventory/{default|bank}/{characterId}/none', () => {
  it('lists carried items and bank items separately, with item, Quantity and IsSpecial', async () => {
    const [{ carried }] = await t.database.db
      .select({ carried: count() })
      .from(inventory)
      .where(and(eq(inventory.UserID, 1), eq(inventory.IsBank, false)));
    const [{ banked }] = await t.database.db
      .select({ banked: count() })
      .from(inventory)
      .where(and(eq(inventory.UserID, 1), eq(inventory.IsBank, true)));
    expect(carried).toBeGreaterThan(0);
    const bag = await client.get('/api/user/inventory/default/1/none');
    const bank = await client.get('/api/user/inventory/bank/1/none');
    expect(bag.statusCode).toBe(200);
    expect(bank.statusCode).toBe(200);
    const entries: InventoryEntry[] = bag.json();
    expect(entries).toHaveLength(carried);
    expect(bank.json()).toHaveLength(banked);
    for (const e of entries) {
      expect(e.Quantity).toBeGreaterThan(0);
      expect(typeof e.IsSpecial).toBe('boolean');
      expect(e.item).toMatchObject({ id: expect.any(Number), Name: expect.any(String), Icon: expect.any(String), RarityID: expect.any(Number) });
      expect(e.item.type.Name).toEqual(expect.any(String));
    }
  });

  it('answers an empty list for a character with an empty bank', async () => {
    await t.database.db.delete(inventory).where(and(eq(inventory.UserID, 30), eq(inventory.IsBank, true)));
    const res = await client.get('/api/user/inventory/bank/30/none');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers 404 for an unknown character or storage, and for a malformed id', async () => {
    expect((await client.get('/api/user/inventory/default/999999/none')).statusCode).toBe(404);
    expect((await client.get('/api/user/inventory/vault/1/none')).statusCode).toBe(404);
    expect((await client.get('/api/user/inventory/default/1/all')).statusCode).toBe(404);
    // The path schema refuses a malformed id; it names no inventory (was 400).
    expect((await client.get('/api/user/inventory/default/x/none')).json()).toEqual({ messages: ['The inventory was not found.'], code: 'not_found' });
  });
});

describe('POST /api/user/timeline', () => {
  const entriesOf = async (userId: number) => {
    const [{ n }] = await t.database.db.select({ n: count() }).from(timeline).where(eq(timeline.UserID, userId));
    return n;
  };

  it('answers one-based pages of entries, newest first', async () => {
    // Give the demo account enough history for several pages.
    const base = Date.now() - 400 * 86_400_000;
    await t.database.db.insert(timeline).values(
      Array.from({ length: 25 }, (_, i) => ({
        UserID: 1,
        Identify: 'level',
        Header: `Reached level ${i + 2}`,
        Body: 'Gained a level.',
        Date: new Date(base + i * 3_600_000),
      })),
    );
    const total = await entriesOf(1);
    const pages: TimelineEntry[][] = [];
    for (let page = 1; page <= Math.ceil(total / TIMELINE_PAGE_SIZE) + 1; page++) {
      const res = await client.post('/api/user/timeline', { userID: 1, page });
      expect(res.statusCode).toBe(200);
      pages.push(res.json());
    }
    expect(pages[0]).toHaveLength(TIMELINE_PAGE_SIZE);
    expect(pages.at(-1)).toEqual([]);
    const all = pages.flat();
    expect(all).toHaveLength(total);
    for (const e of all) {
      expect(Object.keys(e).sort()).toEqual(['body', 'date', 'header', 'identify', 'time']);
      expect(e.date).toBe(e.time.slice(0, 10));
    }
    const times = all.map((e) => e.time);
    expect([...times].sort().reverse()).toEqual(times);
    // The seeded "latest news" of the demo account comes first.
    expect(pages[0][0].identify).toBe('boss');
  });

  it('validates userID and page with field errors (422)', async () => {
    const cases: [Record<string, string | number>, string, string][] = [
      [{ userID: 1 }, 'page', 'The page field is required.'],
      [{ userID: 1, page: '' }, 'page', 'The page field is required.'],
      [{ userID: 1, page: 0 }, 'page', 'The page field must be at least 1.'],
      [{ userID: 1, page: -2 }, 'page', 'The page field must be at least 1.'],
      [{ userID: 1, page: 1.5 }, 'page', 'The page field must be an integer.'],
      [{ userID: 1, page: 'two' }, 'page', 'The page field must be a number.'],
      [{ userID: 1, page: 10_000_000 }, 'page', 'The page field must not be greater than 100,000.'],
      [{ page: 1 }, 'userID', 'The user id field is required.'],
      [{ userID: 'me', page: 1 }, 'userID', 'The user id field must be a number.'],
      [{ userID: 0, page: 1 }, 'userID', 'The user id field must be greater than 0.'],
    ];
    for (const [fields, field, message] of cases) {
      const res = await client.post('/api/user/timeline', fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(fields)).toEqual([message]);
    }
  });

  it('answers 404 for an unknown character', async () => {
    const res = await client.post('/api/user/timeline', { userID: 999999, page: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ messages: ['The character was not found.'], code: 'not_found' });
  });

  it('needs the CSRF token like every POST', async () => {
    const res = await client.post('/api/user/timeline', { userID: 1, page: 1 }, { csrf: false });
    expect(res.statusCode).toBe(403);
  });
});

describe('deep link /charid/{id}', () => {
  const meta = (html: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];

  it('sets title, description and the share card as Open Graph / Twitter image', async () => {
    const res = await client.get('/charid/1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>demo · Guildhall</title>');
    expect(meta(res.body, 'og:title')).toBe('demo · Guildhall');
    expect(meta(res.body, 'og:description')).toMatch(/^Level \d+\/\d+ · Officer of .+ · K\/D \d+\.\d\d · [\d,]+ coins/);
    expect(meta(res.body, 'og:image')).toMatch(/^http:\/\/localhost(:\d+)?\/api\/card\/character\/1\/[A-Za-z0-9_-]{16}\.png$/);
    expect(meta(res.body, 'twitter:image')).toBe(meta(res.body, 'og:image'));
    // The image the card names really exists.
    const image = await client.get(new URL(meta(res.body, 'og:image')!).pathname);
    expect(image.statusCode).toBe(200);
  });

  it('asks for the avatar at the top of the page at once, with high priority (the largest paint of the page)', async () => {
    const res = await client.get('/charid/1');
    const preload = /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/.exec(res.body)?.[1];
    expect(preload).toMatch(/^\/api\/image\/avatar\/player\/head\/1\/\d+$/);
    expect(res.body.indexOf(preload!)).toBeLessThan(res.body.indexOf('</head>'));
    // Only the character page has one.
    expect((await client.get('/ranking/player')).body).not.toContain('rel="preload" as="image"');
  });

  it('escapes a hostile name in the meta tags', async () => {
    await t.database.db.update(users).set({ Username: '"><script>x</script>' }).where(eq(users.id, 35));
    const res = await client.get('/charid/35');
    expect(res.body).not.toContain('<script>x</script>');
    expect(meta(res.body, 'og:title')).toBe('&quot;&gt;&lt;script&gt;x&lt;/script&gt; · Guildhall');
  });

  it('answers a real 404 page for unknown or malformed ids', async () => {
    for (const id of ['999999', 'abc', '0', '-1']) {
      const res = await client.get(`/charid/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.body, id).toContain('"notFound":true');
    }
  });
});

describe('POST /api/ranking/friend/{characterId}', () => {
  const fields = (extra: Record<string, string | number> = {}) => ({
    draw: 4,
    start: 0,
    length: 25,
    'search[value]': '',
    'columns[0][data]': 'Position',
    'columns[1][data]': 'user',
    'columns[2][data]': 'guild',
    'columns[3][data]': 'Level',
    ...extra,
  });

  it("ranks the character's friends by level with positions, user and guild", async () => {
    const [{ n }] = await t.database.db.select({ n: count() }).from(friends).where(eq(friends.UserID, 1));
    expect(n).toBeGreaterThan(0);
    const res = await client.post('/api/ranking/friend/1', fields());
    expect(res.statusCode).toBe(200);
    const answer: DataTablesAnswer<FriendRow> = res.json();
    expect(answer.draw).toBe(4);
    expect(answer.recordsTotal).toBe(n);
    expect(answer.data.map((r) => r.Position)).toEqual(answer.data.map((_, i) => i + 1));
    const levels = answer.data.map((r) => r.Level);
    expect([...levels].sort((a, b) => b - a)).toEqual(levels);
    // The demo accounts are friends of each other.
    expect(answer.data.some((r) => r.user.Username === 'demo2')).toBe(true);
  });

  it('continues positions on later pages and filters by search', async () => {
    const page2: DataTablesAnswer<FriendRow> = (await client.post('/api/ranking/friend/1', fields({ start: 2, length: 2 }))).json();
    expect(page2.data[0]?.Position).toBe(3);
    const found: DataTablesAnswer<FriendRow> = (await client.post('/api/ranking/friend/1', fields({ 'search[value]': 'demo2' }))).json();
    expect(found.recordsFiltered).toBe(1);
    expect(found.data[0].user.Username).toBe('demo2');
  });

  it('answers 404 for an unknown character, 422 for a bad table request', async () => {
    expect((await client.post('/api/ranking/friend/999999', fields())).statusCode).toBe(404);
    const bad = await client.post('/api/ranking/friend/1', fields({ start: -1 }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.start).toBeDefined();
  });
});
