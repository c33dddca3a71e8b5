// Runs the API test suite against a real PostgreSQL (design.md: concurrency is proven there).
// Uses PG_TEST_URL when set; otherwise starts a throw-away PostgreSQL cluster in a temp folder.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function findPgBin() {
  const base = '/usr/lib/postgresql';
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  if (!versions.length) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  return path.join(base, versions[0], 'bin');
}

let url = process.env.PG_TEST_URL;
let stop = () => {};
if (!url) {
  const bin = findPgBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'gh-pg-'));
  chmodSync(dir, 0o777);
  const port = 54000 + Math.floor(Math.random() * 1000);
  // initdb refuses to run as root: run the cluster as the postgres user when we are root.
  const asPg = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const run = (cmd, args) => {
    const [c, ...rest] = [...asPg, path.join(bin, cmd), ...args];
    execFileSync(c, rest, { stdio: 'inherit' });
  };
  run('initdb', ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  run('pg_ctl', ['-D', `${dir}/data`, '-o', `-p ${port} -k ${dir} -c fsync=off -c max_connections=300 -c listen_addresses=127.0.0.1`, '-w', '-l', `${dir}/log`, 'start']);
  url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  stop = () => {
    try {
      run('pg_ctl', ['-D', `${dir}/data`, '-m', 'immediate', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}

const result = spawnSync('npx', ['vitest', 'run', '--project', 'api'], {
  stdio: 'inherit',
  env: { ...process.env, PG_TEST_URL: url },
});
stop();
process.exit(result.status ?? 1);
