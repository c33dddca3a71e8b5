import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { siteSecrets } from '../db/schema/index';

const SESSION_SECRET_NAME = 'session';

/**
 * SESSION_SECRET; else, on PostgreSQL, one generated once into the database, so every process and
 * machine signs CSRF tokens, challenges and device cookies alike; else one generated once
 * into DATA_DIR so restarts keep sessions valid.
 */
export async function loadSecret(config: Config, db: Db): Promise<string> {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  if (config.DATABASE_URL) {
    // Processes starting together race here: the first insert wins and everyone reads the winner.
    await db
      .insert(siteSecrets)
      .values({ Name: SESSION_SECRET_NAME, Value: randomBytes(32).toString('hex') })
      .onConflictDoNothing();
    const [row] = await db.select({ value: siteSecrets.Value }).from(siteSecrets).where(eq(siteSecrets.Name, SESSION_SECRET_NAME));
    return row.value;
  }
  if (config.DATA_DIR === ':memory:') return randomBytes(32).toString('hex');
  const file = path.resolve(config.DATA_DIR, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
