import { elements, entityCategories, maps, monsterDrops, monsters, npcs, questChains, questRewards, quests, races, shopItems, shops } from '../db/schema/index';
import type { CatalogItem, SeedContext } from './context';
import {
  CREATURES,
  ELEMENTS,
  ENTITY_CATEGORIES,
  MAPS,
  MONSTER_PREFIXES,
  NPC_ROLES,
  QUEST_CHAINS,
  QUEST_OBJECTS,
  QUEST_VERBS,
  RACES,
  SHOP_KINDS,
} from './words';

// The places and inhabitants of the world the wiki shows: maps, monsters with drops, NPCs, quests
// with rewards, shops with wares.

const MONSTER_COUNT = 150;
const NPC_COUNT = 60;
const QUEST_COUNT = 150;
const SHOP_COUNT = 25;

export interface WorldCounts {
  mapCount: number;
  monsterCount: number;
}

export async function seedWorldData(ctx: SeedContext, catalog: CatalogItem[]): Promise<WorldCounts> {
  const { db, faker } = ctx;
  const pick = <T>(list: readonly T[]): T => faker.helpers.arrayElement(list);
  const tradeLoot = catalog.filter((i) => !i.IsStaffOnly);

  await db.insert(maps).values(
    MAPS.map((Name, i) => {
      const guildMap = Name.startsWith('Guild');
      return {
        id: i + 1,
        Name,
        RequiredLevel: i === 0 ? 0 : Math.min(95, Math.floor((i / MAPS.length) * 100)),
        RequiredGuildLevel: guildMap ? faker.number.int({ min: 1, max: 20 }) : 0,
        IsUpgradeOnly: !guildMap && i > 3 && faker.datatype.boolean({ probability: 0.15 }),
      };
    }),
  );
  await db.insert(races).values(RACES.map((Name, i) => ({ id: i + 1, Name })));
  await db.insert(elements).values(ELEMENTS.map((Name, i) => ({ id: i + 1, Name })));
  await db.insert(entityCategories).values(ENTITY_CATEGORIES.map((c, i) => ({ id: i + 1, ...c })));

  // Monsters: the category weights keep bosses rare; kill counts scale with the player base.
  const categoryWeights = [60, 20, 10, 3, 4, 3];
  const monsterRows = Array.from({ length: MONSTER_COUNT }, (_, i) => {
    const creature = pick(CREATURES);
    const CategoryID = faker.helpers.weightedArrayElement(categoryWeights.map((weight, c) => ({ weight, value: c + 1 })));
    const Level = faker.number.int({ min: 1, max: 100 });
    const boss = CategoryID === 3 || CategoryID === 4;
    return {
      id: i + 1,
      Name: boss ? `${pick(MONSTER_PREFIXES)} ${creature.name} Overlord` : `${pick(MONSTER_PREFIXES)} ${creature.name}`,
      RaceID: RACES.indexOf(creature.race) + 1,
      ElementID: faker.number.int({ min: 1, max: ELEMENTS.length }),
      CategoryID,
      MapID: faker.number.int({ min: 1, max: MAPS.length }),
      Level,
      Coins: Level * faker.number.int({ min: 5, max: boss ? 200 : 20 }),
      EnergyCost: boss ? faker.number.int({ min: 10, max: 40 }) : faker.number.int({ min: 1, max: 5 }),
      KD: Math.floor(faker.number.float() ** 2 * ctx.players * (boss ? 5 : 60)),
    };
  });
  await db.insert(monsters).values(monsterRows);
  await db.insert(monsterDrops).values(
    monsterRows.flatMap((m) =>
      faker.helpers.arrayElements(tradeLoot, { min: 1, max: 4 }).map((item) => ({
        MonsterID: m.id,
        ItemID: item.id,
        Chance: Math.round((faker.number.float({ min: 0.5, max: 100 }) * 10) / (item.RarityID * item.RarityID)) / 10 || 0.1,
      })),
    ),
  );

  const npcRows = Array.from({ length: NPC_COUNT }, (_, i) => {
    const role = pick(NPC_ROLES);
    return {
      id: i + 1,
      Name: faker.person.firstName(),
      Title: pick(role.titles),
      Level: faker.number.int({ min: 1, max: 100 }),
      Category: role.Category,
      ColorName: faker.color.rgb({ format: 'hex', casing: 'lower' }),
      MapID: faker.number.int({ min: 1, max: MAPS.length }),
    };
  });
  await db.insert(npcs).values(npcRows);

  await db.insert(questChains).values(QUEST_CHAINS.map((Name, i) => ({ id: i + 1, Name })));
  const questNames = new Set<string>();
  const questRows = Array.from({ length: QUEST_COUNT }, (_, i) => {
    let Name = `${pick(QUEST_VERBS)} ${pick(QUEST_OBJECTS)}`;
    if (questNames.has(Name)) Name = `${Name} (Part ${(i % 5) + 2})`;
    questNames.add(Name);
    const Level = faker.number.int({ min: 1, max: 100 });
    return {
      id: i + 1,
      Name,
      Experience: Level * faker.number.int({ min: 50, max: 400 }),
      Coins: Level * faker.number.int({ min: 5, max: 60 }),
      ClassPoints: faker.datatype.boolean({ probability: 0.4 }) ? faker.number.int({ min: 10, max: 500 }) : 0,
      EnergyCost: faker.number.int({ min: 0, max: 10 }),
      ChainID: faker.datatype.boolean({ probability: 0.75 }) ? faker.number.int({ min: 1, max: QUEST_CHAINS.length }) : null,
      NpcID: faker.number.int({ min: 1, max: NPC_COUNT }),
    };
  });
  await db.insert(quests).values(questRows);
  await db.insert(questRewards).values(
    questRows.flatMap((q) =>
      faker.helpers.arrayElements(tradeLoot, { min: 1, max: 3 }).map((item) => ({
        QuestID: q.id,
        ItemID: item.id,
        Quantity: item.stack > 1 ? faker.number.int({ min: 1, max: Math.min(item.stack, 25) }) : 1,
      })),
    ),
  );

  const merchants = npcRows.filter((n) => n.Category === 'Merchant');
  const shopRows = Array.from({ length: SHOP_COUNT }, (_, i) => {
    const npc = merchants.length > 0 && i % 3 !== 2 ? pick(merchants) : null;
    return {
      id: i + 1,
      Name: npc ? `${npc.Name}'s ${pick(SHOP_KINDS)}` : `${pick(MAPS)} ${pick(SHOP_KINDS)}`,
      NpcID: npc?.id ?? null,
    };
  });
  await db.insert(shops).values(shopRows);
  await db.insert(shopItems).values(
    shopRows.flatMap((s) =>
      faker.helpers.arrayElements(tradeLoot, { min: 8, max: 20 }).map((item) => ({
        ShopID: s.id,
        ItemID: item.id,
        Coins: item.price,
      })),
    ),
  );

  return { mapCount: MAPS.length, monsterCount: MONSTER_COUNT };
}
