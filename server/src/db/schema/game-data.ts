import { boolean, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

// Game data of docs/product-rules.md#wiki-data-fields: rarities, item types, effects, items, enhancements, maps, monsters, NPCs,
// quests, shops, titles, wheel entries. Property names follow the product's field names so answers
// need little mapping; column names are snake_case.

export const rarities = pgTable('rarities', {
  id: integer('id').primaryKey(),
  Name: varchar('name', { length: 64 }).notNull(),
  Color: varchar('color', { length: 7 }).notNull(),
});

export const itemTypes = pgTable('item_types', {
  id: serial('id').primaryKey(),
  /** One of the previewable type names (Amulet, Enhancement, Item, Necklace, Scroll, Potion, Card, Building, ServerUse, Armor, Class) or another type. */
  Name: varchar('name', { length: 64 }).notNull(),
  NameCustom: varchar('name_custom', { length: 64 }),
  /** `ar` means class-rank armor. */
  EquipSpot: varchar('equip_spot', { length: 16 }),
});

export const effects = pgTable('effects', {
  id: serial('id').primaryKey(),
  DamageIncrease: real('damage_increase').notNull().default(0),
  DamageReduction: real('damage_reduction').notNull().default(0),
  Experience: real('experience').notNull().default(0),
  Coins: real('coins').notNull().default(0),
  ClassPoint: real('class_point').notNull().default(0),
  Reputation: real('reputation').notNull().default(0),
});

export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    Name: varchar('name', { length: 128 }).notNull(),
    Icon: varchar('icon', { length: 128 }).notNull(),
    TypeItemID: integer('type_item_id')
      .notNull()
      .references(() => itemTypes.id),
    RarityID: integer('rarity_id')
      .notNull()
      .references(() => rarities.id),
    EffectID: integer('effect_id').references(() => effects.id),
    /** How many exist in game (shown as '+100x' above 100). */
    InGame: integer('in_game').notNull().default(0),
    IsTemporary: boolean('is_temporary').notNull().default(false),
    IsUpgradeOnly: boolean('is_upgrade_only').notNull().default(false),
    IsStaffOnly: boolean('is_staff_only').notNull().default(false),
    IsNotTrade: boolean('is_not_trade').notNull().default(false),
    ClassRank: integer('class_rank').notNull().default(0),
    IsWheel: boolean('is_wheel').notNull().default(false),
    IsLucky: boolean('is_lucky').notNull().default(false),
    IsUpgrade: boolean('is_upgrade').notNull().default(false),
    IsPassive: boolean('is_passive').notNull().default(false),
    IsSkill: boolean('is_skill').notNull().default(false),
    IsSellable: boolean('is_sellable').notNull().default(true),
    IsTradeable: boolean('is_tradeable').notNull().default(true),
    /** Counts the dashboard's edits: an edit names the revision it started from and loses to any edit in between. */
    Revision: integer('revision').notNull().default(0),
  },
  (t) => [index('items_name_idx').on(t.Name), index('items_rarity_idx').on(t.RarityID)],
);

export const enhancements = pgTable('enhancements', {
  id: serial('id').primaryKey(),
  Name: varchar('name', { length: 128 }).notNull(),
  Icon: varchar('icon', { length: 128 }).notNull(),
  RarityID: integer('rarity_id')
    .notNull()
    .references(() => rarities.id),
  EffectID: integer('effect_id').references(() => effects.id),
  Level: integer('level').notNull().default(1),
});

export const maps = pgTable('maps', {
  id: serial('id').primaryKey(),
  Name: varchar('name', { length: 128 }).notNull(),
  RequiredLevel: integer('required_level').notNull().default(0),
  RequiredGuildLevel: integer('required_guild_level').notNull().default(0),
  IsUpgradeOnly: boolean('is_upgrade_only').notNull().default(false),
  /** Counts the dashboard's edits: an edit names the revision it started from and loses to any edit in between. */
  Revision: integer('revision').notNull().default(0),
});

export const races = pgTable('races', {
  id: serial('id').primaryKey(),
  Name: varchar('name', { length: 64 }).notNull(),
});

export const elements = pgTable('elements', {
  id: serial('id').primaryKey(),
  Name: varchar('name', { length: 64 }).notNull(),
});

export const entityCategories = pgTable('entity_categories', {
  id: serial('id').primaryKey(),
  Name: varchar('name', { length: 64 }).notNull(),
  Color: varchar('color', { length: 7 }).notNull(),
});

export const monsters = pgTable(
  'monsters',
  {
    id: serial('id').primaryKey(),
    Name: varchar('name', { length: 128 }).notNull(),
    RaceID: integer('race_id')
      .notNull()
      .references(() => races.id),
    ElementID: integer('element_id')
      .notNull()
      .references(() => elements.id),
    CategoryID: integer('category_id')
      .notNull()
      .references(() => entityCategories.id),
    MapID: integer('map_id').references(() => maps.id),
    Level: integer('level').notNull(),
    Coins: integer('coins').notNull().default(0),
    EnergyCost: integer('energy_cost').notNull().default(0),
    /** Times this monster has been killed (ranked by the monster ranking). */
    KD: integer('kd').notNull().default(0),
    /** Counts the dashboard's edits: an edit names the revision it started from and loses to any edit in between. */
    Revision: integer('revision').notNull().default(0),
  },
  (t) => [index('monsters_kd_idx').on(t.KD)],
);

export const monsterDrops = pgTable(
  'monster_drops',
  {
    MonsterID: integer('monster_id')
      .notNull()
      .references(() => monsters.id, { onDelete: 'cascade' }),
    ItemID: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    Chance: real('chance').notNull(),
  },
  (t) => [primaryKey({ columns: [t.MonsterID, t.ItemID] }), index('monster_drops_item_idx').on(t.ItemID)],
);

export const npcs = pgTable('npcs', {
  id: serial('id').primaryKey(),
  Name: varchar('name', { length: 128 }).notNull(),
  Title: varchar('title', { length: 128 }),
  Level: integer('level').notNull().default(1),
  Category: varchar('category', { length: 64 }).notNull(),
  ColorName: varchar('color_name', { length: 7 }).notNull().default('#ffffff'),
  MapID: integer('map_id').references(() => maps.id),
  /** Counts the dashboard's edits: an edit names the revision it started from and loses to any edit in between. */
  Revision: integer('revision').notNull().default(0),
});

export const questChains = pgTable('quest_chains', {
  id: serial('id').primaryKey(),
  Name: varchar('name', { length: 128 }).notNull(),
});

export const quests = pgTable('quests', {
  id: serial('id').primaryKey(),
  Name: varchar('name', { length: 128 }).notNull(),
  Experience: integer('experience').notNull().default(0),
  Coins: integer('coins').notNull().default(0),
  ClassPoints: integer('class_points').notNull().default(0),
  EnergyCost: integer('energy_cost').notNull().default(0),
  ChainID: integer('chain_id').references(() => questChains.id),
  NpcID: integer('npc_id').references(() => npcs.id),
});

export const questRewards = pgTable(
  'quest_rewards',
  {
    QuestID: integer('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    ItemID: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    Quantity: integer('quantity').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.QuestID, t.ItemID] }), index('quest_rewards_item_idx').on(t.ItemID)],
);

export const shops = pgTable('shops', {
  id: serial('id').primaryKey(),
  Name: varchar('name', { length: 128 }).notNull(),
  NpcID: integer('npc_id').references(() => npcs.id),
});

export const shopItems = pgTable(
  'shop_items',
  {
    ShopID: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    ItemID: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    Coins: integer('coins').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ShopID, t.ItemID] }), index('shop_items_item_idx').on(t.ItemID)],
);

export const titles = pgTable('titles', {
  id: serial('id').primaryKey(),
  Name: varchar('name', { length: 128 }).notNull(),
  /** Rich name; sanitised before rendering. */
  NameHTML: text('name_html').notNull(),
  RarityID: integer('rarity_id')
    .notNull()
    .references(() => rarities.id),
  EffectID: integer('effect_id').references(() => effects.id),
});

export const badges = pgTable('badges', {
  id: serial('id').primaryKey(),
  Name: varchar('name', { length: 128 }).notNull(),
  File: varchar('file', { length: 128 }).notNull(),
});

export const wheelEntries = pgTable('wheel_entries', {
  id: serial('id').primaryKey(),
  ItemID: integer('item_id')
    .notNull()
    .references(() => items.id),
  Quantity: integer('quantity').notNull().default(1),
  IsSpecial: boolean('is_special').notNull().default(false),
  /** Percentage chance of this entry on the wheel. */
  Chance: real('chance').notNull(),
});

export const redeemCodes = pgTable('redeem_codes', {
  id: serial('id').primaryKey(),
  Code: varchar('code', { length: 32 }).notNull().unique(),
  Experience: integer('experience').notNull().default(0),
  Coins: integer('coins').notNull().default(0),
  /** How many redemptions the code allows, and how many were made. */
  Quantity: integer('quantity').notNull(),
  Used: integer('used').notNull().default(0),
  DateExpiry: timestamp('date_expiry', { withTimezone: true }).notNull(),
});

/** One dashboard change of a game-data entry: who, when, and each changed field before and after. */
export const gameDataRevisions = pgTable(
  'game_data_revisions',
  {
    id: serial('id').primaryKey(),
    /** A dashboard section: items, skills, monsters, npcs, maps. */
    Kind: varchar('kind', { length: 16 }).notNull(),
    EntryID: integer('entry_id').notNull(),
    /** The entry's revision number this change made (1 is the creation; 0 keeps a seeded entry's original values). */
    Revision: integer('revision').notNull(),
    StaffID: integer('staff_id').notNull(),
    /** The staff member's name at the time, kept if the account is renamed. */
    StaffName: varchar('staff_name', { length: 32 }).notNull(),
    At: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    Before: jsonb('before').notNull(),
    After: jsonb('after').notNull(),
    /** Set when the change put the entry back as it was after that revision. */
    RevertedTo: integer('reverted_to'),
  },
  (t) => [uniqueIndex('game_data_revisions_entry_idx').on(t.Kind, t.EntryID, t.Revision)],
);
