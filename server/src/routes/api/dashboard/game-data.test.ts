import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import { endpoints } from '@contract/client';
import { createTestApp, loginAs, visitor, type TestApp, type TestClient } from '../../../../test/test-app';
import { auditRows } from '../../../../test/staff-helpers';
import { anItem, changeCounts, itemRow, revisionsOf, sendForm } from '../../../../test/support/game-data';
import type { GameDataKind } from '@contract/rules/game-data';
import { items, maps, monsters, npcs, rarities } from '../../../db/schema/index';

// Game data from the dashboard: a game master (or an administrator) lists, reads, creates, edits
// and reverts entries, each change kept as a revision and a staff record line, and the wiki shows
// it at once. Everybody else is refused every call with nothing changed.

let t: TestApp;
beforeAll(async () => {
  // The visitor cache is on, as in production: a write must empty it.
  t = await createTestApp({ players: 10, config: { VISITOR_CACHE_SECONDS: '60' } });
});
afterAll(() => t.close());

const base = '/api/dashboard/game-data';

/** Every call of the section on one item, as a client would make it. */
function calls(id: number): { name: string; run: (c: TestClient) => ReturnType<TestClient['get']> }[] {
  return [
    { name: 'list', run: (c) => c.get(`${base}/items?draw=1&start=0&length=10`) },
    { name: 'read', run: (c) => c.get(`${base}/items/${id}`) },
    { name: 'revisions', run: (c) => c.get(`${base}/items/${id}/revisions`) },
    {
      name: 'create',
      run: (c) => sendForm(c, 'POST', `${base}/maps`, { Name: 'Forbidden Vale', RequiredLevel: 1, RequiredGuildLevel: 0, IsUpgradeOnly: false }),
    },
    { name: 'edit', run: (c) => sendForm(c, 'PUT', `${base}/items/${id}`, { revision: 0, Name: 'Stolen name' }) },
    { name: 'revert', run: (c) => sendForm(c, 'POST', `${base}/items/${id}/revisions/1/revert`, { revision: 0 }) },
  ];
}

describe('who may use the game-data calls', () => {
  it('refuses a player, a moderator and a visitor every call, changing nothing', async () => {
    const item = await anItem(t, 5);
    const before = { row: await itemRow(t, item.id), counts: await changeCounts(t), maps: await t.database.db.$count(maps) };
    const tried: string[] = [];
    for (const who of ['demo', 'vipdemo', 'moderator', null]) {
      const client = who ? await loginAs(t.app, who) : await visitor(t.app);
      // All at once: refused calls change nothing whatever their order.
      const answered = await Promise.all(calls(item.id).map(async (call) => ({ call, res: await call.run(client) })));
      for (const { call, res } of answered) {
        tried.push(`${who ?? 'visitor'} ${call.name} ${res.statusCode}`);
        expect(res.json().messages?.length, `${who} ${call.name}`).toBeGreaterThan(0);
      }
    }
    expect(tried).toEqual(
      ['demo', 'vipdemo', 'moderator', 'visitor'].flatMap((who) =>
        ['list', 'read', 'revisions', 'create', 'edit', 'revert'].map((call) => `${who} ${call} ${who === 'visitor' ? 401 : 403}`),
      ),
    );
    expect(await itemRow(t, item.id)).toEqual(before.row);
    expect(await changeCounts(t)).toEqual(before.counts);
    expect(await t.database.db.$count(maps)).toBe(before.maps);
  });

  it('lets a game master and an administrator make every call', async () => {
    for (const [who, offset] of [
      ['gamemaster', 6],
      ['staffdemo', 7],
    ] as const) {
      const client = await loginAs(t.app, who);
      const item = await anItem(t, offset);
      const statuses: Record<string, number> = {};
      for (const call of calls(item.id)) {
        // The revert names revision 1, which the edit just before it made.
        const res =
          call.name === 'revert' ? await sendForm(client, 'POST', `${base}/items/${item.id}/revisions/1/revert`, { revision: 1 }) : await call.run(client);
        statuses[call.name] = res.statusCode;
      }
      expect(statuses, who).toEqual({ list: 200, read: 200, revisions: 200, create: 200, edit: 200, revert: 200 });
      expect((await itemRow(t, item.id)).Name).toBe('Stolen name');
      expect((await revisionsOf(t, 'items', item.id)).map((r) => [r.Revision, r.StaffName, r.RevertedTo])).toEqual([
        [0, who, null],
        [1, who, null],
        [2, who, 1],
      ]);
    }
  });
});

describe('editing an entry', () => {
  it('shows the new name on the wiki and its share card at once, and keeps who changed what', async () => {
    const item = await anItem(t, 0);
    const reader = await visitor(t.app);
    // Both are now in the visitor cache.
    expect((await reader.get(`/api/wiki/item/${item.id}`)).json().Name).toBe(item.Name);
    expect((await reader.get(`/wiki/item/${item.id}`)).body).toContain(item.Name);

    const gm = await loginAs(t.app, 'gamemaster');
    const res = await sendForm(gm, 'PUT', `${base}/items/${item.id}`, { revision: 0, Name: 'Sword of Dawn', InGame: '42' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'The item was saved.', entry: { id: item.id, Revision: 1, values: { Name: 'Sword of Dawn', InGame: 42 } } });

    expect((await reader.get(`/api/wiki/item/${item.id}`)).json()).toMatchObject({ Name: 'Sword of Dawn', InGame: 42 });
    expect((await reader.get(`/wiki/item/${item.id}`)).body).toContain('Sword of Dawn');

    const revisions = (await gm.get(`${base}/items/${item.id}/revisions`)).json();
    expect(revisions).toEqual([
      expect.objectContaining({ Revision: 0, StaffName: 'gamemaster', Before: {}, After: expect.objectContaining({ Name: item.Name, InGame: item.InGame }) }),
      expect.objectContaining({
        Revision: 1,
        StaffName: 'gamemaster',
        Before: { Name: item.Name, InGame: item.InGame },
        After: { Name: 'Sword of Dawn', InGame: 42 },
        RevertedTo: null,
      }),
    ]);
    const line = (await auditRows(t, 'gamedata.edit')).at(-1);
    expect(line).toMatchObject({
      actor_name: 'gamemaster',
      summary: `gamemaster edited item #${item.id} Sword of Dawn: Name, InGame`,
      before: { Name: item.Name, InGame: item.InGame },
      after: { Name: 'Sword of Dawn', InGame: 42 },
    });
  });

  it('refuses an edit from a stale revision with 409, changing nothing', async () => {
    const item = await anItem(t, 1);
    const gm = await loginAs(t.app, 'gamemaster');
    expect((await sendForm(gm, 'PUT', `${base}/items/${item.id}`, { revision: 0, Name: 'First' })).statusCode).toBe(200);
    const before = { row: await itemRow(t, item.id), counts: await changeCounts(t) };
    const stale = await sendForm(gm, 'PUT', `${base}/items/${item.id}`, { revision: 0, Name: 'Second' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messages[0]).toContain('Someone else changed this item');
    expect(await itemRow(t, item.id)).toEqual(before.row);
    expect(await changeCounts(t)).toEqual(before.counts);
  });

  it('refuses bad fields with 422 per field, changing nothing', async () => {
    const item = await anItem(t, 2);
    const gm = await loginAs(t.app, 'gamemaster');
    const before = { row: await itemRow(t, item.id), counts: await changeCounts(t) };
    const bad = await sendForm(gm, 'PUT', `${base}/items/${item.id}`, {
      revision: 0,
      Name: '',
      InGame: 'many',
      Icon: '../etc',
      KD: 5,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['Icon', 'InGame', 'KD', 'Name']);
    expect(bad.json().errors.Name).toEqual(['The name field is required.']);
    const flag = await sendForm(gm, 'PUT', `${base}/items/${item.id}`, { revision: 0, IsLucky: 'perhaps' });
    expect(flag.statusCode).toBe(422);
    expect(Object.keys(flag.json().errors)).toEqual(['IsLucky']);
    // A rarity that does not exist is the field's fault, not a server error.
    const unknown = await sendForm(gm, 'PUT', `${base}/items/${item.id}`, { revision: 0, RarityID: 999999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ RarityID: ['The selected rarity does not exist.'] });
    expect(await itemRow(t, item.id)).toEqual(before.row);
    expect(await changeCounts(t)).toEqual(before.counts);
    expect((await gm.get(`${base}/items/999999`)).statusCode).toBe(404);
    expect((await gm.get(`${base}/potions`)).statusCode).toBe(404);
  });

  it("answers each field's own sentence from the kind's request schema, changing nothing", async () => {
    const gm = await loginAs(t.app, 'gamemaster');
    const [npc] = await t.database.db.select().from(npcs).where(isNotNull(npcs.MapID)).orderBy(npcs.id).limit(1);
    const before = { counts: await changeCounts(t), npc: (await t.database.db.select().from(npcs).where(eq(npcs.id, npc.id)))[0] };
    const bad = await sendForm(gm, 'PUT', `${base}/npcs/${npc.id}`, {
      revision: '',
      Name: '   ',
      Level: '',
      ColorName: 'red',
      Category: 'x'.repeat(65),
      MapID: 'north',
      Icon: 'sword.png',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      revision: ['The revision field must be a whole number.'],
      Name: ['The name field is required.'],
      Level: ['The level field must be a whole number.'],
      ColorName: ['The name colour field must be a colour such as #ffcc00.'],
      Category: ['The category field must not be greater than 64 characters.'],
      MapID: ['The map field must be a whole number.'],
      Icon: ['This field cannot be edited.'],
    });
    const range = await sendForm(gm, 'PUT', `${base}/npcs/${npc.id}`, { revision: 0, Level: 10001 });
    expect(range.json().errors).toEqual({ Level: ['The level field must be between 0 and 10,000.'] });
    const revert = await sendForm(gm, 'POST', `${base}/npcs/${npc.id}/revisions/0/revert`, { revision: 'latest' });
    expect(revert.json().errors).toEqual({ revision: ['The revision field must be a whole number.'] });
    expect(await changeCounts(t)).toEqual(before.counts);
    expect((await t.database.db.select().from(npcs).where(eq(npcs.id, npc.id)))[0]).toEqual(before.npc);

    // An optional number sent empty clears it; an optional text too.
    const cleared = await sendForm(gm, 'PUT', `${base}/npcs/${npc.id}`, { revision: 0, MapID: '', Title: '  ' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().entry.values).toMatchObject({ MapID: null, Title: null });
  });

  it("answers a German staff member's refused fields in German, and a Spanish browser's in Spanish, changing nothing", async () => {
    const [npc] = await t.database.db.select().from(npcs).orderBy(npcs.id).limit(1);
    const before = { counts: await changeCounts(t), npc: (await t.database.db.select().from(npcs).where(eq(npcs.id, npc.id)))[0] };
    const admin = await loginAs(t.app, 'staffdemo');
    expect((await admin.post(endpoints.language(), { language: 'de' })).statusCode).toBe(200);
    try {
      const bad = await sendForm(admin, 'PUT', `${base}/npcs/${npc.id}`, { revision: 'x', Level: 10001, ColorName: 'red', Category: '', Icon: 'a.png' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({
        revision: ['Das Feld Revision muss eine ganze Zahl sein.'],
        Level: ['Das Feld Level muss zwischen 0 und 10.000 liegen.'],
        ColorName: ['Das Feld Namensfarbe muss eine Farbe wie #ffcc00 sein.'],
        Category: ['Das Feld Kategorie ist erforderlich.'],
        Icon: ['Dieses Feld kann nicht bearbeitet werden.'],
      });
      const stale = await sendForm(admin, 'PUT', `${base}/npcs/${npc.id}`, { revision: 999, Name: 'Late' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().messages).toEqual([
        expect.stringMatching(/^Jemand anderes hat diesen NPC geändert, seit du ihn geöffnet hast \(jetzt Revision \d+\)\. Lade ihn neu/),
      ]);
    } finally {
      await admin.post(endpoints.language(), { language: 'en' });
    }
    const gm = await loginAs(t.app, 'gamemaster');
    const spanish = await gm.inject({
      method: 'PUT',
      url: `${base}/items/${(await anItem(t, 4)).id}`,
      payload: 'revision=0&Icon=..%2Fetc&ClassRank=-1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'es-ES,es;q=0.9' },
    });
    expect(spanish.json().errors).toEqual({
      Icon: ['El campo icono solo puede contener letras, dígitos, puntos, guiones y guiones bajos.'],
      ClassRank: ['El campo rango de clase debe estar entre 0 y 10.000.'],
    });
    expect(await changeCounts(t)).toEqual(before.counts);
    expect((await t.database.db.select().from(npcs).where(eq(npcs.id, npc.id)))[0]).toEqual(before.npc);
  });

  it('takes 0 for a number whose range starts at 0', async () => {
    const gm = await loginAs(t.app, 'gamemaster');
    const [map] = await t.database.db.select().from(maps).orderBy(maps.id).limit(1).offset(1);
    const res = await sendForm(gm, 'PUT', `${base}/maps/${map.id}`, { revision: map.Revision, RequiredLevel: 0, RequiredGuildLevel: '0' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entry.values).toMatchObject({ RequiredLevel: 0, RequiredGuildLevel: 0 });
  });

  it('tells the reference each kind’s fields and their rules, one call per kind', async () => {
    const spec = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const bodyOf = (path: string) => spec.paths[path].put.requestBody.content['application/x-www-form-urlencoded'].schema;
    const maps = bodyOf('/api/dashboard/game-data/maps/{id}');
    expect(Object.keys(maps.properties).sort()).toEqual(['IsUpgradeOnly', 'Name', 'RequiredGuildLevel', 'RequiredLevel', 'revision']);
    expect(maps.required).toEqual(['revision']);
    expect(maps.properties.RequiredLevel).toMatchObject({ minimum: 0, maximum: 10000 });
    expect(bodyOf('/api/dashboard/game-data/items/{id}').properties.Icon).toMatchObject({ maxLength: 128, pattern: '^[A-Za-z0-9_.-]+$' });
    expect(spec.paths['/api/dashboard/game-data/{kind}/{id}'].put).toBeUndefined();
  });

  it('offers the names each reference field may choose, to game masters only', async () => {
    const gm = await loginAs(t.app, 'gamemaster');
    const res = await gm.get(`${base}/choices`);
    expect(res.statusCode).toBe(200);
    const choices = res.json();
    expect(Object.keys(choices).sort()).toEqual(['category', 'element', 'item type', 'map', 'race', 'rarity']);
    const [map] = await t.database.db.select().from(maps).orderBy(maps.id).limit(1);
    expect(choices.map).toContainEqual({ id: map.id, Name: expect.any(String) });
    expect(choices.rarity.length).toBe(await t.database.db.$count(rarities));
    expect((await (await loginAs(t.app, 'moderator')).get(`${base}/choices`)).statusCode).toBe(403);
  });

  it('keeps skills and items apart', async () => {
    const item = await anItem(t, 3);
    const gm = await loginAs(t.app, 'gamemaster');
    expect((await gm.get(`${base}/skills/${item.id}`)).statusCode).toBe(404);
    const skills = (await gm.get(`${base}/skills?draw=1&start=0&length=100`)).json();
    expect(skills.data.map((r: { id: number }) => r.id)).not.toContain(item.id);
  });
});

describe('the original values of a seeded entry', () => {
  it('are kept as revision 0 at its first change, and a revert to it brings the entry back exactly as seeded', async () => {
    const item = await anItem(t, 8);
    const gm = await loginAs(t.app, 'gamemaster');
    expect((await sendForm(gm, 'PUT', `${base}/items/${item.id}`, { revision: 0, Name: 'Typo fixed', InGame: 7, IsLucky: !item.IsLucky })).statusCode).toBe(
      200,
    );
    expect((await sendForm(gm, 'PUT', `${base}/items/${item.id}`, { revision: 1, Icon: 'new-icon.png', ClassRank: 3 })).statusCode).toBe(200);

    const [original] = (await gm.get(`${base}/items/${item.id}/revisions`)).json();
    expect(original).toMatchObject({ Revision: 0, Before: {}, RevertedTo: null });
    expect(original.After).toEqual({
      Name: item.Name,
      Icon: item.Icon,
      TypeItemID: item.TypeItemID,
      RarityID: item.RarityID,
      InGame: item.InGame,
      ClassRank: item.ClassRank,
      IsTemporary: item.IsTemporary,
      IsUpgradeOnly: item.IsUpgradeOnly,
      IsStaffOnly: item.IsStaffOnly,
      IsNotTrade: item.IsNotTrade,
      IsWheel: item.IsWheel,
      IsLucky: item.IsLucky,
      IsUpgrade: item.IsUpgrade,
      IsPassive: item.IsPassive,
      IsSellable: item.IsSellable,
      IsTradeable: item.IsTradeable,
    });

    const back = await sendForm(gm, 'POST', `${base}/items/${item.id}/revisions/0/revert`, { revision: 2 });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().message).toBe('The item is back as it was after revision 0.');
    expect(await itemRow(t, item.id)).toEqual({ ...item, Revision: 3 });
    expect((await (await visitor(t.app)).get(`/api/wiki/item/${item.id}`)).json()).toMatchObject({ Name: item.Name, InGame: item.InGame });
    // Only the first change keeps the original: later ones and the revert add one revision each.
    expect((await revisionsOf(t, 'items', item.id)).map((r) => [r.Revision, r.RevertedTo])).toEqual([
      [0, null],
      [1, null],
      [2, null],
      [3, 0],
    ]);
  });
});

describe('creating and reverting', () => {
  it('creates a monster at revision 1 that the wiki shows', async () => {
    const gm = await loginAs(t.app, 'gamemaster');
    const [ref] = await t.database.db.select().from(monsters).limit(1);
    const values = {
      Name: 'Glass Wyrm',
      RaceID: ref.RaceID,
      ElementID: ref.ElementID,
      CategoryID: ref.CategoryID,
      MapID: null,
      Level: 30,
      Coins: 120,
      EnergyCost: 4,
    };
    const res = await sendForm(gm, 'POST', `${base}/monsters`, values);
    expect(res.statusCode, res.body).toBe(200);
    const { entry } = res.json();
    expect(entry).toMatchObject({ Revision: 1, values });
    expect((await (await visitor(t.app)).get(`/api/wiki/monster/${entry.id}`)).json()).toMatchObject({ Name: 'Glass Wyrm', Level: 30 });
    expect((await revisionsOf(t, 'monsters', entry.id)).map((r) => [r.Revision, r.Before, r.After])).toEqual([[1, {}, values]]);
    expect((await auditRows(t, 'gamedata.create')).at(-1)?.summary).toBe(`gamemaster created monster #${entry.id} Glass Wyrm`);
    // A new entry needs every field.
    const partial = await sendForm(gm, 'POST', `${base}/monsters`, { Name: 'Half' });
    expect(partial.statusCode).toBe(422);
    expect(Object.keys(partial.json().errors)).toEqual(expect.arrayContaining(['RaceID', 'Level']));
  });

  /** A whole new entry of each kind that its create call accepts, and one field of it broken with the sentence it earns. */
  async function newEntries() {
    const item = await anItem(t, 9);
    const [monster] = await t.database.db.select().from(monsters).limit(1);
    const itemFields = { Name: 'Lantern', Icon: 'lantern.png', TypeItemID: item.TypeItemID, RarityID: item.RarityID, InGame: 1, ClassRank: 0, IsLucky: true };
    return {
      items: { whole: itemFields, bad: { Icon: '../etc' }, says: 'The icon field may only contain letters, digits, dots, dashes and underscores.' },
      skills: { whole: { ...itemFields, Name: 'Ember' }, bad: { InGame: 'many' }, says: 'The in game field must be a whole number.' },
      monsters: {
        whole: { Name: 'Mire Toad', RaceID: monster.RaceID, ElementID: monster.ElementID, CategoryID: monster.CategoryID, Level: 3, Coins: 2, EnergyCost: 1 },
        bad: { Level: 10001 },
        says: 'The level field must be between 0 and 10,000.',
      },
      npcs: {
        whole: { Name: 'Old Pell', Level: 5, Category: 'Merchant', ColorName: '#ffcc00' },
        bad: { ColorName: 'red' },
        says: 'The name colour field must be a colour such as #ffcc00.',
      },
      maps: {
        whole: { Name: 'Quiet Shore', RequiredLevel: 1, RequiredGuildLevel: 0 },
        bad: { Name: 'x'.repeat(129) },
        says: 'The name field must not be greater than 128 characters.',
      },
    } satisfies Record<GameDataKind, { whole: Record<string, string | number | boolean>; bad: Record<string, string | number>; says: string }>;
  }

  const entryCounts = async () => ({
    items: await t.database.db.$count(items),
    monsters: await t.database.db.$count(monsters),
    npcs: await t.database.db.$count(npcs),
    maps: await t.database.db.$count(maps),
    ...(await changeCounts(t)),
  });

  it("refuses each kind's new entry with a broken field or a field the kind does not have, creating nothing", async () => {
    const gm = await loginAs(t.app, 'gamemaster');
    const before = await entryCounts();
    for (const [kind, entry] of Object.entries(await newEntries())) {
      const bad = await sendForm(gm, 'POST', `${base}/${kind}`, { ...entry.whole, ...entry.bad });
      expect(bad.statusCode, `${kind} ${bad.body}`).toBe(422);
      expect(bad.json().errors, kind).toEqual({ [Object.keys(entry.bad)[0]]: [entry.says] });
      const stranger = await sendForm(gm, 'POST', `${base}/${kind}`, { ...entry.whole, KD: 5 });
      expect(stranger.statusCode, kind).toBe(422);
      expect(stranger.json().errors, kind).toEqual({ KD: ['This field cannot be edited.'] });
    }
    expect(await entryCounts()).toEqual(before);
  });

  it('creates a whole entry of each kind, a flag left out off and an optional field left out empty', async () => {
    const gm = await loginAs(t.app, 'gamemaster');
    for (const [kind, entry] of Object.entries(await newEntries())) {
      const res = await sendForm(gm, 'POST', `${base}/${kind}`, entry.whole);
      expect(res.statusCode, `${kind} ${res.body}`).toBe(200);
      const { values } = res.json().entry;
      expect(values, kind).toMatchObject(entry.whole);
      if (kind === 'items') expect(values).toMatchObject({ IsLucky: true, IsWheel: false, IsTradeable: false });
      if (kind === 'npcs') expect(values).toMatchObject({ Title: null, MapID: null });
      if (kind === 'maps') expect(values).toMatchObject({ IsUpgradeOnly: false });
    }
  });

  it('tells the reference each kind’s fields of a new entry, the required ones required, one call per kind', async () => {
    const spec = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const bodyOf = (path: string) => spec.paths[path].post.requestBody.content['application/x-www-form-urlencoded'].schema;
    const npc = bodyOf('/api/dashboard/game-data/npcs');
    expect(npc.required.sort()).toEqual(['Category', 'ColorName', 'Level', 'Name']);
    expect(npc.properties.ColorName).toMatchObject({ maxLength: 7, pattern: '^#[0-9a-fA-F]{6}$' });
    expect(npc.properties.MapID).toMatchObject({ minimum: 1, default: null });
    expect(bodyOf('/api/dashboard/game-data/maps').properties.IsUpgradeOnly).toMatchObject({ default: '0' });
    expect(spec.paths['/api/dashboard/game-data/{kind}'].post).toBeUndefined();
  });

  it('puts an entry back as it was after an earlier revision, as a new revision', async () => {
    const gm = await loginAs(t.app, 'gamemaster');
    const [map] = await t.database.db.select().from(maps).orderBy(maps.id).limit(1);
    const edit = (revision: number, values: Record<string, string | number | boolean>) =>
      sendForm(gm, 'PUT', `${base}/maps/${map.id}`, { revision, ...values });
    expect((await edit(0, { Name: 'Ashen Road' })).statusCode).toBe(200);
    expect((await edit(1, { RequiredLevel: 55 })).statusCode).toBe(200);
    expect((await edit(2, { Name: 'Burnt Road', IsUpgradeOnly: true })).statusCode).toBe(200);

    const back = await sendForm(gm, 'POST', `${base}/maps/${map.id}/revisions/1/revert`, { revision: 3 });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().entry).toMatchObject({
      Revision: 4,
      values: { Name: 'Ashen Road', RequiredLevel: map.RequiredLevel, IsUpgradeOnly: map.IsUpgradeOnly },
    });
    expect((await (await visitor(t.app)).get(`/api/wiki/map/${map.id}`)).json()).toMatchObject({ Name: 'Ashen Road', RequiredLevel: map.RequiredLevel });
    const [last] = (await revisionsOf(t, 'maps', map.id)).slice(-1);
    expect(last).toMatchObject({
      Revision: 4,
      RevertedTo: 1,
      Before: { Name: 'Burnt Road', RequiredLevel: 55, IsUpgradeOnly: true },
      After: { Name: 'Ashen Road', RequiredLevel: map.RequiredLevel, IsUpgradeOnly: map.IsUpgradeOnly },
    });
    expect((await auditRows(t, 'gamedata.revert')).at(-1)?.summary).toContain(`reverted map #${map.id} Ashen Road to revision 1`);
    // A stale revert and an unknown revision change nothing.
    expect((await sendForm(gm, 'POST', `${base}/maps/${map.id}/revisions/2/revert`, { revision: 3 })).statusCode).toBe(409);
    expect((await sendForm(gm, 'POST', `${base}/maps/${map.id}/revisions/9/revert`, { revision: 4 })).statusCode).toBe(404);
    expect((await t.database.db.select().from(maps).where(eq(maps.id, map.id)))[0]).toMatchObject({ Name: 'Ashen Road', Revision: 4 });
  });
});
