import { Type } from 'typebox';
import { INVENTORY_STORAGES } from '../values/character';
import { PROFILE_TABS } from '../values/security';
import { MAX_ID } from '../rules/ids';
import { DataTablesAnswer, DateTime, GuildRef, Id, ItemRef, ItemTypeRef, PlayerRef } from './common';

// The character calls (docs/product-rules.md#pages-and-routes /charid/{id}, docs/product-rules.md#entities-and-fields User, Inventory entry, Previewable asset, Timeline
// entry, §7 Guild and character).

export const MapRef = Type.Object({ id: Type.Integer(), Name: Type.String() });

/** An equipped item shown in a character preview (docs/product-rules.md#entities-and-fields). */
export const PreviewAsset = Type.Object({ id: Type.Integer(), Name: Type.String(), Icon: Type.String(), RarityID: Type.Integer(), type: ItemTypeRef });

export const TitleRef = Type.Object({
  id: Type.Integer(),
  Name: Type.String(),
  NameHTML: Type.String({ description: 'Rich name; the SPA sanitises it before rendering.' }),
  RarityID: Type.Integer(),
});

const BadgeRef = Type.Object({
  id: Type.Integer(),
  Name: Type.String(),
  File: Type.String(),
  DateCreated: Type.String({ format: 'date-time', description: 'When the badge was earned or gifted.' }),
});

const CHARACTER_ROLES = ['player', 'vip', 'staff'] as const;

/** GET /api/character/{id}: the public profile (added by Guildhall; the product rules name no call for it). */
export const CharacterProfile = Type.Object(
  {
    ...PlayerRef.properties,
    CurrentServer: Type.String({ description: 'The game server the character is on; `Offline` means offline.' }),
    CountryCode: Type.String({ description: 'ISO 3166-1 alpha-2, or XX when unknown.' }),
    Level: Type.Integer(),
    LevelMax: Type.Integer(),
    Coins: Type.Integer(),
    KD: Type.Number(),
    KDDaily: Type.Number(),
    WorldBossMVPCount: Type.Integer(),
    WorldBossDamageTotal: Type.Integer(),
    RebirthCount: Type.Integer(),
    RebirthMonthlyCount: Type.Integer(),
    Role: Type.Enum(CHARACTER_ROLES),
    VipUntil: Type.Union([DateTime, Type.Null()], { description: 'VIP until this date; null when the player never had VIP time.' }),
    IsVip: Type.Boolean({ description: 'VipUntil lies in the future (or the role is vip).' }),
    DateCreated: DateTime,
    map: Type.Union([MapRef, Type.Null()]),
    guild: Type.Union([Type.Object({ ...GuildRef.properties, RankName: Type.String() }), Type.Null()]),
    title: Type.Union([TitleRef, Type.Null()], { description: 'The title the character wears.' }),
    titles: Type.Array(TitleRef, { description: 'Every title the character owns (store rewards included), newest first.' }),
    badges: Type.Array(BadgeRef),
    preview: Type.Array(PreviewAsset, { description: 'Equipped assets for the preview.' }),
    hiddenTabs: Type.Optional(
      Type.Array(Type.Enum(PROFILE_TABS), {
        description: 'The tabs the owner keeps from this viewer (friends only or private); their calls answer 403.',
      }),
    ),
  },
  { description: "A character's public profile." },
);

/** The `{characterId}` of a path: a database id, like every `{id}`. */
export const CharacterIdParams = Type.Object({ characterId: Id });

const InventoryStorage = Type.Enum(INVENTORY_STORAGES, { description: 'default (the bag) or bank.', examples: ['default'] });

export const InventoryParams = Type.Object({ storage: InventoryStorage, characterId: Id });

/** GET /api/user/inventory/{default|bank}/{characterId}/none: one row per stack. */
export const InventoryEntry = Type.Object({ id: Type.Integer(), item: ItemRef, Quantity: Type.Integer(), IsSpecial: Type.Boolean() });

export const InventoryAnswer = Type.Array(InventoryEntry, { description: "The character's inventory or bank, one row per stack." });

/** POST /api/user/timeline (userID, page one-based): a list of these, newest first. */
export const TimelineEntry = Type.Object({
  identify: Type.String({ description: 'Kind of event (level, rebirth, guild, gift, ...), used for its icon.' }),
  header: Type.String(),
  date: Type.String({ description: 'The UTC day of the event, YYYY-MM-DD (entries are grouped by it).', examples: ['2024-05-01'] }),
  body: Type.String({ description: 'Sanitised-on-render text.' }),
  time: DateTime,
});

export const TimelineBody = Type.Object({
  userID: Type.Integer({ exclusiveMinimum: 0, maximum: MAX_ID, description: 'The character whose timeline to read.', examples: [1] }),
  // Far beyond any real timeline; keeps the database's OFFSET bounded.
  page: Type.Integer({ minimum: 1, maximum: 100_000, description: 'The page, one-based.', examples: [1] }),
});

export const TimelineAnswer = Type.Array(TimelineEntry, {
  description: 'One page of the timeline, newest first; a page shorter than 10 entries is the last one.',
});

/** A row of POST /api/ranking/friend/{characterId}. */
export const FriendRow = Type.Object({
  Position: Type.Integer(),
  user: PlayerRef,
  guild: Type.Union([GuildRef, Type.Null()]),
  Level: Type.Integer(),
  LevelMax: Type.Integer(),
  CurrentServer: Type.String(),
  DateCreated: Type.String({ format: 'date-time', description: 'When the friendship started.' }),
});

export const FriendsAnswer = Type.Object({ ...DataTablesAnswer(FriendRow).properties }, { description: "A page of the character's friends (DataTables)." });
