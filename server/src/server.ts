import cluster from 'node:cluster';
import { buildApp } from './app';
import { runPrimary } from './cluster';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DatabaseFolderLocked } from './db/folder-lock';
import { rankUnrankedCategories } from './domain/ranking/refresh';
import { RANKING_CATEGORY_KEYS } from './domain/ranking/categories';
import { warmUp } from './lib/warm-up';
import { pagesToWarm } from './page-render/warm-pages';
import { seedIfEmpty } from './seed/index';

// Starts the site: config, database (migrated), demo world on first start, then the HTTP server.
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(78);
    }
    throw e;
  }
  const supervising = config.WEB_CONCURRENCY > 1 && cluster.isPrimary;
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE });
  } catch (e) {
    if (e instanceof DatabaseFolderLocked) {
      console.error(e.message);
      process.exit(75);
    }
    throw e;
  }
  if (supervising) {
    // The primary migrates and seeds once, before any worker starts, then only supervises.
    const seeded = await seedIfEmpty(database.db, { players: config.SEED_PLAYERS, seed: config.SEED, log: console.log });
    if (seeded) console.log('Demo world seeded: see README.md for the demo accounts.');
    // No request waits for a category's first ranking (a new world, a new category).
    await rankUnrankedCategories(database.db, console.log);
    await database.close();
    runPrimary(config);
    return;
  }
  const app = await buildApp({ config, database });
  const seeded = await seedIfEmpty(database.db, { players: config.SEED_PLAYERS, seed: config.SEED, log: (m: string) => app.log.info(m) });
  if (seeded) app.log.info('Demo world seeded: see README.md for the demo accounts.');
  // No request waits for a category's first ranking (a new world, a new category).
  await rankUnrankedCategories(database.db, (m: string) => app.log.info(m));
  // And one page of each kind the server paints, rendered as a player's request is, a few seconds at most.
  await warmUp(app, RANKING_CATEGORY_KEYS, { pages: () => pagesToWarm(app) });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  if (cluster.isPrimary) app.log.info(`Guildhall is ready at http://localhost:${config.PORT}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
