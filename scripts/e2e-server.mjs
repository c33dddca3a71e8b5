// Starts the built site for the browser tests on a fresh temporary DATA_DIR, removed on exit.
// With E2E_CLUSTER=N, the site runs as it does at scale instead: a throw-away PostgreSQL,
// nginx with deploy/nginx.conf on the test port, and N processes behind it sharing that DATA_DIR.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';

const port = process.env.PORT ?? '8787';
const dataDir = mkdtempSync(path.join(tmpdir(), 'gh-e2e-'));
// Tests read mail from DATA_DIR/outbox: they find this run's DATA_DIR through a file named by the port.
const dataDirNote = path.join(tmpdir(), `guildhall-e2e-${port}.datadir`);
writeFileSync(dataDirNote, dataDir);
// Social login runs against a local OAuth server (oauth2-mock-server), never the real providers.
const oauth = new OAuth2Server();
await oauth.issuer.keys.generate('RS256');
await oauth.start(0, '127.0.0.1');
const siteEnv = {
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  SEED_PLAYERS: process.env.SEED_PLAYERS ?? '300',
  // Each request's line (with its id) goes to DATA_DIR/server.log, where tests look a request up.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  // Browser tests may shorten the deletion wait through the setting page and server both honour.
  DELETE_WAIT_SECONDS: process.env.DELETE_WAIT_SECONDS ?? '3',
  ALTCHA_MAX_NUMBER: process.env.ALTCHA_MAX_NUMBER ?? '2000',
  // OAuth callbacks come back to the address the browser uses, so its cookies go with them. The
  // passkey journey runs its own server on localhost (E2E_PUBLIC_HOST): browsers refuse WebAuthn on an IP address.
  PUBLIC_URL: `http://${process.env.E2E_PUBLIC_HOST ?? '127.0.0.1'}:${port}`,
  GOOGLE_CLIENT_ID: 'e2e-google-client',
  GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
  OAUTH_TEST_ISSUER_URL: oauth.issuer.url,
  // The browser tests report who is online as a game server would.
  GAME_SERVER_KEY: process.env.GAME_SERVER_KEY ?? 'e2e-game-server-key-0123456789',
  // Every browser of the suite reads from this one address, and the site's own reads count too.
  READ_RATE_LIMIT_MAX: process.env.READ_RATE_LIMIT_MAX ?? '1000000',
};
const clusterSize = Number(process.env.E2E_CLUSTER ?? 0);
const child =
  clusterSize > 0
    ? await clusterChild(clusterSize)
    : spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
        stdio: ['inherit', 'pipe', 'inherit'],
        env: { ...process.env, ...siteEnv },
      });
child.stdout?.pipe(createWriteStream(path.join(dataDir, 'server.log')));

/** The cluster behind nginx, shaped like a child process for the code below (kill, exit). */
async function clusterChild(processes) {
  const { startCluster } = await import('./cluster.mjs');
  const { EventEmitter } = await import('node:events');
  const cluster = await startCluster({
    processes,
    port: Number(port),
    dataDir,
    env: { ...siteEnv, NODE_ENV: 'production' },
    quiet: true,
  });
  const handle = new EventEmitter();
  handle.kill = () => {
    cluster.stop().then(
      () => handle.emit('exit', 0),
      () => handle.emit('exit', 1),
    );
  };
  return handle;
}
const cleanup = () => {
  rmSync(dataDir, { recursive: true, force: true });
  // Only our own note: a later run on the same port may have replaced it.
  try {
    if (readFileSync(dataDirNote, 'utf8') === dataDir) rmSync(dataDirNote, { force: true });
  } catch {
    /* already gone */
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child.kill(signal);
  });
}
child.on('exit', async (code) => {
  cleanup();
  await oauth.stop().catch(() => undefined);
  process.exit(code ?? 0);
});
