import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, isNotNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { WIKI_TYPES, type WikiType } from '@contract/paths';
import type { DataTablesAnswer } from '@contract/types/datatables';
import type { WikiItemDetail, WikiListRows, WikiMarketListing, WikiMonsterDetail } from '@contract/types/wiki';
import { createTestApp, visitor, type TestApp, type TestClient } from '../../../../test/test-app';
import * as schema from '../../../db/schema/index';
import { botTable } from '../../../domain/wiki/bots';
import { itemTable } from '../../../domain/wiki/items';
import { mapTable } from '../../../domain/wiki/maps';
import { marketTable } from '../../../domain/wiki/market';
import { monsterTable } from '../../../domain/wiki/monsters';
import { npcTable } from '../../../domain/wiki/npcs';
import { questTable } from '../../../domain/wiki/quests';
import { redeemTable } from '../../../domain/wiki/redeem';
import { shopTable } from '../../../domain/wiki/shops';
import { titleTable } from '../../../domain/wiki/titles';
import type { TableDefinition } from '../../../domain/tables/table-query';

// The game-data wiki (docs/product-rules.md#pages-and-routes /wiki/…, docs/product-rules.md#entities-and-fields entities, docs/product-rules.md#http-contract Wiki): lists in DataTables server mode over
// GET query parameters, and detail entries (added: GET /api/wiki/{type}/{id}).

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp({ players: 80 });
  client = await visitor(t.app);
});
afterAll(() => t.close());

const TABLES: Record<WikiType, { def: TableDefinition<string>; table: PgTable }> = {
  item: { def: itemTable, table: schema.items },
  map: { def: mapTable, table: schema.maps },
  market: { def: marketTable, table: schema.marketListings },
  monster: { def: monsterTable, table: schema.monsters },
  npc: { def: npcTable, table: schema.npcs },
  quest: { def: questTable, table: schema.quests },
  shop: { def: shopTable, table: schema.shops },
  bot: { def: botTable, table: schema.bots },
  title: { def: titleTable, table: schema.titles },
  redeem: { def: redeemTable, table: schema.redeemCodes },
};

const tableRows = async (type: WikiType) => {
  return (await t.app.db.select({ n: count() }).from(TABLES[type].table))[0].n;
};

/** The DataTables query string for a list, with the sortable columns listed first. */
function query(type: WikiType, fields: Record<string, string | number> = {}) {
  const cols = Object.keys(TABLES[type].def.sortable);
  const params = new URLSearchParams({ draw: '1', start: '0', length: '25', 'search[value]': '' });
  cols.forEach((c, i) => params.set(`columns[${i}][data]`, c));
  params.set(`columns[${cols.length}][data]`, 'not_sortable');
  for (const [k, v] of Object.entries(fields)) params.set(k, String(v));
  return `/api/wiki/${type}?${params}`;
}

async function list<T extends WikiType>(type: T, fields: Record<string, string | number> = {}): Promise<DataTablesAnswer<WikiListRows[T]>> {
  const res = await client.get(query(type, fields));
  expect(res.statusCode, res.body).toBe(200);
  // Each type's answer has its own serializer: it must still say it is JSON (it did not, for a while).
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json();
}

const idOf = (_type: WikiType, row: WikiListRows[WikiType]) => (row as { id: number }).id;

describe('wiki lists', () => {
  for (const type of WIKI_TYPES) {
    describe(type, () => {
      it('answers the DataTables shape with every row counted', async () => {
        const total = await tableRows(type);
        expect(total).toBeGreaterThan(0);
        const answer = await list(type, { draw: 3 });
        expect(answer).toMatchObject({ draw: 3, recordsTotal: total, recordsFiltered: total });
        expect(answer.data.length).toBe(Math.min(25, total));
        const next = await list(type, { start: 25, length: 25 });
        const ids = new Set(answer.data.map((r) => idOf(type, r)));
        expect(next.data.some((r) => ids.has(idOf(type, r)))).toBe(false);
      });

      it('sorts on each allowed column both ways', async () => {
        const cols = Object.keys(TABLES[type].def.sortable);
        for (const [i, column] of cols.entries()) {
          const asc = await list(type, { length: 1000, 'order[0][column]': i, 'order[0][dir]': 'asc' });
          const desc = await list(type, { length: 1000, 'order[0][column]': i, 'order[0][dir]': 'desc' });
          expect(asc.data.length, column).toBe(asc.recordsTotal > 1000 ? 1000 : asc.recordsTotal);
          if (asc.recordsTotal <= 1000) {
            // The id tiebreak follows the direction, so the two orders mirror each other exactly.
            expect(
              desc.data.map((r) => idOf(type, r)),
              column,
            ).toEqual(asc.data.map((r) => idOf(type, r)).reverse());
          }
          const numeric = asc.data.map((r) => (r as unknown as Record<string, unknown>)[column]);
          if (numeric.every((v) => typeof v === 'number')) {
            expect(numeric, column).toEqual([...numeric].sort((a, b) => a - b));
          }
        }
      });

      it('ignores a sort on a column outside the whitelist (its own order) and refuses a bad length', async () => {
        const cols = Object.keys(TABLES[type].def.sortable);
        const res = await client.get(query(type, { 'order[0][column]': cols.length, 'order[0][dir]': 'desc' }));
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toEqual((await client.get(query(type, {}))).json().data);
        expect((await client.get(query(type, { length: 5000 }))).statusCode).toBe(422);
        expect((await client.get(query(type, { start: -1 }))).statusCode).toBe(422);
      });

      it('treats SQL and HTML metacharacters in the search as text', async () => {
        for (const term of ["'; drop table items; --", '<img src=x onerror=alert(1)>', '%%%', '\\\\\\', "' or ''='"]) {
          const answer = await list(type, { 'search[value]': term });
          expect(answer.recordsFiltered, term).toBe(0);
        }
        expect(await tableRows(type)).toBeGreaterThan(0);
      });
    });
  }

  it('searches by name case-insensitively', async () => {
    const [first] = (await list('item')).data;
    const term = first.Name.slice(0, 5).toLowerCase();
    const found = await list('item', { 'search[value]': term, length: 1000 });
    expect(found.recordsFiltered).toBeGreaterThan(0);
    expect(found.recordsFiltered).toBeLessThan(found.recordsTotal);
    expect(found.data.map((r) => r.id)).toContain(first.id);
    for (const row of found.data) expect(`${row.Name} ${row.type.Name} ${row.type.NameCustom ?? ''}`.toLowerCase()).toContain(term);
  });

  it('finds names with an apostrophe literally (shops are named like "Mira\'s Forge")', async () => {
    const all = (await list('shop', { length: 1000 })).data;
    const found = await list('shop', { 'search[value]': "'s", length: 1000 });
    const expected = all.filter((s) => `${s.Name} ${s.npc?.Name ?? ''}`.toLowerCase().includes("'s"));
    expect(expected.length).toBeGreaterThan(0);
    expect(found.data.map((s) => s.id).sort()).toEqual(expected.map((s) => s.id).sort());
  });

  it('finds market listings by seller or buyer name, and answers a 1-2 letter search as no search', async () => {
    const [sold] = await t.app.db.select().from(schema.marketListings).where(isNotNull(schema.marketListings.BuyerID)).limit(1);
    const [buyer] = await t.app.db.select().from(schema.users).where(eq(schema.users.id, sold.BuyerID!));
    const found = await list('market', { 'search[value]': buyer.Username, length: 1000 });
    expect(found.data.map((l) => l.id)).toContain(sold.id);
    for (const l of found.data) {
      const names = [l.item.Name, l.seller?.Username ?? '', l.buyer?.Username ?? ''].join(' ').toLowerCase();
      expect(names).toContain(buyer.Username.toLowerCase());
    }
    // DataTables searches on every keystroke and alerts on any error, so a short term is no search.
    const none = (await client.get(query('market', {}))).json();
    for (const term of ['a', 'ab']) {
      const short = await client.get(query('market', { 'search[value]': term }));
      expect(short.statusCode, term).toBe(200);
      expect(short.json().recordsFiltered, term).toBe(none.recordsTotal);
    }
  });

  it('answers 404 for an unknown type', async () => {
    expect((await client.get('/api/wiki/spells')).statusCode).toBe(404);
    expect((await client.get('/api/wiki/enhancement')).statusCode).toBe(404);
  });
});

describe('wiki entries', () => {
  for (const type of WIKI_TYPES) {
    it(`${type}: the detail of a listed entry, and 404 for unknown ids`, async () => {
      const [row] = (await list(type)).data;
      const id = idOf(type, row);
      const res = await client.get(`/api/wiki/${type}/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json()).toMatchObject(JSON.parse(JSON.stringify(row)));
      for (const bad of ['999999', '0', 'abc', '1e3', '-1', '99999999999']) {
        expect((await client.get(`/api/wiki/${type}/${bad}`)).statusCode, bad).toBe(404);
      }
    });
  }

  it('an item links its shops, quests and monsters that drop it', async () => {
    const [drop] = await t.app.db.select().from(schema.monsterDrops).limit(1);
    const item: WikiItemDetail = (await client.get(`/api/wiki/item/${drop.ItemID}`)).json();
    expect(item.monsters.map((m) => m.id)).toContain(drop.MonsterID);
    expect(item).toMatchObject({ rarity: { id: item.RarityID }, type: { Name: expect.any(String) } });
    for (const flag of ['wheel', 'lucky', 'upgrade', 'passive', 'skill', 'sellable', 'tradeable'] as const) expect(typeof item[flag]).toBe('boolean');
    const [sold] = await t.app.db.select().from(schema.shopItems).limit(1);
    const soldItem: WikiItemDetail = (await client.get(`/api/wiki/item/${sold.ItemID}`)).json();
    expect(soldItem.shops).toContainEqual({ id: sold.ShopID, Name: expect.any(String), Coins: sold.Coins });
    const [reward] = await t.app.db.select().from(schema.questRewards).limit(1);
    const rewardItem: WikiItemDetail = (await client.get(`/api/wiki/item/${reward.ItemID}`)).json();
    expect(rewardItem.quests.map((q) => q.id)).toContain(reward.QuestID);
  });

  it('a monster carries race, element, category colour, map and drops', async () => {
    const monster: WikiMonsterDetail = (await client.get('/api/wiki/monster/1')).json();
    expect(monster).toMatchObject({
      race: { id: monster.RaceID, Name: expect.any(String) },
      element: { id: monster.ElementID, Name: expect.any(String) },
      entity_category_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      Category: monster.entity_category.Name,
    });
    expect(monster.drops.length).toBeGreaterThan(0);
    expect(monster.drops[0].item.rarity.Name).toEqual(expect.any(String));
  });

  it('a market listing names its seller and buyer', async () => {
    const [sold] = await t.app.db.select().from(schema.marketListings).where(isNotNull(schema.marketListings.BuyerID)).limit(1);
    const listing: WikiMarketListing = (await client.get(`/api/wiki/market/${sold.id}`)).json();
    expect(listing.seller?.id).toBe(sold.SellerID);
    expect(listing.buyer?.id).toBe(sold.BuyerID);
    expect(listing.item.id).toBe(sold.ItemID);
  });

  it('an enhancement has a detail entry', async () => {
    const [e] = await t.app.db.select().from(schema.enhancements).limit(1);
    const res = await client.get(`/api/wiki/enhancement/${e.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: e.id, Name: e.Name, Level: e.Level, rarity: { id: e.RarityID }, listings: expect.any(Number) });
  });

  it('a title sends its NameHTML as stored (the SPA sanitises it) and its effect', async () => {
    const titles = (await list('title', { length: 1000 })).data;
    expect(titles.some((x) => /<script|onerror|javascript:/i.test(x.NameHTML))).toBe(true);
    const [withEffect] = await t.app.db.select().from(schema.titles).where(isNotNull(schema.titles.EffectID)).limit(1);
    if (withEffect)
      expect((await client.get(`/api/wiki/title/${withEffect.id}`)).json().effect).toEqual(expect.objectContaining({ Experience: expect.any(Number) }));
  });
});

describe('wiki deep links', () => {
  it('set the title and Open Graph tags of the entry', async () => {
    const [item] = await t.app.db.select().from(schema.items).where(eq(schema.items.id, 1));
    const res = await client.get('/wiki/item/1');
    expect(res.statusCode).toBe(200);
    const escaped = item.Name.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    expect(res.body).toContain(`<meta property="og:title" content="${escaped} · Guildhall">`);
    expect(res.body).toMatch(/<meta property="og:image" content="[^"]+\/api\/image\/assets\/(item|armor)\/original\/1">/);
  });

  it('answer a real 404 page for unknown entries and types', async () => {
    expect((await client.get('/wiki/item/999999')).statusCode).toBe(404);
    expect((await client.get('/wiki/spells/1')).statusCode).toBe(404);
    expect((await client.get('/wiki/spells')).statusCode).toBe(404);
    expect((await client.get('/wiki/enhancement/1')).statusCode).toBe(200);
    const monster = await client.get('/wiki/monster/1');
    expect(monster.body).toMatch(/<meta property="og:description" content="Level \d+ /);
  });

  it('give a monster page (no picture of its own) the site card as og:image', async () => {
    const monster = await client.get('/wiki/monster/1');
    expect(monster.statusCode).toBe(200);
    expect(monster.body).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/og-image\.png">/);
    expect(monster.body).toMatch(/<meta name="twitter:image" content="http:\/\/[^"]+\/og-image\.png">/);
  });
});
