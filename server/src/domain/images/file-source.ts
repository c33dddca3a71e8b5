import { readFile, stat } from 'node:fs/promises';
import type { FileArea, SharedFileStore } from '../files/shared-files';
import { contentTypeFor, IMAGE_EXTENSIONS, imageData, type ImageData } from './image';
import type { LRUCache } from 'lru-cache';
import { realFileInside, resolveInside } from './safe-path';

/**
 * Reads image files from one folder (ASSETS_DIR, or the uploads folder), and first from the same
 * area of the shared file store when the site has one. A name without an image
 * extension is looked up with each known extension. Bytes are cached by path, size and mtime, so a
 * replaced file is picked up on the next request.
 */
export class FileSource {
  constructor(
    private readonly root: string | undefined,
    private readonly cache: LRUCache<string, ImageData>,
    private readonly shared?: { store: SharedFileStore; area: FileArea },
  ) {}

  /** The first existing file among `names` in the folder `dir` (fixed by the route, never from the request). */
  async find(dir: readonly string[], names: readonly string[]): Promise<{ file: string; contentType: string } | null> {
    if (!this.root) return null;
    for (const name of names) {
      const candidates = contentTypeFor(name) ? [name] : IMAGE_EXTENSIONS.map((ext) => name + ext);
      for (const candidate of candidates) {
        const resolved = resolveInside(this.root, ...dir, candidate);
        if (!resolved) continue;
        const file = await realFileInside(this.root, resolved);
        const contentType = contentTypeFor(candidate);
        if (file && contentType) return { file, contentType };
      }
    }
    return null;
  }

  async read(dir: readonly string[], names: readonly string[]): Promise<ImageData | null> {
    const shared = await this.readShared(dir, names);
    if (shared) return shared;
    const found = await this.find(dir, names);
    return found ? this.load(found.file, found.contentType) : null;
  }

  /** The same layout in the shared file store, which comes first: it holds what was uploaded. */
  private async readShared(dir: readonly string[], names: readonly string[]): Promise<ImageData | null> {
    if (!this.shared) return null;
    const paths = names.flatMap((name) => (contentTypeFor(name) ? [name] : IMAGE_EXTENSIONS.map((ext) => name + ext))).map((n) => [...dir, n].join('/'));
    const file = await this.shared.store.getFirst(this.shared.area, paths);
    if (!file) return null;
    const key = `shared:${this.shared.area}:${paths.join('|')}:${file.size}:${file.updatedAt.getTime()}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const data = imageData(file.body, file.contentType);
    this.cache.set(key, data);
    return data;
  }

  /** Reads a found file (through the cache). */
  async load(file: string, contentType: string): Promise<ImageData | null> {
    let info;
    try {
      info = await stat(file);
    } catch {
      return null;
    }
    if (!info.isFile()) return null;
    const key = `file:${file}:${info.size}:${info.mtimeMs}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const data = imageData(await readFile(file), contentType);
    this.cache.set(key, data);
    return data;
  }
}
