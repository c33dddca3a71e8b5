import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { RANKING_CATEGORIES, RANKING_CATEGORY_KEYS, type RankingCategoryKey } from '../../server/src/domain/ranking/categories';
import { WIKI_TYPES } from '../../contract/paths';
import { prepareDataset, type PreparedDataset } from './dataset';
import { measureLatency, measureThroughput, type LatencyResult, type RequestSpec } from './http-load';
import { startCluster, type Cluster } from './postgres';
import { measureHistoryEndpoints, measureSnapshots, printSnapshots } from './history';
import { runWebBench } from './web';
import { measureBurst } from './burst';
import { measureDashboardTables } from './dashboard';

// `npm run bench`: prints figures, asserts nothing (docs/performance.md).
// - p50/p95 of every ranking category × every sort order × {page 1, a deep page, a name search},
//   and of every wiki list (page 1, a search), over HTTP against the real server in a child process;
// - throughput of the public reads (a character, a ranking page as a GET and as the SPA's POST, a wiki list),
//   as sent plain and brotli-compressed, next to a bare Fastify hello-world, as ratios; 5xx counted;
// - each page's first-load JS and CSS, brotli as the server sends them (scripts/check-size.ts after a build);
// - last, Lighthouse on the deep links (scripts/bench/web.ts, also `npm run bench:web`;
//   BENCH_WEB=0 skips it, BENCH_WEB_BEFORE=<another built checkout> measures it beside this one).
// Environment: BENCH_PLAYERS (default 100000; 1000000 for the million-player figure), BENCH_SAMPLES (30),
// BENCH_SECONDS (5), (the daily snapshot's duration and bytes, search, history and gains latencies at BENCH_PLAYERS) BENCH_CONCURRENCY (20), BENCH_BUNDLE=0 to skip the bundle sizes, BENCH_PG=1 to run against PostgreSQL too (a cluster
// kept in data/bench-pg-<players>, or BENCH_DATABASE_URL), BENCH_PGLITE=0 to skip PGlite,
// BENCH_ONLY=history for the players' history figures alone (snapshot, search, history, gains; no ranking
// categories, wiki lists or throughput), BENCH_ONLY=dashboard for the dashboard's tables alone (every
// player with its searches and filters, a player's coin ledger), BENCH_DATA (folder of the seeded worlds, default ./data),
// BENCH_PORT (first of the ports the bench's servers listen on, counting up; default: any free port),
// BENCH_REFRESH_WAIT=0 to skip the figure of how long ranking reads wait while a refresh runs,
// BENCH_SNAPSHOT=0 to skip the daily snapshot's figures (minutes at a million players),
// BENCH_BURST=0 to skip the shared-link burst (pages painted by the server and the public reads
// under 20 and 200 connections beside hello-world; the pages need a build), BENCH_BURST_SECONDS (10).

const root = path.resolve(import.meta.dirname, '../..');
const env = process.env;
const PLAYERS = Number(env.BENCH_PLAYERS ?? 100_000);
const SAMPLES = Number(env.BENCH_SAMPLES ?? 30);
const SECONDS = Number(env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(env.BENCH_CONCURRENCY ?? 20);
const SEED = Number(env.SEED ?? 20261121);
const DEEP_START = 500_000;
const BUDGET_MS = 25;
const ONLY_HISTORY = env.BENCH_ONLY === 'history';
const ONLY_DASHBOARD = env.BENCH_ONLY === 'dashboard';
const ONLY_ONE = ONLY_HISTORY || ONLY_DASHBOARD;
const log = (m: string) => console.log(m);

const dataRoot = path.resolve(env.BENCH_DATA ?? path.join(root, 'data'));
let nextPort = env.BENCH_PORT ? Number(env.BENCH_PORT) : 0;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    if (nextPort) {
      resolve(nextPort++);
      return;
    }
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

async function waitFor(url: string, child: ChildProcess, seconds = 300) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in ${seconds} s`);
}

async function startSite(extraEnv: Record<string, string>): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      SEED_PLAYERS: String(PLAYERS),
      SEED: String(SEED),
      // The rankings were just refreshed; no scheduled refresh runs inside the measurement.
      RANKING_REFRESH_SECONDS: '86400',
      RATE_LIMIT_MAX: '100000',
      // The load reads like a tool would (no CSRF token): the public read limit must not answer 429.
      READ_RATE_LIMIT_MAX: '10000000',
      // The dashboard's tables are read as the demo administrator, who has no second factor.
      STAFF_TWO_FACTOR: 'off',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/healthz`, child);
  return {
    base,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A visitor's cookie and CSRF token, as the SPA has them after loading a page. */
async function visitorHeaders(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/bootstrap`);
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, 'x-csrf-token': csrfToken };
}

const tableParams = (columns: string[], o: { start?: number; length?: number; search?: string; order?: [number, 'asc' | 'desc'] }) => {
  const p = new URLSearchParams({ draw: '1', start: String(o.start ?? 0), length: String(o.length ?? 25), 'search[value]': o.search ?? '' });
  columns.forEach((c, i) => p.set(`columns[${i}][data]`, c));
  if (o.order) {
    p.set('order[0][column]', String(o.order[0]));
    p.set('order[0][dir]', o.order[1]);
  }
  return p;
};

/** Page 1 of the player ranking's table, as the SPA asks for it. */
const rankingTable = () => tableParams(['Position', 'entity', 'Experience'], {});

interface Row {
  target: string;
  endpoint: string;
  order: string;
  kind: string;
  result: LatencyResult;
}

async function rankingTerm(base: string, headers: Record<string, string>, key: RankingCategoryKey, total: number): Promise<string> {
  const res = await fetch(`${base}/api/ranking/${key}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: tableParams(['Position'], { start: Math.floor(total / 2), length: 1 }),
  });
  const body = (await res.json()) as { data: { user?: { Username: string } | null; guild?: { Name: string }; monster?: { Name: string } }[] };
  const row = body.data[0];
  const name = row?.user?.Username ?? row?.guild?.Name ?? row?.monster?.Name ?? 'a';
  // A realistic lookup: most of a name, not a single letter.
  return RANKING_CATEGORIES[key].kind === 'monster' ? name.split(' ').at(-1)! : name.slice(1, Math.max(4, name.length - 1));
}

async function measureSite(target: string, base: string, prepared: PreparedDataset): Promise<Row[]> {
  const headers = await visitorHeaders(base);
  const rows: Row[] = [];
  const totals = new Map(prepared.refresh.map((r) => [r.key, r.rows]));
  for (const key of ONLY_ONE ? [] : RANKING_CATEGORY_KEYS) {
    const figure = RANKING_CATEGORIES[key].figure;
    const columns = ['Position', 'entity', figure];
    const total = totals.get(key) ?? 0;
    const deep = total > DEEP_START + 25 ? DEEP_START : Math.floor(total / 2);
    const term = await rankingTerm(base, headers, key, total);
    for (const [label, order] of [
      ['Position asc', [0, 'asc']],
      ['Position desc', [0, 'desc']],
      [`${figure} desc`, [2, 'desc']],
      [`${figure} asc`, [2, 'asc']],
    ] as [string, [number, 'asc' | 'desc']][]) {
      for (const [kind, o] of [
        ['page 1', { order }],
        [`start=${deep.toLocaleString('en-US')}`, { order, start: deep }],
        [`search "${term}"`, { order, search: term }],
      ] as const) {
        const spec: RequestSpec = { method: 'POST', path: `/api/ranking/${key}`, body: tableParams(columns, o), headers };
        rows.push({ target, endpoint: `POST /api/ranking/${key}`, order: label, kind, result: await measureLatency(base, spec, SAMPLES) });
      }
    }
  }
  // Character search, a character's history, the gains tables.
  if (!ONLY_DASHBOARD) for (const c of await measureHistoryEndpoints(base, headers, SAMPLES)) rows.push({ target, ...c });
  if (!ONLY_HISTORY) for (const c of await measureDashboardTables(base, SAMPLES, PLAYERS)) rows.push({ target, ...c });
  for (const type of ONLY_ONE ? [] : WIKI_TYPES) {
    for (const [kind, o] of [
      ['page 1', {}],
      ['search "ing"', { search: 'ing' }],
    ] as const) {
      const spec: RequestSpec = { method: 'GET', path: `/api/wiki/${type}?${tableParams(['id'], o).toString()}`, headers };
      rows.push({ target, endpoint: `GET /api/wiki/${type}`, order: 'default', kind, result: await measureLatency(base, spec, SAMPLES) });
    }
  }
  return rows;
}

const fmt = (n: number) => n.toFixed(1).padStart(7);

function printLatency(rows: Row[]) {
  console.log(
    `\n${'target'.padEnd(9)}${'endpoint'.padEnd(36)}${'order'.padEnd(26)}${'case'.padEnd(28)}${'p50 ms'.padStart(7)}${'p95 ms'.padStart(8)}${'max ms'.padStart(8)}  status`,
  );
  for (const r of rows) {
    const budgeted = ['/ranking/', '/character/search', '/dashboard/'].some((p) => r.endpoint.includes(p));
    const flag = budgeted && r.result.p95 > BUDGET_MS ? '  > 25 ms' : '';
    console.log(
      `${r.target.padEnd(9)}${r.endpoint.padEnd(36)}${r.order.padEnd(26)}${r.kind.slice(0, 27).padEnd(28)}${fmt(r.result.p50)}${fmt(r.result.p95).padStart(8)}${fmt(r.result.max).padStart(8)}  ${[...r.result.status].join(',')}${flag}`,
    );
  }
}

function summary(target: string, rows: Row[]) {
  const ranking = rows.filter((r) => r.endpoint.includes('/ranking/'));
  const worst = (filter: (r: Row) => boolean) => Math.max(...ranking.filter(filter).map((r) => r.result.p95));
  const over = ranking.filter((r) => r.result.p95 > BUDGET_MS).length;
  const errors = rows.reduce((n, r) => n + r.result.errors, 0);
  console.log(
    `${target}: ranking p95 worst — page 1 ${worst((r) => r.kind === 'page 1').toFixed(1)} ms, deep ${worst((r) => r.kind.startsWith('start=')).toFixed(1)} ms, search ${worst((r) => r.kind.startsWith('search')).toFixed(1)} ms; ` +
      `${over}/${ranking.length} ranking cases over ${BUDGET_MS} ms; 5xx: ${errors}`,
  );
  const dashboard = rows.filter((r) => r.endpoint.includes('/dashboard/'));
  if (dashboard.length)
    console.log(
      `${target}: dashboard tables p95 worst ${Math.max(...dashboard.map((r) => r.result.p95)).toFixed(1)} ms; ` +
        `${dashboard.filter((r) => r.result.p95 > BUDGET_MS).length}/${dashboard.length} cases over ${BUDGET_MS} ms`,
    );
}

async function throughputOf(label: string, base: string, spec: RequestSpec) {
  const result = await measureThroughput(base, spec, SECONDS, CONCURRENCY);
  console.log(
    `${label.padEnd(58)}${result.perSecond.toFixed(0).padStart(8)} req/s  (${result.requests} requests, non-2xx ${result.non2xx}, 5xx ${result.serverErrors})`,
  );
  return result;
}

async function startHello(): Promise<{ base: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'hello-server.ts')], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(base + '/', child, 60);
  return { base, stop: () => child.kill('SIGTERM') };
}

async function helloWorld(): Promise<number> {
  const hello = await startHello();
  try {
    return (await throughputOf('bare Fastify hello-world GET /', hello.base, { method: 'GET', path: '/' })).perSecond;
  } finally {
    hello.stop();
  }
}

/** The shared-link burst: the deep links painted by the server, then the public reads they make. */
async function burst(base: string, headers: Record<string, string>) {
  const hello = await startHello();
  try {
    const get = (path: string): RequestSpec => ({ method: 'GET', path });
    await measureBurst(
      base,
      hello.base,
      [
        ...['/charid/1', '/guild/1', '/wiki/item/1', '/ranking/player'].map((path) => ({ label: `page ${path}`, spec: get(path) })),
        { label: 'GET /api/character/1', spec: get('/api/character/1') },
        { label: 'GET /api/ranking/player/global', spec: get('/api/ranking/player/global') },
        { label: 'POST /api/ranking/player/global (the SPA)', spec: { method: 'POST', path: '/api/ranking/player/global', body: rankingTable(), headers } },
        { label: 'GET /api/wiki/item', spec: get('/api/wiki/item') },
      ],
      { seconds: Number(env.BENCH_BURST_SECONDS ?? 10), connections: [20, 200] },
    );
  } finally {
    hello.stop();
  }
}

async function runTarget(target: 'pglite' | 'postgres'): Promise<{ rows: Row[]; tput: { label: string; perSecond: number }[] }> {
  let cluster: Cluster | undefined;
  const dataDir = path.join(dataRoot, `bench-${PLAYERS}`);
  let databaseUrl: string | undefined;
  let markerDir = dataDir;
  if (target === 'postgres') {
    if (env.BENCH_DATABASE_URL) {
      databaseUrl = env.BENCH_DATABASE_URL;
      markerDir = path.join(dataRoot, `bench-pgurl-${PLAYERS}`);
    } else {
      markerDir = path.join(dataRoot, `bench-pg-${PLAYERS}`);
      cluster = startCluster(path.join(markerDir, 'cluster'), nextPort ? nextPort++ : undefined);
      databaseUrl = cluster.url;
    }
  }
  try {
    console.log(`\n=== ${target}: ${PLAYERS.toLocaleString('en-US')} players ===`);
    const prepared = await prepareDataset({ players: PLAYERS, seed: SEED, markerDir, dataDir: target === 'pglite' ? dataDir : undefined, databaseUrl, log });
    if (prepared.seedMs) console.log(`seeded in ${(prepared.seedMs / 1000).toFixed(0)} s`);
    console.log(`ranking refresh (stored positions, ${target === 'pglite' ? 'sorted runs merged in steps' : 'one statement'} per category):`);
    for (const r of prepared.refresh) console.log(`  ${r.key.padEnd(16)}${r.rows.toLocaleString('en-US').padStart(11)} rows ${String(r.ms).padStart(7)} ms`);
    console.log(`  total ${prepared.refresh.reduce((n, r) => n + r.ms, 0)} ms`);
    for (const wait of prepared.refreshWait ?? [])
      console.log(
        `ranking reads during a ${wait.mode} refresh of ${wait.key} (${wait.refreshMs.toFixed(0)} ms): ${wait.reads} page-1 reads, ` +
          `p95 ${wait.p95.toFixed(1)} ms, longest wait ${wait.max.toFixed(1)} ms`,
      );
    if (env.BENCH_SNAPSHOT !== '0') printSnapshots(target, await measureSnapshots(target === 'pglite' ? { dataDir } : { databaseUrl }));

    const site = await startSite(target === 'pglite' ? { DATA_DIR: dataDir } : { DATABASE_URL: databaseUrl!, DATA_DIR: markerDir });
    try {
      const rows = await measureSite(target, site.base, prepared);
      printLatency(rows);
      if (ONLY_ONE) return { rows, tput: [] };
      summary(target, rows);
      const headers = await visitorHeaders(site.base);
      console.log(`\nthroughput (closed loop, ${CONCURRENCY} connections, ${SECONDS} s; identity, then br as a browser asks):`);
      const reads: { label: string; spec: RequestSpec }[] = [
        { label: 'GET /api/character/1', spec: { method: 'GET', path: '/api/character/1' } },
        {
          label: 'GET /api/ranking/player/global page 1',
          spec: { method: 'GET', path: `/api/ranking/player/global?${rankingTable().toString()}` },
        },
        {
          label: 'POST /api/ranking/player/global page 1',
          spec: { method: 'POST', path: '/api/ranking/player/global', body: rankingTable(), headers },
        },
        { label: 'GET /api/wiki/item page 1', spec: { method: 'GET', path: `/api/wiki/item?${tableParams(['Name'], {}).toString()}` } },
      ];
      const tput: { label: string; perSecond: number }[] = [];
      for (const encoding of ['identity', 'br'])
        for (const read of reads) {
          const label = `${target} ${read.label} (${encoding})`;
          const spec = { ...read.spec, headers: { ...read.spec.headers, 'accept-encoding': encoding } };
          tput.push({ label, perSecond: (await throughputOf(label, site.base, spec)).perSecond });
        }
      if (env.BENCH_BURST !== '0') await burst(site.base, headers);
      return { rows, tput };
    } finally {
      await site.stop();
    }
  } finally {
    cluster?.stop();
  }
}

/** Bundle figures (budget): JS and CSS of each deep link's first load as sent (brotli), from a fresh build. */
function bundleSizes(): Promise<void> {
  console.log('\n=== bundle sizes (first load of each page, brotli as sent) ===');
  const run = (cmd: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`))));
    });
  // The whole build (the server's render too): Lighthouse measures the site as `npm start` serves it.
  return run('npm', ['run', 'build', '--silent']).then(() => run(process.execPath, ['--import', 'tsx', 'scripts/check-size.ts']));
}

async function main() {
  if (env.BENCH_BUNDLE !== '0' && !ONLY_ONE) await bundleSizes().catch((e: unknown) => console.log(String(e)));
  console.log(`Guildhall bench — ${PLAYERS.toLocaleString('en-US')} players, ${SAMPLES} samples per case, node ${process.version}`);
  const targets: ('pglite' | 'postgres')[] = [];
  if (env.BENCH_PGLITE !== '0') targets.push('pglite');
  if (env.BENCH_PG === '1' || env.BENCH_DATABASE_URL) targets.push('postgres');
  const results = [];
  for (const t of targets) results.push(await runTarget(t));
  if (ONLY_ONE) return;
  console.log('\n=== throughput ratio ===');
  const hello = await helloWorld();
  for (const r of results) for (const t of r.tput) console.log(`${t.label.padEnd(58)}${(t.perSecond / hello).toFixed(3).padStart(8)} × hello-world`);
  console.log('\n=== summary ===');
  for (const r of results) summary(r.rows[0]?.target ?? '?', r.rows);
  if (env.BENCH_WEB !== '0') {
    console.log('\n=== Lighthouse on the deep links ===');
    await runWebBench();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
