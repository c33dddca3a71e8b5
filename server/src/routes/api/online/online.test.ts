import { GAME_SERVER_NAME_TEXT, ONLINE_PLAYERS_TEXT } from '@contract/values/online';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { OnlineCounts, OnlinePlayersAnswer } from '@contract/types/online';
import { createTestApp, clientFor, visitor, type TestApp, type TestClient } from '../../../../test/test-app';
import { gameServers, users } from '../../../db/schema/index';
import { expireSilentServers } from '../../../domain/online/online';

// Who's online: game servers report with their key; everyone reads the counts and lists.

const KEY = 'test-game-server-key-0123456789';
let t: TestApp;
let guest: TestClient;
let player: TestClient;

beforeAll(async () => {
  t = await createTestApp({ players: 30, config: { GAME_SERVER_KEY: KEY } });
  guest = await visitor(t.app);
  player = await clientFor(t.app, 1);
});
afterAll(() => t?.close());

const report = (body: unknown, key: string | null = KEY) =>
  t.app.inject({
    method: 'POST',
    url: '/api/game/online',
    payload: body as object,
    headers: { 'content-type': 'application/json', ...(key === null ? {} : { 'x-game-server-key': key }) },
  });
const serverOf = async (ids: number[]) =>
  Object.fromEntries((await t.app.db.select({ id: users.id, s: users.CurrentServer }).from(users).where(inArray(users.id, ids))).map((r) => [r.id, r.s]));

describe('a game server reporting who is online', () => {
  it('refuses a missing or wrong key without changing anyone, and needs no browser session or CSRF token', async () => {
    const before = await serverOf([5, 6]);
    expect((await report({ server: 'Zephyr', players: [5, 6] }, null)).statusCode).toBe(401);
    expect((await report({ server: 'Zephyr', players: [5, 6] }, 'wrong-key-wrong-key-wrong')).statusCode).toBe(401);
    // A player's browser session is no key either.
    expect((await player.inject({ method: 'POST', url: '/api/game/online', payload: { server: 'Zephyr', players: [5] } })).statusCode).toBe(401);
    expect(await serverOf([5, 6])).toEqual(before);
  });

  it('sets exactly the reported players online on that server, and takes the rest of its players offline', async () => {
    let res = await report({ server: 'Zephyr', players: [5, 6, 7, 7] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ server: 'Zephyr', online: 3 });
    expect(await serverOf([5, 6, 7])).toEqual({ 5: 'Zephyr', 6: 'Zephyr', 7: 'Zephyr' });

    res = await report({ server: 'Zephyr', players: [6, 8] });
    expect(res.json()).toEqual({ server: 'Zephyr', online: 2 });
    expect(await serverOf([5, 6, 7, 8])).toEqual({ 5: 'Offline', 6: 'Zephyr', 7: 'Offline', 8: 'Zephyr' });

    // A player who moves to another server leaves the first one.
    await report({ server: 'Borealis', players: [6] });
    expect(await serverOf([6])).toEqual({ 6: 'Borealis' });
    // An empty report: everyone on that server is offline.
    expect((await report({ server: 'Zephyr', players: [] })).json()).toEqual({ server: 'Zephyr', online: 0 });
    expect(await serverOf([8])).toEqual({ 8: 'Offline' });
  });

  it('refuses a malformed report with field errors and changes nothing', async () => {
    await report({ server: 'Zephyr', players: [9] });
    const cases: [unknown, string][] = [
      [{ players: [1] }, 'server'],
      [{ server: 'Offline', players: [1] }, 'server'],
      [{ server: '<script>', players: [1] }, 'server'],
      [{ server: 'x'.repeat(40), players: [1] }, 'server'],
      [{ server: 'Zephyr', players: 'abc' }, 'players'],
      [{ server: 'Zephyr', players: [1.5] }, 'players'],
      [{ server: 'Zephyr', players: [-1] }, 'players'],
      [{ server: 'Zephyr', players: [99999999999] }, 'players'],
      [{ server: 'Zephyr', players: '5,0' }, 'players'],
      [{ server: 'Zephyr', players: '5,,6' }, 'players'],
    ];
    for (const [body, field] of cases) {
      const res = await report(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors, JSON.stringify(body)).toEqual(
        field === 'server' ? { server: [body === cases[0][0] ? 'The server field is required.' : GAME_SERVER_NAME_TEXT] } : { players: [ONLINE_PLAYERS_TEXT] },
      );
    }
    // Nested objects are no list of ids: refused before the route reads them.
    expect((await report({ server: 'Zephyr', players: [{ id: 1 }] })).statusCode).toBe(400);
    expect(await serverOf([9])).toEqual({ 9: 'Zephyr' });
  });

  it('is off when no key is set', async () => {
    const bare = await createTestApp({ players: 10 });
    try {
      const res = await bare.app.inject({ method: 'POST', url: '/api/game/online', payload: { server: 'Zephyr', players: [1] } });
      expect(res.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('takes the players of a server that stopped reporting offline', async () => {
    await report({ server: 'Quiet', players: [10, 11] });
    expect(await expireSilentServers(t.app.db, 300)).toBe(0);
    await t.app.db
      .update(gameServers)
      .set({ DateReported: new Date(Date.now() - 3_600_000) })
      .where(eq(gameServers.Name, 'Quiet'));
    expect(await expireSilentServers(t.app.db, 300)).toBe(2);
    expect(await serverOf([10, 11])).toEqual({ 10: 'Offline', 11: 'Offline' });
  });
});

describe('reading who is online', () => {
  it('counts players per server and lists one server, highest level first', async () => {
    await report({ server: 'Zephyr', players: [12, 13, 14] });
    await t.app.db.update(users).set({ Level: 90 }).where(eq(users.id, 13));
    const counts = (await guest.get('/api/online')).json<OnlineCounts>();
    expect(counts.servers.find((s) => s.Name === 'Zephyr')?.Count).toBe(3);
    expect(counts.servers.some((s) => s.Name === 'Offline')).toBe(false);
    expect(counts.total).toBe(counts.servers.reduce((n, s) => n + s.Count, 0));

    const list = (await guest.get('/api/online/players?server=Zephyr')).json<OnlinePlayersAnswer>();
    expect(list.total).toBe(3);
    expect(list.data[0]).toMatchObject({ id: 13, Level: 90 });
    expect(list.data.map((p) => p.id).sort()).toEqual([12, 13, 14]);
    expect(list.data[0]).not.toHaveProperty('Email');
  });

  it('refuses a malformed server name', async () => {
    expect((await guest.get('/api/online/players?server=Offline')).statusCode).toBe(422);
    expect((await guest.get('/api/online/players')).json().errors).toEqual({ server: ['The server field is required.'] });
    expect((await guest.get(`/api/online/players?server=${'x'.repeat(33)}`)).json().errors).toEqual({ server: [GAME_SERVER_NAME_TEXT] });
  });
});
