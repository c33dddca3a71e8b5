import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guildhallClient, GuildhallError, type GuildhallClient } from '@contract/client';
import { createTestApp, type TestApp } from '../test-app';

// The typed client a community tool uses, over real HTTP (the platform's fetch).

let t: TestApp;
let api: GuildhallClient;
beforeAll(async () => {
  t = await createTestApp({ players: 40 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  api = guildhallClient(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
});
afterAll(() => t.close());

describe('the typed client', () => {
  it('fetches a character and the top of a ranking, as its five-line example does', async () => {
    const character = await api.character(1);
    expect(character.id).toBe(1);
    expect(character.Username).toEqual(expect.any(String));
    const top = await api.ranking('player/global', { length: 10 });
    expect(top.data).toHaveLength(10);
    expect(top.data.map((row) => row.Position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('pages, searches and sorts a table', async () => {
    const second = await api.ranking('player/global', { start: 5, length: 5 });
    expect(second.data[0].Position).toBe(6);
    const reversed = await api.ranking('player/global', { length: 3, sort: { column: 'Position', dir: 'desc' } });
    expect(reversed.data[0].Position).toBe(reversed.recordsTotal);
    const guilds = await api.ranking('guild/global', { length: 2 });
    expect(guilds.data.length).toBeGreaterThan(0);
    const items = await api.wikiList('item', { length: 2 });
    const item = await api.wikiEntry('item', items.data[0].id);
    expect(item.Name).toBe(items.data[0].Name);
  });

  it('throws the refusal with its status, stable code and messages', async () => {
    const refusal = await api.character(999_999).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(GuildhallError);
    expect(refusal).toMatchObject({ status: 404, code: 'not_found' });
    expect((refusal as GuildhallError).messages[0]).toMatch(/not found/);
  });
});
