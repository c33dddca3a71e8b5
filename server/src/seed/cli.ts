import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedIfEmpty } from './index';

// `npm run seed`: seeds the configured database (PGlite in DATA_DIR, or DATABASE_URL) unless it
// already holds a world. Size and seed come from SEED_PLAYERS and SEED.

async function main(): Promise<void> {
  const config = loadConfig();
  const started = performance.now();
  const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  try {
    const target = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}`;
    console.log(`Seeding ${target} with ${config.SEED_PLAYERS.toLocaleString('en-US')} players, seed ${config.SEED}…`);
    const seeded = await seedIfEmpty(database.db, { players: config.SEED_PLAYERS, seed: config.SEED, log: (m) => console.log(m) });
    const elapsed = ((performance.now() - started) / 1000).toFixed(1);
    console.log(seeded ? `Seeded in ${elapsed} s.` : `Already seeded; nothing to do (${elapsed} s).`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exitCode = 1;
});
