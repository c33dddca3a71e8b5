import { effects, enhancements, items, itemTypes, rarities } from '../db/schema/index';
import type { CatalogItem, SeedContext } from './context';
import { weightedIndex } from './random';
import {
  CLASS_NAMES,
  CREATURES,
  ITEM_OF_SUFFIXES,
  ITEM_PREFIXES,
  ITEM_TYPES,
  MAPS,
  MONSTER_PREFIXES,
  POTION_GRADES,
  POTIONS,
  RARITIES,
  RARITY_WEIGHTS,
  SPELLS,
  BOOSTS,
  type ItemTypeDef,
} from './words';

// The item catalogue: rarities, item types, effects, items and enhancements. Ids are assigned here
// (1..n) so later phases can reference rows without reading them back.

const EFFECT_COUNT = 60;
const ENHANCEMENT_KINDS = ['Fighter', 'Thief', 'Hybrid', 'Wizard', 'Healer', 'Lucky', 'Spiral Carve', 'Valiance', 'Arcana', 'Dauntless'];
/** Upper bound of "how many exist in game" by rarity id: commons are everywhere, divines are a handful. */
const IN_GAME_MAX = [60_000, 20_000, 6_000, 2_000, 600, 250, 120, 80, 400, 25];
const PRICE_BY_RARITY = [50, 150, 500, 1_500, 5_000, 15_000, 40_000, 80_000, 10_000, 250_000];

export async function seedCatalog(ctx: SeedContext): Promise<CatalogItem[]> {
  const { db, faker } = ctx;
  await db.insert(rarities).values(RARITIES.map((r) => ({ ...r })));

  await db.insert(itemTypes).values(ITEM_TYPES.map((t, i) => ({ id: i + 1, Name: t.Name, NameCustom: t.NameCustom, EquipSpot: t.EquipSpot })));

  const effectRows = Array.from({ length: EFFECT_COUNT }, (_, i) => {
    const row = { id: i + 1, DamageIncrease: 0, DamageReduction: 0, Experience: 0, Coins: 0, ClassPoint: 0, Reputation: 0 };
    const stats = faker.helpers.arrayElements(['DamageIncrease', 'DamageReduction', 'Experience', 'Coins', 'ClassPoint', 'Reputation'] as const, {
      min: 1,
      max: 2,
    });
    for (const s of stats) row[s] = faker.number.int({ min: 2, max: 50 }) / 2;
    return row;
  });
  await db.insert(effects).values(effectRows);

  const catalog = buildItems(ctx);
  await db.insert(items).values(catalog.map(({ item }) => item));

  const enhancementRows = ENHANCEMENT_KINDS.flatMap((kind, k) =>
    [1, 3, 5, 7, 10].map((level, j) => ({
      id: k * 5 + j + 1,
      Name: `${kind} Enhancement (Lvl ${level})`,
      Icon: 'iienhance',
      RarityID: Math.min(10, 1 + Math.floor(level / 2) + (k % 2)),
      EffectID: faker.number.int({ min: 1, max: EFFECT_COUNT }),
      Level: level,
    })),
  );
  await db.insert(enhancements).values(enhancementRows);
  return catalog.map(({ meta }) => meta);
}

export const ENHANCEMENT_COUNT = ENHANCEMENT_KINDS.length * 5;

type ItemRow = typeof items.$inferInsert;

function buildItems(ctx: SeedContext): { item: ItemRow; meta: CatalogItem }[] {
  const { faker } = ctx;
  const used = new Set<string>();
  const out: { item: ItemRow; meta: CatalogItem }[] = [];

  ITEM_TYPES.forEach((type, t) => {
    const names = fixedNames(type) ?? Array.from({ length: type.count }, () => uniqueName(ctx, type, used));
    for (const Name of names) {
      const id = out.length + 1;
      const equipment = type.EquipSpot !== null;
      let RarityID = weightedIndex(RARITY_WEIGHTS, faker.number.float()) + 1;
      if (type.Name === 'Class') RarityID = Math.max(RarityID, 3);
      if (type.Name === 'ServerUse') RarityID = Math.min(RarityID, 3);
      const IsTradeable = type.Name !== 'Class' && faker.datatype.boolean({ probability: 0.6 });
      const IsUpgradeOnly = faker.datatype.boolean({ probability: equipment ? 0.15 : 0.05 });
      const inGameMax = IN_GAME_MAX[RarityID - 1];
      const item: ItemRow = {
        id,
        Name,
        Icon: type.Icon,
        TypeItemID: t + 1,
        RarityID,
        EffectID: faker.datatype.boolean({ probability: 0.35 }) ? faker.number.int({ min: 1, max: EFFECT_COUNT }) : null,
        InGame: Math.floor(faker.number.float() ** 2 * inGameMax) + 1,
        IsTemporary: faker.datatype.boolean({ probability: type.Name === 'Quest Item' ? 0.6 : 0.02 }),
        IsUpgradeOnly,
        IsStaffOnly: false,
        IsNotTrade: !IsTradeable,
        ClassRank: type.Name === 'Class' ? faker.number.int({ min: 0, max: 10 }) : 0,
        IsWheel: faker.datatype.boolean({ probability: 0.1 }),
        IsLucky: faker.datatype.boolean({ probability: 0.06 }),
        IsUpgrade: IsUpgradeOnly,
        IsPassive: faker.datatype.boolean({ probability: type.Name === 'Class' ? 0.4 : type.EquipSpot === 'am' ? 0.3 : 0 }),
        IsSkill: type.Name === 'Class' || (type.Name === 'Scroll' && faker.datatype.boolean({ probability: 0.7 })),
        IsSellable: faker.datatype.boolean({ probability: 0.85 }),
        IsTradeable,
      };
      out.push({ item, meta: meta(item, type, RarityID, faker.number.float({ min: 0.6, max: 1.6 })) });
    }
  });

  // A handful of staff-only items, and enough wheel items for a full wheel.
  for (const i of faker.helpers.arrayElements([...out.keys()], 8)) {
    out[i].item.IsStaffOnly = true;
    out[i].meta.IsStaffOnly = true;
  }
  for (const i of faker.helpers.arrayElements(
    [...out.keys()].filter((k) => !out[k].item.IsStaffOnly),
    24,
  )) {
    out[i].item.IsWheel = true;
    out[i].meta.IsWheel = true;
  }
  return out;
}

function meta(item: ItemRow, type: ItemTypeDef, RarityID: number, priceFactor: number): CatalogItem {
  return {
    id: item.id ?? 0,
    Name: item.Name,
    typeName: type.Name,
    RarityID,
    stack: type.stack,
    wearable: type.EquipSpot !== null,
    IsStaffOnly: false,
    IsTradeable: item.IsTradeable ?? true,
    IsWheel: item.IsWheel ?? false,
    price: Math.max(10, Math.round((PRICE_BY_RARITY[RarityID - 1] * priceFactor) / 10) * 10),
  };
}

/** Types whose names come from a closed list get exactly that list. */
function fixedNames(type: ItemTypeDef): string[] | null {
  if (type.Name === 'Class') return [...CLASS_NAMES];
  if (type.Name === 'ServerUse') return [...BOOSTS];
  if (type.Name === 'Scroll') return SPELLS.map((s) => `Scroll of ${s}`);
  return null;
}

function uniqueName(ctx: SeedContext, type: ItemTypeDef, used: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    const name = itemName(ctx, type);
    const candidate = attempt < 20 ? name : `${name} ${attempt}`;
    if (!used.has(candidate)) {
      used.add(candidate);
      return candidate;
    }
  }
}

function itemName(ctx: SeedContext, type: ItemTypeDef): string {
  const { faker } = ctx;
  const pick = <T>(list: readonly T[]): T => faker.helpers.arrayElement(list);
  switch (type.Name) {
    case 'Potion':
      return faker.datatype.boolean({ probability: 0.5 }) ? `${pick(POTION_GRADES)} ${pick(POTIONS)}` : pick(POTIONS);
    case 'Card':
      return `${pick(MONSTER_PREFIXES)} ${pick(CREATURES).name} Card`;
    case 'Item':
      return `${pick(MONSTER_PREFIXES)} ${pick(type.nouns)}`;
    case 'Quest Item':
      return `${pick(type.nouns)} of ${pick(MAPS)}`;
    default:
      return faker.datatype.boolean({ probability: 0.3 }) ? `${pick(type.nouns)} ${pick(ITEM_OF_SUFFIXES)}` : `${pick(ITEM_PREFIXES)} ${pick(type.nouns)}`;
  }
}
