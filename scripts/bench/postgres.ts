import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

// A PostgreSQL cluster for the bench, kept in a folder so a seeded world survives between runs
// (like the PGlite folder). Started on a free port, stopped when the bench ends.

function pgBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  if (!versions.length) throw new Error('PostgreSQL is not installed (apt-get install postgresql), or set BENCH_DATABASE_URL.');
  return path.join(base, versions[0], 'bin');
}

export interface Cluster {
  url: string;
  stop(): void;
}

export function startCluster(dir: string, fixedPort?: number): Cluster {
  const bin = pgBin();
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o777);
  // initdb refuses to run as root: run the cluster as the postgres user when we are root.
  const asPg = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const run = (cmd: string, args: string[]) => {
    const [c, ...rest] = [...asPg, path.join(bin, cmd), ...args];
    execFileSync(c, rest, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  const data = path.join(dir, 'data');
  if (!existsSync(path.join(data, 'PG_VERSION'))) run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = fixedPort ?? 55000 + Math.floor(Math.random() * 1000);
  run('pg_ctl', [
    '-D',
    data,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100 -c shared_buffers=256MB -c synchronous_commit=off`,
    '-w',
    '-l',
    path.join(dir, 'log'),
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
  };
}
