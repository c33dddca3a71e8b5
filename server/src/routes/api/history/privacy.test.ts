import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CharacterSearchAnswer } from '@contract/types/search';
import type { GainsAnswer } from '@contract/types/history';
import type { RecipientListAnswer } from '@contract/types/store';
import type { DataTablesAnswer } from '@contract/types/datatables';
import type { PlayerRankingRow } from '@contract/types/ranking';
import type { CharacterProfile } from '@contract/types/character';
import { friends, playerHistory } from '../../../db/schema/index';
import { createTestApp, loginAs, visitor, type TestApp, type TestClient } from '../../../../test/test-app';

// The surfaces the first privacy work left open: the Progress tab and its history
// call, the share card (Open Graph picture), the gains rankings, the character search and the gift
// recipient picker. demo (1) owns the profile; demo2 (2) is on demo's friends list; vipdemo (3) is a
// stranger; staffdemo (4) is staff.

let t: TestApp;
let owner: TestClient;
let friend: TestClient;
let stranger: TestClient;
let staff: TestClient;
let guest: TestClient;

const ALL_PUBLIC = {
  inventory: 'public',
  bank: 'public',
  friends: 'public',
  timeline: 'public',
  history: 'public',
  hideFromRankings: 0,
  hideFromOnline: 0,
  hideFromSearch: 0,
};
const save = async (fields: Record<string, string | number>) => {
  const res = await owner.post('/api/user/account/privacy', { ...ALL_PUBLIC, ...fields });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await db.delete(friends).where(or(eq(friends.UserID, 1), eq(friends.FriendID, 1)));
  await db.insert(friends).values({ UserID: 1, FriendID: 2 });
  // A quiet stretch long before the seeded history, where demo gained the most.
  await db.insert(playerHistory).values(
    [
      [1, 5_000],
      [2, 3_000],
      [3, 1_000],
    ].map(([UserID, gain]) => ({
      UserID,
      Day: '2020-01-03',
      Level: 10,
      Experience: 100_000,
      KD: 1,
      WorldBossDamageTotal: 0,
      WorldBossMVPCount: 0,
      RebirthCount: 0,
      Coins: 0,
      GainExperience: gain,
    })),
  );
  owner = await loginAs(t.app, 'demo');
  friend = await loginAs(t.app, 'demo2');
  stranger = await loginAs(t.app, 'vipdemo');
  staff = await loginAs(t.app, 'staffdemo');
  guest = await visitor(t.app);
});
afterAll(() => t.close());

describe('the progress history (Progress tab, GET /api/character/{id}/history)', () => {
  const status = async (client: TestClient) => (await client.get('/api/character/1/history?range=30')).statusCode;
  const everyone = async () => ({
    owner: await status(owner),
    friend: await status(friend),
    stranger: await status(stranger),
    guest: await status(guest),
    staff: await status(staff),
  });

  it('is a privacy setting of its own, public by default, kept when a client does not send it', async () => {
    expect((await owner.get('/api/user/account/privacy')).json().history).toBe('public');
    await save({ history: 'friends' });
    const { history: _omitted, ...withoutHistory } = ALL_PUBLIC;
    expect((await owner.post('/api/user/account/privacy', withoutHistory)).json().history).toBe('friends');
    const bad = await owner.post('/api/user/account/privacy', { ...ALL_PUBLIC, history: 'secret' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['history']);
  });

  it('is answered to everyone while public', async () => {
    await save({});
    expect(await everyone()).toEqual({ owner: 200, friend: 200, stranger: 200, guest: 200, staff: 200 });
  });

  it('is answered to friends only when set to friends, and named in the profile answer', async () => {
    await save({ history: 'friends' });
    expect(await everyone()).toEqual({ owner: 200, friend: 200, stranger: 403, guest: 403, staff: 200 });
    const refusal = await guest.get('/api/character/1/history');
    expect(refusal.json()).toEqual({ messages: ['This player keeps their progress history private.'], code: 'forbidden' });
    expect((await guest.get('/api/character/1')).json<CharacterProfile>().hiddenTabs).toEqual(['history']);
    expect((await friend.get('/api/character/1')).json<CharacterProfile>().hiddenTabs).toEqual([]);
  });

  it('is answered to the owner and staff only when private, the public read API included', async () => {
    await save({ history: 'private' });
    expect(await everyone()).toEqual({ owner: 200, friend: 403, stranger: 403, guest: 403, staff: 200 });
    const script = await t.app.inject({ method: 'GET', url: '/api/character/1/history', headers: { origin: 'https://tracker.example' } });
    expect(script.statusCode).toBe(403);
    expect(script.body).not.toContain('points');
  });
});

describe('the share card (Open Graph picture of /charid/{id})', () => {
  const ogImage = async () => {
    const html = (await guest.get('/charid/1')).body;
    return new URL(/<meta property="og:image" content="([^"]*)">/.exec(html)![1]).pathname;
  };

  it('draws the experience curve only while the history is public: its address follows the setting', async () => {
    await save({});
    const withCurve = await ogImage();
    await save({ history: 'friends' });
    const withoutCurve = await ogImage();
    expect(withoutCurve).not.toBe(withCurve);
    // The card with the curve is no longer served: its address redirects to the current card.
    const old = await t.app.inject({ method: 'GET', url: withCurve });
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(withoutCurve);
    expect((await t.app.inject({ method: 'GET', url: withoutCurve })).statusCode).toBe(200);
    await save({});
    expect(await ogImage()).toBe(withCurve);
  });
});

describe('the gains ranking (/ranking/gains)', () => {
  const gains = async (client: TestClient, search = '') =>
    (
      await client.post('/api/ranking/gains/custom/experience', {
        draw: 1,
        start: 0,
        length: 10,
        'search[value]': search,
        'columns[0][data]': 'Position',
        from: '2020-01-01',
        to: '2020-01-05',
      })
    ).json<GainsAnswer>();

  it('shows a hidden player as “hidden player” at the same position, for a visitor and a friend alike', async () => {
    await save({ hideFromRankings: 1 });
    for (const client of [guest, friend]) {
      const page = await gains(client);
      // Only the position: exact figures would name the player again against the public profiles.
      expect(page.data[0]).toEqual({ Position: 1, user: null, hidden: true, guild: null, Level: 0, LevelMax: 0, Gain: 0 });
      expect(page.data[1]).toMatchObject({ Position: 2, user: { id: 2 } });
      expect(JSON.stringify(page.data[0])).not.toContain('demo');
    }
    // Searching the name never finds the hidden player.
    const searched = await gains(guest, 'demo');
    expect(searched.data.map((r) => r.user?.id)).toEqual([2, 3]);
    await save({});
    expect((await gains(guest)).data[0]).toMatchObject({ Position: 1, user: { id: 1, Username: 'demo' } });
  });

  it('shows no name nor gain of a player whose progress history is private, and a name search does not find it', async () => {
    for (const history of ['private', 'friends']) {
      await save({ history });
      const page = await gains(guest);
      expect(page.data[0]).toEqual({ Position: 1, user: null, hidden: true, guild: null, Level: 0, LevelMax: 0, Gain: 0 });
      expect((await gains(guest, 'demo')).data.map((r) => r.user?.id)).toEqual([2, 3]);
    }
    await save({});
    expect((await gains(guest)).data[0]).toMatchObject({ Position: 1, user: { id: 1 }, Gain: 5_000 });
  });

  it('shows no figures in the player rankings for a hidden player', async () => {
    await save({ hideFromRankings: 1 });
    const rows = (await guest.post('/api/ranking/player/global', { draw: 1, start: 0, length: 100 })).json<DataTablesAnswer<PlayerRankingRow>>().data;
    const hidden = rows.filter((r) => r.hidden);
    expect(hidden).toHaveLength(1);
    const { Position, ...rest } = hidden[0];
    expect(Position).toBeGreaterThan(0);
    expect(Object.values(rest).filter((v) => typeof v === 'number' && v !== 0)).toEqual([]);
    await save({});
  });

  it('leaves a player hidden from search out of name searches only', async () => {
    await save({ hideFromSearch: 1 });
    expect((await gains(guest)).data[0].user?.id).toBe(1);
    expect((await gains(guest, 'demo')).data.map((r) => r.user?.id)).toEqual([2, 3]);
    await save({});
  });
});

describe('name searches: the character search and the gift recipient picker', () => {
  const searchNames = async (client: TestClient) =>
    (await client.get('/api/character/search?q=demo')).json<CharacterSearchAnswer>().characters.map((c) => c.Username);
  const recipientNames = async (client: TestClient) =>
    (await client.post('/api/user/all', { 'search[value]': 'demo', length: 50 })).json<RecipientListAnswer>().data.map((r) => r.Username);

  it('never find a player hidden from search, whoever asks (friends too; staff in the dashboard only)', async () => {
    await save({});
    expect(await searchNames(guest)).toContain('demo');
    expect(await recipientNames(stranger)).toContain('demo');
    await save({ hideFromSearch: 1 });
    for (const client of [guest, friend, stranger]) expect(await searchNames(client)).not.toContain('demo');
    expect(await searchNames(guest)).toContain('demo2');
    for (const client of [friend, stranger]) expect(await recipientNames(client)).not.toContain('demo');
    expect(await recipientNames(stranger)).toContain('demo2');
    // The profile itself stays reachable by its address.
    expect((await guest.get('/api/character/1')).statusCode).toBe(200);
    await save({});
    expect(await searchNames(guest)).toContain('demo');
  });
});
