// Starts the site as it runs at scale (a throw-away PostgreSQL, nginx with
// deploy/nginx.conf, two processes started at the same moment on the empty database), then runs
// tests/cluster against it over real HTTP: money races through nginx, a file seen by both
// processes, and one process killed under load. Needs nginx and postgresql (Debian packages).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startCluster } from './cluster.mjs';

const cluster = await startCluster({
  processes: 2,
  port: Number(process.env.CLUSTER_PORT ?? 8950),
  env: { SEED_PLAYERS: '300' },
});
let status = 1;
try {
  // Not spawnSync: this process must keep running its event loop to reap the process the tests kill.
  const tests = spawn('npx', ['vitest', 'run', '--config', 'vitest.cluster.config.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      CLUSTER_URL: cluster.url,
      CLUSTER_MEMBERS: cluster.members.map((m) => m.url).join(','),
      CLUSTER_PIDS: cluster.members.map((m) => m.child.pid).join(','),
      DATABASE_URL: cluster.databaseUrl,
      CLUSTER_NGINX_ERROR_LOG: cluster.nginxErrorLog,
    },
  });
  status = await new Promise((resolve) => tests.on('exit', (code) => resolve(code ?? 1)));
} finally {
  if (status !== 0 || process.env.CLUSTER_SHOW_NGINX_LOG) {
    console.log('--- nginx error log');
    console.log(readFileSync(cluster.nginxErrorLog, 'utf8'));
  }
  await cluster.stop();
}
process.exit(status);
