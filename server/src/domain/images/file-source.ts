import { readFile, stat } from 'node:fs/promises';
import { contentTypeFor, IMAGE_EXTENSIONS, imageData, type ImageData } from './image';
import type { LruCache } from './lru';
import { realFileInside, resolveInside } from './safe-path';

/**
 * Reads image files from one folder (ASSETS_DIR, or the uploads folder). A name without an image
 * extension is looked up with each known extension. Bytes are cached by path, size and mtime, so a
 * replaced file is picked up on the next request.
 */
export class FileSource {
  constructor(
    private readonly root: string | undefined,
    private readonly cache: LruCache<ImageData>,
  ) {}

  get enabled(): boolean {
    return Boolean(this.root);
  }

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
    const found = await this.find(dir, names);
    return found ? this.load(found.file, found.contentType) : null;
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
