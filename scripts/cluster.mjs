#!/usr/bin/env node
// Guildhall as it runs at scale, on this machine: PostgreSQL (a throw-away
// cluster, as test:pg starts, unless DATABASE_URL is given), nginx with deploy/nginx.conf in front,
// and N Guildhall processes on private ports. For the tests, and for trying it out:
//
//   npm run build && node scripts/cluster.mjs 3        # then open http://127.0.0.1:8080
//
// As a module, startCluster() gives the tests control over each process (kill, restart).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from './lib/postgres.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** deploy/nginx.conf with this run's processes, port and dist folder in place of the EDIT lines. */
export function renderNginxSite({ port, upstreamPorts, distDir }) {
  const site = readFileSync(path.join(repo, 'deploy/nginx.conf'), 'utf8');
  const servers = upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  const rendered = site
    .replace(/( {4}server 127\.0\.0\.1:\d+ max_fails=1 fail_timeout=5s;\n)+/, `${servers}\n`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/root \/srv\/guildhall\/dist;/, `root ${distDir};`);
  if (rendered.includes('/srv/guildhall') || !rendered.includes(`listen 127.0.0.1:${port};`))
    throw new Error('deploy/nginx.conf no longer has the lines this script replaces');
  return rendered;
}

async function waitFor(url, isUp = (res) => res.ok, timeoutMs = 180_000, alive = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`the process behind ${url} ended before it was ready`);
    try {
      if (isUp(await fetch(url))) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up in ${timeoutMs / 1000} s`);
}

/**
 * Starts PostgreSQL (unless databaseUrl), N processes together (so an empty database is migrated
 * and seeded by whichever wins the advisory locks) and nginx on `port`.
 */
export async function startCluster({
  processes = 2,
  port = 8080,
  basePort = port + 100,
  databaseUrl = process.env.DATABASE_URL,
  dataDir,
  env = {},
  log = (m) => console.log(m),
  quiet = true,
} = {}) {
  const distDir = path.join(repo, 'dist');
  const work = mkdtempSync(path.join(tmpdir(), 'gh-cluster-'));
  /** Undo steps, run last-registered first. */
  const stops = [];
  let postgres;
  if (!databaseUrl) {
    postgres = startPostgres({ quiet });
    databaseUrl = postgres.url;
    stops.push(() => postgres.stop());
    log(`PostgreSQL: ${databaseUrl}`);
  }
  const sharedDataDir = dataDir ?? path.join(work, 'data');
  mkdirSync(sharedDataDir, { recursive: true });
  const ports = Array.from({ length: processes }, (_, i) => basePort + i);
  const publicUrl = `http://127.0.0.1:${port}`;

  const members = ports.map((p) => ({
    port: p,
    url: `http://127.0.0.1:${p}`,
    child: null,
  }));
  const startMember = (member) => {
    member.child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      cwd: repo,
      stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        ...env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: sharedDataDir,
        HOST: '127.0.0.1',
        PORT: String(member.port),
        WEB_CONCURRENCY: '1',
        PUBLIC_URL: publicUrl,
        // One proxy (nginx) in front: its X-Forwarded-For names the client.
        TRUST_PROXY: '1',
      },
    });
    const child = member.child;
    return waitFor(`${member.url}/readyz`, undefined, 240_000, () => child.exitCode === null && child.signalCode === null);
  };
  const stopMember = async (member, signal = 'SIGTERM') => {
    const child = member.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const ended = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await ended;
  };
  stops.push(() => Promise.all(members.map((m) => stopMember(m))));

  try {
    // All together, on purpose: processes starting at the same moment on an empty database must all come up.
    await Promise.all(members.map(startMember));
    log(`Guildhall processes ready on ports ${ports.join(', ')}`);

    const nginxDir = path.join(work, 'nginx');
    mkdirSync(nginxDir);
    writeFileSync(path.join(nginxDir, 'guildhall.conf'), renderNginxSite({ port, upstreamPorts: ports, distDir }));
    writeFileSync(
      path.join(nginxDir, 'nginx.conf'),
      [
        'daemon off;',
        'worker_processes 2;',
        `pid ${nginxDir}/nginx.pid;`,
        `error_log ${nginxDir}/error.log warn;`,
        'events { worker_connections 2048; }',
        'http {',
        '  include /etc/nginx/mime.types;',
        `  access_log off;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${nginxDir}/${t}_temp;`),
        `  include ${nginxDir}/guildhall.conf;`,
        '}',
        '',
      ].join('\n'),
    );
    const check = spawnSync('nginx', ['-t', '-q', '-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf')], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`);
    const nginx = spawn('nginx', ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'inherit'] });
    stops.push(async () => {
      if (nginx.exitCode !== null) return;
      const ended = new Promise((r) => nginx.once('exit', r));
      nginx.kill('SIGQUIT');
      await ended;
    });
    await waitFor(`${publicUrl}/readyz`, undefined, 30_000, () => nginx.exitCode === null);
    log(`nginx: ${publicUrl} → ${processes} processes`);
  } catch (e) {
    for (const stop of stops.reverse()) await stop();
    rmSync(work, { recursive: true, force: true });
    throw e;
  }

  return {
    url: publicUrl,
    nginxErrorLog: path.join(work, 'nginx', 'error.log'),
    databaseUrl,
    dataDir: sharedDataDir,
    members,
    /** SIGKILL: the process dies with whatever it had in flight. */
    kill: (i) => stopMember(members[i], 'SIGKILL'),
    /** SIGTERM: the process drains. */
    drain: (i) => stopMember(members[i], 'SIGTERM'),
    restart: (i) => startMember(members[i]),
    /** nginx, then the processes (drained), then the throw-away database: the reverse of the start. */
    async stop() {
      for (const stop of stops.reverse()) await stop();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const processes = Number(process.argv[2] ?? process.env.PROCESSES ?? 2);
  const port = Number(process.env.PORT ?? 8080);
  const cluster = await startCluster({ processes, port, quiet: false });
  console.log(`Guildhall at scale: ${cluster.url} (Ctrl-C stops nginx, the processes and the throw-away database)`);
  const stop = async () => {
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
