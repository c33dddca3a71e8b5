// `npm run bench:cluster`: a steady load through nginx onto 1, 2 and 4 Guildhall processes on one
// PostgreSQL, printing requests per second, latency percentiles and errors for each.
// LOAD_SECONDS (default 60), LOAD_CONNECTIONS (default 50), LOAD_PROCESSES (default "1,2,4").
import autocannon from 'autocannon';
import { startCluster } from '../cluster.mjs';
import { startPostgres } from '../lib/postgres.mjs';

const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 50);
const sizes = (process.env.LOAD_PROCESSES ?? '1,2,4').split(',').map(Number);

// What a visitor's browsing asks for: pages rendered with their meta, and the tables' data.
const paths = ['/charid/1', '/api/bet/all', '/api/store', '/api/news', '/api/online', '/ranking/player', '/guild/1', '/wiki/item'];

const postgres = startPostgres({ quiet: true });
const rows = [];
try {
  for (const processes of sizes) {
    const cluster = await startCluster({
      processes,
      port: 8990,
      databaseUrl: postgres.url,
      // autocannon reads like a tool (no CSRF token): the public read limit must not answer 429.
      env: { SEED_PLAYERS: '2000', READ_RATE_LIMIT_MAX: '10000000' },
      log: () => undefined,
    });
    try {
      const run = (duration) =>
        autocannon({
          url: cluster.url,
          connections,
          duration,
          requests: paths.map((path) => ({ method: 'GET', path })),
        });
      for (const path of paths) {
        const res = await fetch(cluster.url + path);
        if (!res.ok) throw new Error(`${path} answers ${res.status}: the load would measure errors`);
      }
      await run(5); // warm-up: caches, JIT, pools
      const r = await run(seconds);
      const row = {
        processes,
        'req/s': Math.round(r.requests.average),
        'p50 ms': r.latency.p50,
        'p99 ms': r.latency.p99,
        requests: r.requests.total,
        errors: r.errors + r.timeouts,
        'non-2xx': r.non2xx,
      };
      rows.push(row);
      console.log(JSON.stringify(row));
    } finally {
      await cluster.stop();
    }
  }
} finally {
  postgres.stop();
}
console.log(`\n${seconds} s through nginx, ${connections} connections, paths: ${paths.join(' ')}`);
console.table(rows);
