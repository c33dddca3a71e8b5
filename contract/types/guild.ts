// Answer shapes of the guild page (SPEC §2 /guild/{id}, §3 Guild, §7 Guild and character).
import type { MapRef, PreviewAsset } from './character';
import type { GuildRef, PlayerRef } from './entities';

/** One of the (at most 5) member previews at the top of the guild page. */
export interface GuildPreview {
  user: PlayerRef;
  RankName: string;
  Level: number;
  preview: PreviewAsset[];
}

/** GET /api/guild/{id} (added by Guildhall; SPEC names no call for it). */
export interface GuildProfile extends GuildRef {
  Level: number;
  /** Raid win rate and war win rate, in percent. */
  RW: number;
  WL: number;
  KD: number;
  owner: PlayerRef | null;
  map: MapRef | null;
  previews: GuildPreview[];
  memberCount: number;
  allianceCount: number;
  DateCreated: string;
}

/** At most this many member previews (SPEC §9). */
export const GUILD_PREVIEW_LIMIT = 5;

/** A row of POST /api/guild/log/{id}. */
export interface GuildLogRow {
  id: number;
  user: PlayerRef | null;
  Details: string;
  Date: string;
}

/** A row of POST /api/guild/member/{id}. */
export interface GuildMemberRow {
  user: PlayerRef;
  Username: string;
  /** The rank name (Leader, Officer, Member, Recruit). */
  Name: string;
  RankOrder: number;
  Level: number;
  DateJoined: string;
}

/** A row of POST /api/guild/alliance/{id}. */
export interface GuildAllianceRow {
  guild: GuildRef;
  Date: string;
}
