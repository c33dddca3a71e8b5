import { count, desc, eq } from 'drizzle-orm';
import type { WikiMonster, WikiMonsterDetail } from '@contract/types/wiki';
import type { Db } from '../../db/client';
import { elements, entityCategories, items, itemTypes, maps, monsterDrops, monsters, races, rarities } from '../../db/schema/index';
import { answerTable, type TableDefinition } from '../tables/table-query';
import { itemWithRarityColumns, toItemWithRarity } from './fragments';
import type { WikiEntry } from './types';

const selectMonsters = (db: Db) =>
  db
    .select({
      id: monsters.id,
      Name: monsters.Name,
      RaceID: monsters.RaceID,
      raceName: races.Name,
      ElementID: monsters.ElementID,
      elementName: elements.Name,
      Level: monsters.Level,
      Coins: monsters.Coins,
      EnergyCost: monsters.EnergyCost,
      CategoryID: monsters.CategoryID,
      categoryName: entityCategories.Name,
      categoryColor: entityCategories.Color,
      KD: monsters.KD,
      MapID: monsters.MapID,
      mapName: maps.Name,
    })
    .from(monsters)
    .innerJoin(races, eq(races.id, monsters.RaceID))
    .innerJoin(elements, eq(elements.id, monsters.ElementID))
    .innerJoin(entityCategories, eq(entityCategories.id, monsters.CategoryID))
    .leftJoin(maps, eq(maps.id, monsters.MapID))
    .$dynamic();

type MonsterSelected = Awaited<ReturnType<typeof selectMonsters>>[number];

const toMonster = (r: MonsterSelected): WikiMonster => ({
  id: r.id,
  Name: r.Name,
  race: { id: r.RaceID, Name: r.raceName },
  RaceID: r.RaceID,
  element: { id: r.ElementID, Name: r.elementName },
  ElementID: r.ElementID,
  Level: r.Level,
  Coins: r.Coins,
  EnergyCost: r.EnergyCost,
  Category: r.categoryName,
  entity_category: { id: r.CategoryID, Name: r.categoryName, Color: r.categoryColor },
  entity_category_color: r.categoryColor,
  KD: r.KD,
});

export const monsterTable: TableDefinition<'id' | 'Name' | 'race' | 'element' | 'Level' | 'Coins' | 'EnergyCost' | 'Category' | 'KD'> = {
  sortable: {
    id: monsters.id,
    Name: monsters.Name,
    race: races.Name,
    element: elements.Name,
    Level: monsters.Level,
    Coins: monsters.Coins,
    EnergyCost: monsters.EnergyCost,
    Category: entityCategories.Name,
    KD: monsters.KD,
  },
  defaultOrder: { column: 'Level', dir: 'asc' },
  searchable: [monsters.Name, races.Name, elements.Name, entityCategories.Name],
  tiebreak: [monsters.id],
};

export const monsterEntry: WikiEntry<WikiMonsterDetail, WikiMonster> = {
  list: (db, read) =>
    answerTable(
      read(monsterTable),
      monsterTable,
      () => ({
        rows: selectMonsters(db),
        count: db
          .select({ n: count() })
          .from(monsters)
          .innerJoin(races, eq(races.id, monsters.RaceID))
          .innerJoin(elements, eq(elements.id, monsters.ElementID))
          .innerJoin(entityCategories, eq(entityCategories.id, monsters.CategoryID))
          .$dynamic(),
      }),
      toMonster,
    ),
  async detail(db, id) {
    const [row] = await selectMonsters(db).where(eq(monsters.id, id));
    if (!row) return null;
    const drops = await db
      .select({ ...itemWithRarityColumns, Chance: monsterDrops.Chance })
      .from(monsterDrops)
      .innerJoin(items, eq(items.id, monsterDrops.ItemID))
      .innerJoin(itemTypes, eq(itemTypes.id, items.TypeItemID))
      .innerJoin(rarities, eq(rarities.id, items.RarityID))
      .where(eq(monsterDrops.MonsterID, id))
      .orderBy(desc(monsterDrops.Chance), items.Name);
    return {
      ...toMonster(row),
      map: row.MapID === null ? null : { id: row.MapID, Name: row.mapName ?? '' },
      drops: drops.map((d) => ({ item: toItemWithRarity(d), Chance: d.Chance })),
    };
  },
  meta: (m, { say }) => ({
    title: m.Name,
    description: say('Level {level} {category} {race} ({element}). Defeated {count, plural, one {# time} other {# times}}.', {
      level: m.Level,
      category: m.Category,
      race: m.race.Name,
      element: m.element.Name,
      count: m.KD,
    }),
  }),
};
