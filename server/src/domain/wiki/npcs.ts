import { count, eq } from 'drizzle-orm';
import type { WikiNpc, WikiNpcDetail } from '@contract/types/wiki';
import { maps, npcs, quests, shops } from '../../db/schema/index';
import { answerTable, type TableDefinition } from '../tables/table-query';
import type { WikiEntry } from './types';

const npcColumns = { id: npcs.id, Name: npcs.Name, Title: npcs.Title, Level: npcs.Level, Category: npcs.Category, ColorName: npcs.ColorName };

export const npcTable: TableDefinition<'id' | 'Name' | 'Title' | 'Level' | 'Category'> = {
  sortable: { id: npcs.id, Name: npcs.Name, Title: npcs.Title, Level: npcs.Level, Category: npcs.Category },
  defaultOrder: { column: 'Name', dir: 'asc' },
  searchable: [npcs.Name, npcs.Title, npcs.Category],
  tiebreak: [npcs.id],
};

export const npcEntry: WikiEntry<WikiNpcDetail, WikiNpc> = {
  list: (db, read) =>
    answerTable(read(npcTable), npcTable, () => ({
      rows: db.select(npcColumns).from(npcs).$dynamic(),
      count: db.select({ n: count() }).from(npcs).$dynamic(),
    })),
  async detail(db, id) {
    const [row] = await db
      .select({ ...npcColumns, MapID: npcs.MapID, mapName: maps.Name })
      .from(npcs)
      .leftJoin(maps, eq(maps.id, npcs.MapID))
      .where(eq(npcs.id, id));
    if (!row) return null;
    const { MapID, mapName, ...npc } = row;
    const npcBase: WikiNpc = npc;
    return {
      ...npcBase,
      map: MapID === null ? null : { id: MapID, Name: mapName ?? '' },
      quests: await db.select({ id: quests.id, Name: quests.Name }).from(quests).where(eq(quests.NpcID, id)).orderBy(quests.Name),
      shops: await db.select({ id: shops.id, Name: shops.Name }).from(shops).where(eq(shops.NpcID, id)).orderBy(shops.Name),
    };
  },
  meta: (n, { say }) => ({
    title: n.Title ? `${n.Name}, ${n.Title}` : n.Name,
    description: n.map
      ? say('Level {level} {category} in {map}.', { level: n.Level, category: n.Category, map: n.map.Name })
      : say('Level {level} {category}.', { level: n.Level, category: n.Category }),
    image: `/api/image/avatar/npc/head/${n.id}`,
  }),
};
