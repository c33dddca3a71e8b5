// npm run fuzz: malformed requests to every API route, as a visitor and as a player (staff calls also
// as staff, in parallel bursts; id fields get ids past 32 bits, negative and with leading zeros).
// FUZZ_PER_ROUTE (default 500) requests per route, FUZZ_SEED to replay; PG_TEST_URL runs it on
// PostgreSQL, else on in-memory PGlite. Prints a status histogram per route and exits 1 on any 5xx
// or unbalanced books.
import { createTestApp } from '../server/test/test-app';
import { fuzz } from '../server/test/fuzz/fuzz';

const perRoute = Number(process.env.FUZZ_PER_ROUTE ?? 500);
const seed = Number(process.env.FUZZ_SEED ?? 20261123);
const started = Date.now();
const t = await createTestApp({
  players: 40,
  config: { RATE_LIMIT_MAX: '100000', READ_RATE_LIMIT_MAX: '10000000', JOB_POLL_MS: '0', ...(process.env.FUZZ_LOG ? { LOG_LEVEL: 'error' } : {}) },
});
try {
  const result = await fuzz(t.app, { perRoute, seed, playerId: 1, onProgress: (route) => process.stderr.write(`  ${route}\n`) });
  console.log(
    `\nFuzz: ${perRoute} requests per route, seed ${seed}, ${process.env.PG_TEST_URL ? 'PostgreSQL' : 'PGlite'}, ${Math.round((Date.now() - started) / 1000)} s\n`,
  );
  let total = 0;
  for (const [route, counts] of result.histogram) {
    const line = [...counts.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s}×${n}`)
      .join('  ');
    total += [...counts.values()].reduce((a, b) => a + b, 0);
    console.log(`${route.padEnd(58)} ${line}`);
  }
  console.log(`\n${total} requests, ${result.fiveHundreds.length} answers of 5xx, books ${result.booksBalanced ? 'balanced' : 'NOT balanced'}`);
  for (const f of result.fiveHundreds.slice(0, 20)) console.log(`5xx ${f.status} ${f.request}\n    → ${f.body}`);
  process.exitCode = result.fiveHundreds.length || !result.booksBalanced ? 1 : 0;
} finally {
  await t.close();
}
