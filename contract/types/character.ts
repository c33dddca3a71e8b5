import type { Static } from 'typebox';
import type * as S from '../schemas/character';
export type { InventoryStorage } from '../values/character';

// Answer shapes of the character profile (docs/product-rules.md#pages-and-routes /charid/{id}, docs/product-rules.md#entities-and-fields User, Inventory entry,
// Previewable asset, Timeline entry, §7 Guild and character), derived from their schemas.

/** An equipped item shown in a character preview (docs/product-rules.md#entities-and-fields). */
export type PreviewAsset = Static<typeof S.PreviewAsset>;
export type TitleRef = Static<typeof S.TitleRef>;
/** GET /api/character/{id}: the public profile (added by Guildhall; the product rules name no call for it). */
export type CharacterProfile = Static<typeof S.CharacterProfile>;
/** GET /api/user/inventory/{default|bank}/{characterId}/none: one row per stack. */
export type InventoryEntry = Static<typeof S.InventoryEntry>;
/** POST /api/user/timeline (userID, page one-based): a list of these, newest first. */
export type TimelineEntry = Static<typeof S.TimelineEntry>;
/** A row of POST /api/ranking/friend/{characterId}. */
export type FriendRow = Static<typeof S.FriendRow>;

/** Timeline pages hold this many entries; a shorter page is the last one. */
export const TIMELINE_PAGE_SIZE = 10;
