import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { clientFor, createTestApp, type TestClient, type TestApp } from '../test-app';

// docs/product-rules.md#entities-and-fields: a player's ProviderID is present only when the player has an external picture.
// Every answer that embeds a player is walked: a ProviderID key must never carry null.

const table = { draw: 1, start: 0, length: 25 };
const tableQuery = new URLSearchParams(Object.entries(table).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** Paths (as `a.b[].c`) of every ProviderID in a JSON answer, with its value. */
function providerIds(value: unknown, at = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((v) => providerIds(v, `${at}[]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => (k === 'ProviderID' ? [[`${at}.${k}`, v] as [string, unknown]] : providerIds(v, `${at}.${k}`)));
}

let t: TestApp;
let player: TestClient;
const EXTERNAL = 'discord-4242';

beforeAll(async () => {
  t = await createTestApp({ players: 40 });
  // Player 1 has an external picture (the demo world gives a few others one too).
  await t.app.db.update(users).set({ ProviderID: EXTERNAL, ProviderName: 'discord' }).where(eq(users.id, 1));
  await t.app.db
    .update(users)
    .set({ CurrentServer: 'Alpha' })
    .where(inArray(users.id, [1, 2, 3]));
  player = await clientFor(t.app, 2);
  // An open bet by a player without an external picture, and one by the player with one.
  expect((await player.post('/api/bet/new', { coins: 10 })).statusCode).toBe(201);
  const first = await clientFor(t.app, 1);
  expect((await first.post('/api/bet/new', { coins: 10 })).statusCode).toBe(201);
});
afterAll(() => t?.close());

describe('ProviderID in answers that embed players', () => {
  const reads: [string, (c: TestClient) => Promise<{ statusCode: number; json(): unknown }>][] = [
    ['player rankings', (c) => c.post('/api/ranking/player/global', table)],
    ['boss ranking', (c) => c.post('/api/ranking/player/boss', table)],
    ['guild rankings', (c) => c.post('/api/ranking/guild/global', table)],
    ['open bets', (c) => c.get(`/api/bet/all?${tableQuery}`)],
    ['latest flips', (c) => c.get(`/api/bet/all?list=joined&${tableQuery}`)],
    ['a bet', (c) => c.get('/api/bet/find/1')],
    ['a character', (c) => c.get('/api/character/1')],
    ['friends', (c) => c.post('/api/ranking/friend/1', table)],
    ['a guild', (c) => c.get('/api/guild/1')],
    ['guild members', (c) => c.post('/api/guild/member/1', table)],
    ['guild log', (c) => c.post('/api/guild/log/1', table)],
    ['the market', (c) => c.get(`/api/wiki/market?${tableQuery}`)],
    ['gift recipients', (c) => c.post('/api/user/all', table)],
    ['online players', (c) => c.get('/api/online/players?server=Alpha&page=1')],
  ];

  it.each(reads)('%s: no ProviderID is null or empty', async (_name, read) => {
    const res = await read(player);
    expect(res.statusCode).toBe(200);
    const found = providerIds(res.json());
    expect(found.filter(([, v]) => typeof v !== 'string' || v === '')).toEqual([]);
  });

  it('still names the external picture where player 1 appears', async () => {
    const found = providerIds((await player.get(`/api/bet/all?${tableQuery}`)).json());
    expect(found.map(([, v]) => v)).toContain(EXTERNAL);
    const ranking = providerIds((await player.post('/api/ranking/player/global', { ...table, length: 100 })).json());
    expect(ranking.map(([, v]) => v)).toContain(EXTERNAL);
  });
});
