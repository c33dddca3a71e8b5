import { count, eq } from 'drizzle-orm';
import type { WikiMap, WikiMapDetail } from '@contract/types/wiki';
import { entityCategories, maps, monsters, npcs } from '../../db/schema/index';
import { answerTable, type TableDefinition } from '../tables/table-query';
import type { WikiEntry } from './types';

const mapColumns = {
  id: maps.id,
  Name: maps.Name,
  RequiredLevel: maps.RequiredLevel,
  RequiredGuildLevel: maps.RequiredGuildLevel,
  IsUpgradeOnly: maps.IsUpgradeOnly,
};

export const mapTable: TableDefinition<'id' | 'Name' | 'RequiredLevel' | 'RequiredGuildLevel' | 'IsUpgradeOnly'> = {
  sortable: mapColumns,
  defaultOrder: { column: 'RequiredLevel', dir: 'asc' },
  searchable: [maps.Name],
  tiebreak: [maps.id],
};

export const mapEntry: WikiEntry<WikiMapDetail, WikiMap> = {
  list: (db, read) =>
    answerTable(read(mapTable), mapTable, () => ({
      rows: db.select(mapColumns).from(maps).$dynamic(),
      count: db.select({ n: count() }).from(maps).$dynamic(),
    })),
  async detail(db, id) {
    const [map]: WikiMap[] = await db.select(mapColumns).from(maps).where(eq(maps.id, id));
    if (!map) return null;
    const monsterRows = await db
      .select({ id: monsters.id, Name: monsters.Name, Level: monsters.Level, Category: entityCategories.Name, entity_category_color: entityCategories.Color })
      .from(monsters)
      .innerJoin(entityCategories, eq(entityCategories.id, monsters.CategoryID))
      .where(eq(monsters.MapID, id))
      .orderBy(monsters.Level, monsters.Name);
    const npcRows = await db
      .select({ id: npcs.id, Name: npcs.Name, Title: npcs.Title, ColorName: npcs.ColorName, Level: npcs.Level })
      .from(npcs)
      .where(eq(npcs.MapID, id))
      .orderBy(npcs.Name);
    return { ...map, monsters: monsterRows, npcs: npcRows };
  },
  meta: (m, { say }) => ({
    title: m.Name,
    description:
      (m.RequiredGuildLevel > 0
        ? say('Map. Required level {level}, guild level {guildLevel}.', { level: m.RequiredLevel, guildLevel: m.RequiredGuildLevel })
        : say('Map. Required level {level}.', { level: m.RequiredLevel })) + (m.IsUpgradeOnly ? ` ${say('Upgrade only.')}` : ''),
  }),
};
