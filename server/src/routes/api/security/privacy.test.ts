import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnlinePlayersAnswer } from '@contract/types/online';
import type { PlayerRankingRow } from '@contract/types/ranking';
import type { DataTablesAnswer } from '@contract/types/datatables';
import { friends, users } from '../../../db/schema/index';
import { refreshRanking } from '../../../domain/ranking/refresh';
import { createTestApp, loginAs, visitor, type TestApp, type TestClient } from '../../../../test/test-app';

// Per-tab privacy of the public profile, and hiding from rankings, online list and search.
// demo (1) is the owner; demo2 (2) is on demo's friends list; vipdemo (3) is a stranger; staffdemo is staff.

let t: TestApp;
let owner: TestClient;
let friend: TestClient;
let stranger: TestClient;
let staff: TestClient;
let guest: TestClient;

const ALL_PUBLIC = { inventory: 'public', bank: 'public', friends: 'public', timeline: 'public', hideFromRankings: 0, hideFromOnline: 0, hideFromSearch: 0 };
const save = (fields: Record<string, string | number>) => owner.post('/api/user/account/privacy', { ...ALL_PUBLIC, ...fields });

/** The four tab calls of demo's profile, as their status codes. */
const tabs = async (client: TestClient) => ({
  inventory: (await client.get('/api/user/inventory/default/1/none')).statusCode,
  bank: (await client.get('/api/user/inventory/bank/1/none')).statusCode,
  friends: (await client.post('/api/ranking/friend/1', { draw: 1, start: 0, length: 10, 'search[value]': '', 'columns[0][data]': 'Position' })).statusCode,
  timeline: (await client.post('/api/user/timeline', { userID: 1, page: 1 })).statusCode,
});

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await db.delete(friends).where(or(eq(friends.UserID, 1), eq(friends.FriendID, 1)));
  await db.insert(friends).values({ UserID: 1, FriendID: 2 });
  owner = await loginAs(t.app, 'demo');
  friend = await loginAs(t.app, 'demo2');
  stranger = await loginAs(t.app, 'vipdemo');
  staff = await loginAs(t.app, 'staffdemo');
  guest = await visitor(t.app);
});
afterAll(() => t.close());

describe('privacy settings of the owner', () => {
  it('start public and listed everywhere, and need a login', async () => {
    expect((await owner.get('/api/user/account/privacy')).json()).toEqual({
      inventory: 'public',
      bank: 'public',
      friends: 'public',
      timeline: 'public',
      history: 'public',
      hideFromRankings: false,
      hideFromOnline: false,
      hideFromSearch: false,
    });
    expect((await guest.get('/api/user/account/privacy')).statusCode).toBe(401);
    expect((await guest.post('/api/user/account/privacy', ALL_PUBLIC)).statusCode).toBe(401);
  });

  it('refuse an unknown level with field errors and change nothing', async () => {
    const res = await save({ inventory: 'secret', hideFromOnline: 'maybe' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.inventory).toEqual(['The selected inventory is invalid.']);
    expect(res.json().errors.hideFromOnline).toBeDefined();
    expect((await owner.get('/api/user/account/privacy')).json().inventory).toBe('public');
  });

  it('take a check box as true/false/1/0 in any letter case, and refuse any other value, an empty one too', async () => {
    const flags = async () => {
      const p = (await owner.get('/api/user/account/privacy')).json<Record<string, unknown>>();
      return [p.hideFromRankings, p.hideFromOnline, p.hideFromSearch];
    };
    expect((await save({ hideFromRankings: 'TRUE', hideFromOnline: 'True', hideFromSearch: '1' })).statusCode).toBe(200);
    expect(await flags()).toEqual([true, true, true]);
    for (const bad of ['', 'on', 'yes', '2']) {
      const res = await save({ hideFromRankings: 'False', hideFromOnline: bad, hideFromSearch: 'FALSE' });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().errors.hideFromOnline, JSON.stringify(bad)).toEqual(['The hide from online field must be true or false.']);
      expect(await flags()).toEqual([true, true, true]);
    }
    expect((await save({ hideFromRankings: 'False', hideFromOnline: '0', hideFromSearch: 'fAlSe' })).statusCode).toBe(200);
    expect(await flags()).toEqual([false, false, false]);
  });

  it('need the CSRF token to save', async () => {
    expect((await owner.post('/api/user/account/privacy', ALL_PUBLIC, { csrf: false })).statusCode).toBe(403);
  });
});

describe('a private or friends-only tab', () => {
  it('is refused to a visitor, a friend and a stranger when private, and still shown to the owner and staff', async () => {
    const res = await save({ inventory: 'private', bank: 'private', friends: 'private', timeline: 'private' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ inventory: 'private', timeline: 'private' });
    const refused = { inventory: 403, bank: 403, friends: 403, timeline: 403 };
    expect(await tabs(guest)).toEqual(refused);
    expect(await tabs(friend)).toEqual(refused);
    expect(await tabs(stranger)).toEqual(refused);
    const open = { inventory: 200, bank: 200, friends: 200, timeline: 200 };
    expect(await tabs(owner)).toEqual(open);
    expect(await tabs(staff)).toEqual(open);
    const refusal = await guest.get('/api/user/inventory/default/1/none');
    expect(refusal.json()).toEqual({ messages: ['This player keeps their inventory private.'], code: 'forbidden' });
    // Nothing of the inventory leaks in the refusal.
    expect(refusal.body).not.toContain('"item"');
  });

  it('is shown to friends only when set to friends', async () => {
    await save({ inventory: 'friends', bank: 'private', friends: 'friends', timeline: 'public' });
    expect(await tabs(friend)).toEqual({ inventory: 200, bank: 403, friends: 200, timeline: 200 });
    expect(await tabs(stranger)).toEqual({ inventory: 403, bank: 403, friends: 403, timeline: 200 });
    expect(await tabs(guest)).toEqual({ inventory: 403, bank: 403, friends: 403, timeline: 200 });
  });

  it('is named in the profile answer so the page shows a notice instead of the tab', async () => {
    await save({ inventory: 'friends', bank: 'private' });
    expect((await guest.get('/api/character/1')).json().hiddenTabs).toEqual(['inventory', 'bank']);
    expect((await friend.get('/api/character/1')).json().hiddenTabs).toEqual(['bank']);
    expect((await owner.get('/api/character/1')).json().hiddenTabs).toEqual([]);
    expect((await staff.get('/api/character/1')).json().hiddenTabs).toEqual([]);
  });

  it('is answered the same way by the public read API (a script without a session)', async () => {
    await save({ inventory: 'private' });
    const script = await t.app.inject({ method: 'GET', url: '/api/user/inventory/default/1/none', headers: { origin: 'https://tracker.example' } });
    expect(script.statusCode).toBe(403);
    const friendsTable = await t.app.inject({ method: 'GET', url: '/api/ranking/friend/1?draw=1&start=0&length=10' });
    expect(friendsTable.statusCode).toBe(200);
  });

  it('is left out of the Open Graph description of the deep link', async () => {
    await save({});
    const description = (html: string) => /<meta property="og:description" content="([^"]*)">/.exec(html)?.[1];
    expect(description((await guest.get('/charid/1')).body)).toMatch(/Character profile, inventory, timeline and friends\.$/);
    await save({ inventory: 'private', friends: 'friends' });
    expect(description((await guest.get('/charid/1')).body)).toMatch(/Character profile and timeline\.$/);
  });
});

describe('hidden from rankings, the online list and search', () => {
  const rankingFields = {
    draw: 1,
    start: 0,
    length: 100,
    'search[value]': '',
    'columns[0][data]': 'Position',
    'columns[1][data]': 'user',
    'columns[2][data]': 'Level',
  };
  const ranking = async (fields: Record<string, string | number> = {}) =>
    (await guest.post('/api/ranking/player/global', { ...rankingFields, ...fields })).json<DataTablesAnswer<PlayerRankingRow>>();

  it('shows "hidden player" in the ranking row, which keeps its position and no figures', async () => {
    await refreshRanking(t.app.db, 'player/global');
    await save({});
    const before = await ranking();
    const row = before.data.find((r) => r.user?.id === 1);
    expect(row).toBeDefined();
    await save({ hideFromRankings: 1 });
    const after = await ranking();
    const same = after.data.find((r) => r.Position === row!.Position)!;
    expect(same).toMatchObject({ user: null, hidden: true, guild: null, Level: 0, Experience: 0, KD: 0 });
    expect(after.data.some((r) => r.user?.id === 1)).toBe(false);
    expect(after.recordsTotal).toBe(before.recordsTotal);
    // Nor does a name search find the hidden player.
    expect((await ranking({ 'search[value]': 'demo' })).data.some((r) => r.user?.id === 1 || r.hidden)).toBe(false);
  });

  it('leaves a player who hides from search out of name searches only', async () => {
    await save({ hideFromSearch: 1 });
    expect((await ranking()).data.some((r) => r.user?.id === 1)).toBe(true);
    const found = await ranking({ 'search[value]': 'demo' });
    expect(found.data.some((r) => r.user?.id === 1)).toBe(false);
    expect(found.data.some((r) => r.user?.id === 2)).toBe(true);
  });

  it('leaves a player who hides from the online list out of it', async () => {
    await t.database.db
      .update(users)
      .set({ CurrentServer: 'Zephyr' })
      .where(or(eq(users.id, 1), eq(users.id, 2)));
    const list = async () => (await guest.get('/api/online/players?server=Zephyr')).json<OnlinePlayersAnswer>();
    await save({});
    expect((await list()).data.map((p) => p.id)).toContain(1);
    await save({ hideFromOnline: 1 });
    const hidden = await list();
    expect(hidden.data.map((p) => p.id)).not.toContain(1);
    expect(hidden.data.map((p) => p.id)).toContain(2);
  });
});
