import type { Static } from 'typebox';
import type * as S from '../schemas/guild';

// Answer shapes of the guild page (docs/product-rules.md#pages-and-routes /guild/{id}, docs/product-rules.md#entities-and-fields Guild, docs/product-rules.md#http-contract Guild and character), derived
// from their schemas.

/** One of the (at most 5) member previews at the top of the guild page. */
export type GuildPreview = Static<typeof S.GuildPreview>;
/** GET /api/guild/{id} (added by Guildhall; the product rules name no call for it). RW, WL in percent. */
export type GuildProfile = Static<typeof S.GuildProfile>;
/** A row of POST /api/guild/log/{id}. */
export type GuildLogRow = Static<typeof S.GuildLogRow>;
/** A row of POST /api/guild/member/{id}. */
export type GuildMemberRow = Static<typeof S.GuildMemberRow>;
/** A row of POST /api/guild/alliance/{id}. */
export type GuildAllianceRow = Static<typeof S.GuildAllianceRow>;

/** At most this many member previews (docs/product-rules.md#constants-and-limits). */
export const GUILD_PREVIEW_LIMIT = 5;
