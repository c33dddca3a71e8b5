import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { repoRoot } from '../src/app';
import { parsePrometheusText } from './prometheus-text';

// WEB_CONCURRENCY=2: two processes share the port, and /metrics, whichever of them answers it,
// adds up the figures of both (the cluster's primary collects them).

const pgUrl = process.env.PG_TEST_URL!;
const dbName = `gh_metrics_${randomBytes(6).toString('hex')}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'gh-metrics-'));
let site: ChildProcess;
let base = '';

const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  await admin(`CREATE DATABASE ${dbName}`);
  const url = new URL(pgUrl);
  url.pathname = `/${dbName}`;
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  site = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      WEB_CONCURRENCY: '2',
      DATABASE_URL: url.toString(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_PLAYERS: '10',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      JOB_POLL_MS: '0',
    },
  });
  // Ready when both workers answer: the primary hands connections round-robin.
  await vi.waitFor(
    async () => {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          fetch(`${base}/readyz`).then(
            (r) => r.status,
            () => 0,
          ),
        ),
      );
      if (!answers.every((s) => s === 200)) throw new Error(`not ready: ${answers.join(' ')}`);
    },
    { timeout: 90_000, interval: 250 },
  );
}, 120_000);

afterAll(async () => {
  if (site && site.exitCode === null) {
    const exited = new Promise((resolve) => site.once('exit', resolve));
    site.kill('SIGTERM');
    await exited;
  }
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('metrics of a cluster', () => {
  it("adds up the two processes' request counts", async () => {
    const healthChecks = 60;
    const statuses = await Promise.all(Array.from({ length: healthChecks }, () => fetch(`${base}/healthz`).then((r) => r.status)));
    expect(statuses.every((s) => s === 200)).toBe(true);
    const samples = parsePrometheusText(await (await fetch(`${base}/metrics`)).text());
    expect(samples.find((s) => s.name === 'guildhall_processes')?.value).toBe(2);
    const counted = samples.filter((s) => s.name === 'http_requests_total' && s.labels.route === '/healthz').reduce((sum, s) => sum + s.value, 0);
    expect(counted).toBe(healthChecks);
  });
});
