// The image addresses the SPA's pictures use, by what they show (the addresses themselves are
// written once, in the contract's `endpoints`).
import { endpoints } from '@contract/client';

/** The avatar fields a player reference carries (PlayerRef, ranking rows, profile). */
export interface AvatarOwner {
  id: number;
  ProfileVersion: number;
  /** Present only when the player uses an externally provided picture (docs/product-rules.md#entities-and-fields). */
  ProviderID?: string | null;
}

/** The player's own head image; ProfileVersion in the path busts caches when the avatar changes. */
const avatarHead = endpoints.image.avatarHead;

/** The externally provided profile picture (used when ProviderID is present). */
const avatarPicture = endpoints.image.avatarPicture;

/** Picture when the player has an external provider, head otherwise (docs/product-rules.md#http-contract). */
export const playerAvatar = (user: AvatarOwner) => (user.ProviderID ? avatarPicture(user.id, user.ProfileVersion) : avatarHead(user.id, user.ProfileVersion));

/** Full-size item image, by item id or Icon name. */
export const itemOriginal = endpoints.image.item;

/** Full-size class-rank armor image. */
export const armorOriginal = endpoints.image.armor;

/** 16 pixel item icon, by Icon name. */
export const itemIcon16 = endpoints.image.itemIcon16;

/** Guild banner (shown only when the guild's ProfileVersion is above 0). */
export const guildBanner = endpoints.image.guildBanner;

export const npcHead = endpoints.image.npcHead;

/** Store package picture, by its File name. */
export const storeImage = endpoints.image.store;

/** The default bag icon shown when an item icon fails to load (docs/product-rules.md#error-messages). */
export const DEFAULT_ITEM_ICON = '/bag.svg';
