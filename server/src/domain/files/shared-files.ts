import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sharedFiles } from '../../db/schema/index';

// Uploads every process and machine can read. On one machine DATA_DIR is enough; once
// the site runs on PostgreSQL, uploads are written to the database instead, so an avatar uploaded
// through one process is served by all. Paths are the disk layout's, so URLs never change.

/** avatars: DATA_DIR/uploads/avatars; assets: the website images folder; game: the game files folder. */
export type FileArea = 'avatars' | 'assets' | 'game';

export interface StoredFile {
  body: Buffer;
  contentType: string;
  size: number;
  updatedAt: Date;
}

export interface NewFile {
  path: string;
  body: Buffer;
  contentType: string;
}

export interface SharedFileStore {
  get(area: FileArea, path: string): Promise<StoredFile | null>;
  /** The first of `paths` (in their order) that the store holds. */
  getFirst(area: FileArea, paths: readonly string[]): Promise<StoredFile | null>;
  exists(area: FileArea, path: string): Promise<boolean>;
  /** Writes every file or none (one transaction); a file of the same path is replaced. */
  putAll(area: FileArea, files: readonly NewFile[]): Promise<void>;
  remove(area: FileArea, path: string): Promise<void>;
}

/** Files kept in the shared_files table of the site's database. */
export class DatabaseFileStore implements SharedFileStore {
  constructor(private readonly db: Db) {}

  async get(area: FileArea, path: string): Promise<StoredFile | null> {
    return this.getFirst(area, [path]);
  }

  async getFirst(area: FileArea, paths: readonly string[]): Promise<StoredFile | null> {
    if (!paths.length) return null;
    // One query for all candidates (an image is looked up under several extensions).
    const rows = await this.db
      .select({
        path: sharedFiles.Path,
        body: sharedFiles.Body,
        contentType: sharedFiles.ContentType,
        size: sharedFiles.Size,
        updatedAt: sharedFiles.DateUpdated,
      })
      .from(sharedFiles)
      .where(and(eq(sharedFiles.Area, area), inArray(sharedFiles.Path, [...paths])));
    for (const path of paths) {
      const row = rows.find((r) => r.path === path);
      if (row) return { body: row.body, contentType: row.contentType, size: row.size, updatedAt: row.updatedAt };
    }
    return null;
  }

  async exists(area: FileArea, path: string): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql<number>`1` })
      .from(sharedFiles)
      .where(and(eq(sharedFiles.Area, area), eq(sharedFiles.Path, path)));
    return Boolean(row);
  }

  async putAll(area: FileArea, files: readonly NewFile[]): Promise<void> {
    if (!files.length) return;
    const rows = files.map((f) => ({ Area: area, Path: f.path, ContentType: f.contentType, Size: f.body.length, Body: f.body }));
    await this.db
      .insert(sharedFiles)
      .values(rows)
      .onConflictDoUpdate({
        target: [sharedFiles.Area, sharedFiles.Path],
        set: {
          ContentType: sql`excluded.content_type`,
          Size: sql`excluded.size`,
          Body: sql`excluded.body`,
          DateUpdated: sql`now()`,
        },
      });
  }

  async remove(area: FileArea, path: string): Promise<void> {
    await this.db.delete(sharedFiles).where(and(eq(sharedFiles.Area, area), eq(sharedFiles.Path, path)));
  }
}

/**
 * A folder path from the dashboard ("assets/item/original/") as clean segments joined by "/", or
 * null when a segment could climb out of the area ("..", ".", backslashes, NUL).
 */
export function cleanFolder(folder: string): string | null {
  const segments = folder.split('/').filter(Boolean);
  if (segments.some((s) => s === '.' || s === '..' || s.includes('\\') || s.includes('\0'))) return null;
  return segments.join('/');
}
