// Answer shapes of the character profile (SPEC §2 /charid/{id}, §3 User, Inventory entry,
// Previewable asset, Timeline entry, §7 Guild and character).
import type { GuildRef, ItemRef, PlayerRef } from './entities';

export interface MapRef {
  id: number;
  Name: string;
}

/** An equipped item shown in a character preview (SPEC §3 "Previewable asset"). */
export interface PreviewAsset {
  id: number;
  Name: string;
  Icon: string;
  RarityID: number;
  type: { Name: string; NameCustom: string | null; EquipSpot: string | null };
}

export interface TitleRef {
  id: number;
  Name: string;
  /** Rich name; the SPA sanitises it before rendering. */
  NameHTML: string;
  RarityID: number;
}

export interface BadgeRef {
  id: number;
  Name: string;
  File: string;
  /** ISO date the badge was earned or gifted. */
  DateCreated: string;
}

/** GET /api/character/{id}: the public profile (added by Guildhall; SPEC names no call for it). */
export interface CharacterProfile extends PlayerRef {
  /** `Offline` means offline. */
  CurrentServer: string;
  /** ISO 3166-1 alpha-2, or XX when unknown. */
  CountryCode: string;
  Level: number;
  LevelMax: number;
  Coins: number;
  KD: number;
  KDDaily: number;
  WorldBossMVPCount: number;
  WorldBossDamageTotal: number;
  RebirthCount: number;
  RebirthMonthlyCount: number;
  Role: 'player' | 'vip' | 'staff';
  /** VIP until this ISO date; null when the player never had VIP time. */
  VipUntil: string | null;
  /** VipUntil lies in the future (or the role is vip). */
  IsVip: boolean;
  DateCreated: string;
  map: MapRef | null;
  guild: (GuildRef & { RankName: string }) | null;
  /** The title the character wears. */
  title: TitleRef | null;
  /** Every title the character owns (store rewards included), newest first. */
  titles: TitleRef[];
  badges: BadgeRef[];
  /** Equipped assets for the preview. */
  preview: PreviewAsset[];
}

/** GET /api/user/inventory/{default|bank}/{characterId}/none: one row per stack. */
export interface InventoryEntry {
  id: number;
  item: ItemRef;
  Quantity: number;
  IsSpecial: boolean;
}

export const INVENTORY_STORAGES = ['default', 'bank'] as const;
export type InventoryStorage = (typeof INVENTORY_STORAGES)[number];

/** POST /api/user/timeline (userID, page one-based): a list of these, newest first. */
export interface TimelineEntry {
  /** Kind of event (level, rebirth, guild, gift, ...), used for its icon. */
  identify: string;
  header: string;
  /** The UTC day of the event, YYYY-MM-DD (entries are grouped by it). */
  date: string;
  /** Sanitised-on-render text. */
  body: string;
  /** The exact moment, ISO 8601. */
  time: string;
}

/** Timeline pages hold this many entries; a shorter page is the last one. */
export const TIMELINE_PAGE_SIZE = 10;

/** A row of POST /api/ranking/friend/{characterId}. */
export interface FriendRow {
  Position: number;
  user: PlayerRef;
  guild: GuildRef | null;
  Level: number;
  LevelMax: number;
  CurrentServer: string;
  /** ISO date the friendship started. */
  DateCreated: string;
}
