import type { Db } from '../../db/client';
import { headSvg } from './draw/avatar';
import { bannerSvg } from './draw/banner';
import { armorSvg, itemSvg } from './draw/item';
import { storeBoxSvg } from './draw/store-box';
import type { SharedFileStore } from '../files/shared-files';
import { FileSource } from './file-source';
import type { ImageData } from './image';
import { findItemIcon, findPlayerPicture, guildExists, iconExists, npcExists } from './lookup';
import { LRUCache } from 'lru-cache';
import { svgToPng, toSquarePng } from './render';

/** What an image path answers: bytes, a redirect to an external picture, or nothing (404). */
export type ImageResult = { kind: 'image'; data: ImageData } | { kind: 'redirect'; url: string } | null;

const SIZES = { head: 256, itemOriginal: 128, itemIcon: 16, armor: 256, bannerWidth: 256, storeWidth: 400 } as const;

/**
 * Where each image comes from, in order: the uploaded file (player heads), a file under ASSETS_DIR
 * (same layout as the URL after /api/image/), then a deterministic generated picture for things
 * that exist in the database. Everything produced is kept in a small in-memory LRU.
 */
export class ImageService {
  /** At most 2,000 images and 16 MB of them (a larger one is never kept). */
  private readonly cache = new LRUCache<string, ImageData>({ max: 2000, maxSize: 16 * 1024 * 1024, sizeCalculation: (d) => d.body.length + 200 });
  private readonly assets: FileSource;
  private readonly uploads: FileSource;

  constructor(
    private readonly db: Db,
    options: { assetsDir?: string; avatarUploadsDir: string; shared?: SharedFileStore | null },
  ) {
    const shared = options.shared;
    this.assets = new FileSource(options.assetsDir, this.cache, shared ? { store: shared, area: 'assets' } : undefined);
    this.uploads = new FileSource(options.avatarUploadsDir, this.cache, shared ? { store: shared, area: 'avatars' } : undefined);
  }

  private async generated(key: string, draw: () => string): Promise<ImageData> {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const data = await svgToPng(draw());
    this.cache.set(key, data);
    return data;
  }

  private static image(data: ImageData | null): ImageResult {
    return data ? { kind: 'image', data } : null;
  }

  async playerHead(id: number): Promise<ImageResult> {
    const file = (await this.uploads.read([], [String(id)])) ?? (await this.assets.read(['avatar', 'player', 'head'], [String(id)]));
    if (file) return ImageService.image(file);
    if (!(await findPlayerPicture(this.db, id))) return null;
    return ImageService.image(await this.generated(`head:${id}`, () => headSvg(`player:${id}`, SIZES.head)));
  }

  /** The provider's picture when it is a safe https URL; otherwise the player's head. */
  async playerPicture(id: number): Promise<ImageResult> {
    const player = await findPlayerPicture(this.db, id);
    if (!player) return null;
    const url = player.ProviderPictureUrl;
    if (url && /^https:\/\/[^\s]+$/i.test(url)) return { kind: 'redirect', url };
    return this.playerHead(id);
  }

  /** By item id (that item's picture) or by Icon name (the picture of that icon). */
  async itemOriginal(idOrIcon: number | string): Promise<ImageResult> {
    if (typeof idOrIcon === 'number') {
      const icon = await findItemIcon(this.db, idOrIcon);
      const file = await this.assets.read(['assets', 'item', 'original'], icon ? [String(idOrIcon), icon] : [String(idOrIcon)]);
      if (file) return ImageService.image(file);
      if (!icon) return null;
      return ImageService.image(await this.generated(`item-id:${idOrIcon}`, () => itemSvg(icon, `id:${idOrIcon}`, SIZES.itemOriginal, true)));
    }
    const file = await this.assets.read(['assets', 'item', 'original'], [idOrIcon]);
    if (file) return ImageService.image(file);
    if (!(await iconExists(this.db, idOrIcon))) return null;
    return ImageService.image(await this.generated(`item-icon:${idOrIcon}`, () => itemSvg(idOrIcon, idOrIcon, SIZES.itemOriginal, true)));
  }

  /** 16 px icon: a 16 px file, else the original scaled down with sharp, else generated at 16 px. */
  async itemIcon16(icon: string): Promise<ImageResult> {
    const small = await this.assets.read(['assets', 'item', '16'], [icon]);
    if (small) return ImageService.image(small);
    const original = await this.assets.read(['assets', 'item', 'original'], [icon]);
    if (original) {
      const key = `icon16-from:${original.etag}`;
      const hit = this.cache.get(key);
      if (hit) return ImageService.image(hit);
      const scaled = await toSquarePng(original.body, SIZES.itemIcon);
      this.cache.set(key, scaled);
      return ImageService.image(scaled);
    }
    if (!(await iconExists(this.db, icon))) return null;
    return ImageService.image(await this.generated(`icon16:${icon}`, () => itemSvg(icon, icon, SIZES.itemIcon, false)));
  }

  async armorOriginal(id: number): Promise<ImageResult> {
    const file = await this.assets.read(['assets', 'armor', 'original'], [String(id)]);
    if (file) return ImageService.image(file);
    if (!(await findItemIcon(this.db, id))) return null;
    return ImageService.image(await this.generated(`armor:${id}`, () => armorSvg(String(id), SIZES.armor)));
  }

  async guildBanner(id: number): Promise<ImageResult> {
    const file = await this.assets.read(['guild', 'banner'], [String(id)]);
    if (file) return ImageService.image(file);
    if (!(await guildExists(this.db, id))) return null;
    return ImageService.image(await this.generated(`banner:${id}`, () => bannerSvg(String(id), SIZES.bannerWidth)));
  }

  async npcHead(id: number): Promise<ImageResult> {
    const file = await this.assets.read(['avatar', 'npc', 'head'], [String(id)]);
    if (file) return ImageService.image(file);
    if (!(await npcExists(this.db, id))) return null;
    return ImageService.image(await this.generated(`npc:${id}`, () => headSvg(`npc:${id}`, SIZES.head, { npc: true })));
  }

  /** Store pictures are drawn for any valid file name: packages, badges and titles share this folder. */
  async storeImage(file: string): Promise<ImageResult> {
    const found = await this.assets.read(['assets', 'default', 'store'], [file]);
    if (found) return ImageService.image(found);
    return ImageService.image(await this.generated(`store:${file}`, () => storeBoxSvg(file, SIZES.storeWidth)));
  }
}
