// A throw-away PostgreSQL cluster in a temp folder, for the tests and the cluster script
// (concurrency is proven on a real PostgreSQL). Needs the Debian postgresql package.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function findPgBin() {
  const base = '/usr/lib/postgresql';
  let versions = [];
  try {
    versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  } catch {
    /* not installed */
  }
  if (!versions.length) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  return path.join(base, versions[0], 'bin');
}

/** Starts a cluster on a free-looking port; answers its URL and a stop function. */
export function startPostgres({ maxConnections = 300, quiet = false } = {}) {
  const bin = findPgBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'gh-pg-'));
  chmodSync(dir, 0o777);
  // initdb refuses to run as root: run the cluster as the postgres user when we are root.
  const asPg = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const run = (cmd, args) => {
    const [c, ...rest] = [...asPg, path.join(bin, cmd), ...args];
    execFileSync(c, rest, { stdio: quiet ? 'ignore' : 'inherit' });
  };
  run('initdb', ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  // A random port may be taken (another cluster of a parallel run): try a few.
  let port;
  for (let attempt = 1; ; attempt++) {
    port = 54000 + Math.floor(Math.random() * 1000);
    try {
      run('pg_ctl', [
        '-D',
        `${dir}/data`,
        '-o',
        `-p ${port} -k ${dir} -c fsync=off -c max_connections=${maxConnections} -c listen_addresses=127.0.0.1`,
        '-w',
        '-l',
        `${dir}/log`,
        'start',
      ]);
      break;
    } catch (e) {
      if (attempt >= 5) throw e;
    }
  }
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', `${dir}/data`, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
