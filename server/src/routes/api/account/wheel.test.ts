import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, clientFor, visitor, type TestApp } from '../../../../test/test-app';
import { inventory, wheelEntries } from '../../../db/schema/index';
import type { WheelEntry } from '@contract/types/account';

// GET /api/user/account/wheel: the wheel table, server mode, with has_item for the viewer (docs/product-rules.md#entities-and-fields, docs/product-rules.md#http-contract).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ players: 10 });
});
afterAll(() => t.close());

const columns = ['item', 'Quantity', 'IsSpecial', 'Chance', 'has_item'];
const query = (extra: Record<string, string> = {}) => {
  const params = new URLSearchParams({ draw: '3', start: '0', length: '100', ...extra });
  columns.forEach((c, i) => params.set(`columns[${i}][data]`, c));
  return `/api/user/account/wheel?${params}`;
};

describe('GET /api/user/account/wheel', () => {
  it('refuses a visitor', async () => {
    expect((await (await visitor(t.app)).get(query())).statusCode).toBe(401);
  });

  it('answers every wheel entry, most likely first, with has_item for this player', async () => {
    const entries = await t.app.db.select().from(wheelEntries);
    expect(entries.length).toBeGreaterThan(0);
    const owned = entries[0];
    await t.app.db.delete(inventory).where(eq(inventory.UserID, 2));
    await t.app.db.insert(inventory).values({ UserID: 2, ItemID: owned.ItemID });
    const client = await clientFor(t.app, 2);
    const res = await client.get(query());
    expect(res.statusCode).toBe(200);
    const body = res.json<{ draw: number; recordsTotal: number; recordsFiltered: number; data: WheelEntry[] }>();
    expect(body.draw).toBe(3);
    expect(body.recordsTotal).toBe(entries.length);
    expect(body.data).toHaveLength(entries.length);
    const chances = body.data.map((r) => r.Chance);
    expect(chances).toEqual([...chances].sort((a, b) => b - a));
    for (const row of body.data) {
      expect(row.has_item).toBe(row.item.id === owned.ItemID);
      expect(row.item).toMatchObject({ id: expect.any(Number), Name: expect.any(String), type: { Name: expect.any(String) } });
      expect(typeof row.IsSpecial).toBe('boolean');
    }
    expect(body.data.some((r) => r.has_item)).toBe(true);
  });

  it('searches item names and sorts on whitelisted columns only', async () => {
    const client = await clientFor(t.app, 1);
    const all = (await client.get(query())).json<{ data: WheelEntry[] }>().data;
    const name = all[0].item.Name;
    const found = (await client.get(query({ 'search[value]': name }))).json<{ recordsFiltered: number; data: WheelEntry[] }>();
    expect(found.data.every((r) => r.item.Name.toLowerCase().includes(name.toLowerCase()))).toBe(true);
    // Name order follows the database collation: check asc and desc are each other's reverse.
    const byName = (dir: string) =>
      client.get(query({ 'order[0][column]': '0', 'order[0][dir]': dir })).then((r) => r.json<{ data: WheelEntry[] }>().data.map((e) => e.id));
    const asc = await byName('asc');
    expect(await byName('desc')).toEqual([...asc].reverse());
    // A column outside the whitelist never sorts: the sort is ignored and the table's own order used.
    const ignored = await client.get(`${query({ 'order[0][column]': '7', 'order[0][dir]': 'desc' })}&columns[7][data]=PasswordHash`);
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json<{ data: WheelEntry[] }>().data.map((e) => e.id)).toEqual(
      (await client.get(query())).json<{ data: WheelEntry[] }>().data.map((e) => e.id),
    );
  });
});
