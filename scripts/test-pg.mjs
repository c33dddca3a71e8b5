// Runs the API test suite against a real PostgreSQL (concurrency is proven there).
// Uses PG_TEST_URL when set; otherwise starts a throw-away PostgreSQL cluster in a temp folder.
import { spawnSync } from 'node:child_process';
import { startPostgres } from './lib/postgres.mjs';
import { postgresTestFiles } from './lib/postgres-test-files.mjs';

let url = process.env.PG_TEST_URL;
let stop = () => {};
if (!url) ({ url, stop } = startPostgres());

// Only the files whose behaviour depends on a database server (the rule is in postgres-test-files.mjs);
// `--all` runs every API file, as before.
const files = process.argv.includes('--all') ? [] : postgresTestFiles(process.cwd());
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...files], {
  stdio: 'inherit',
  env: { ...process.env, PG_TEST_URL: url },
});
stop();
process.exit(result.status ?? 1);
