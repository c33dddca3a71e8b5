import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/src/app';
import { testConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import { startCluster } from './postgres';

// The sitemap at scale (asserts nothing): a throw-away PostgreSQL with BENCH_PLAYERS players (a million
// by default; one in 50 hides from searches), then the index and a few sitemaps timed through the app.
// `node --import tsx scripts/bench/sitemap.ts`

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1_000_000);
const RUNS = 3;

const clusterDir = process.env.BENCH_DATABASE_URL ? null : mkdtempSync(path.join(tmpdir(), 'gh-sitemap-bench-'));
const pg = clusterDir ? startCluster(clusterDir) : null;
const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL ?? pg!.url, dataDir: ':memory:' });
try {
  const started = performance.now();
  await database.db.execute(sql`insert into users (username) select 'player' || g from generate_series(1, ${PLAYERS}) g`);
  await database.db.execute(sql`insert into privacy_settings (user_id, hide_from_search) select g, true from generate_series(1, ${PLAYERS}, 50) g`);
  await database.db.execute(sql`analyze`);
  console.log(`${PLAYERS.toLocaleString('en-US')} players inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const app = await buildApp({ config: testConfig({ PUBLIC_URL: 'https://guildhall.example', NODE_ENV: 'production' }), database });
  await app.ready();
  const timed = async (url: string) => {
    const times: number[] = [];
    const once = async () => {
      const start = performance.now();
      const answer = await app.inject({ url });
      times.push(performance.now() - start);
      return answer;
    };
    const res = await once();
    for (let run = 1; run < RUNS; run++) await once();
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    return { res, best: Math.min(...times), worst: Math.max(...times), gzipBytes: gzip.rawPayload.length };
  };
  const index = await timed('/sitemap.xml');
  const sitemaps = [...index.res.body.matchAll(/<loc>[^<]*\/sitemaps\/([^<]+)\.xml<\/loc>/g)].map((m) => m[1]);
  const characterMaps = sitemaps.filter((s) => s.startsWith('characters-'));
  console.log(
    `index: ${sitemaps.length} sitemaps (${characterMaps.length} of characters), ${index.res.rawPayload.length} bytes, ${index.best.toFixed(0)}–${index.worst.toFixed(0)} ms`,
  );
  let urls = 0;
  for (const name of characterMaps) {
    const page = await timed(`/sitemaps/${name}.xml`);
    const count = (page.res.body.match(/<url>/g) ?? []).length;
    urls += count;
    if (name === characterMaps[0] || name === characterMaps.at(-1))
      console.log(
        `${name}: ${count.toLocaleString('en-US')} URLs, ${(page.res.rawPayload.length / 1e6).toFixed(2)} MB (${(page.gzipBytes / 1e3).toFixed(0)} KB gzip), ${page.best.toFixed(0)}–${page.worst.toFixed(0)} ms`,
      );
  }
  console.log(`characters listed: ${urls.toLocaleString('en-US')} (expected ${(PLAYERS - Math.ceil(PLAYERS / 50)).toLocaleString('en-US')})`);
  await app.close();
} finally {
  await database.close();
  pg?.stop();
  if (clusterDir) rmSync(clusterDir, { recursive: true, force: true });
}
