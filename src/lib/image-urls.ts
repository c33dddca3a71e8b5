// URL builders for the image paths of SPEC §7 "Images". Every image in the SPA goes through these,
// so the paths live in one place (the server answers each of them, see server/src/routes/api/images).

/** The avatar fields a player reference carries (PlayerRef, ranking rows, profile). */
export interface AvatarOwner {
  id: number;
  ProfileVersion: number;
  /** Present only when the player uses an externally provided picture (SPEC §3). */
  ProviderID?: string | null;
}

const enc = (value: string | number) => encodeURIComponent(String(value));

/** The player's own head image; ProfileVersion in the path busts caches when the avatar changes. */
const avatarHead = (id: number, profileVersion: number) => `/api/image/avatar/player/head/${enc(id)}/${enc(profileVersion)}`;

/** The externally provided profile picture (used when ProviderID is present). */
const avatarPicture = (id: number, profileVersion: number) => `/api/image/avatar/player/picture/${enc(id)}/${enc(profileVersion)}`;

/** Picture when the player has an external provider, head otherwise (SPEC §7). */
export const playerAvatar = (user: AvatarOwner) => (user.ProviderID ? avatarPicture(user.id, user.ProfileVersion) : avatarHead(user.id, user.ProfileVersion));

/** Full-size item image, by item id or Icon name. */
export const itemOriginal = (idOrIcon: number | string) => `/api/image/assets/item/original/${enc(idOrIcon)}`;

/** Full-size class-rank armor image. */
export const armorOriginal = (id: number) => `/api/image/assets/armor/original/${enc(id)}`;

/** 16 pixel item icon, by Icon name. */
export const itemIcon16 = (icon: string) => `/api/image/assets/item/16/${enc(icon)}`;

/** Guild banner (shown only when the guild's ProfileVersion is above 0). */
export const guildBanner = (id: number) => `/api/image/guild/banner/${enc(id)}`;

export const npcHead = (id: number) => `/api/image/avatar/npc/head/${enc(id)}`;

/** Store package picture, by its File name. */
export const storeImage = (file: string) => `/api/image/assets/default/store/${enc(file)}`;

/** The default bag icon shown when an item icon fails to load (SPEC §8). */
export const DEFAULT_ITEM_ICON = '/bag.svg';
