import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

// `npm run bench:web` (and the last part of `npm run bench`): Lighthouse (its default mobile profile:
// Moto G Power, simulated slow 4G and 4x CPU slowdown) on the deep links, against the
// built site served by the real server on a fresh DATA_DIR. Prints performance and accessibility
// scores, LCP, CLS, TBT and the bytes the browser actually received (Chromium sends Accept-Encoding:
// br): scripts as bodies and with their headers. A printed figure, never a test.
// Environment: BENCH_WEB_PORT (8930), BENCH_WEB_RUNS (1: each route's median run by performance),
// BENCH_WEB_ROUTES (comma-separated paths), BENCH_WEB_JSON (write the figures as JSON there),
// BENCH_WEB_BEFORE (another checkout of the site, built, e.g. a `git worktree` of an older commit:
// measured in the same run, route by route in turn with this one, and printed before/after),
// BENCH_WEB_LANGUAGE (a language the browser asks for, e.g. de: its Accept-Language, so the pages are
// painted and loaded in that language; default the browser's English),
// CHROME_PATH (/usr/bin/chromium). Needs `npm run build` first.

const root = path.resolve(import.meta.dirname, '../..');
const env = process.env;
const PORT = Number(env.BENCH_WEB_PORT ?? 8930);
const BEFORE = env.BENCH_WEB_BEFORE ? path.resolve(env.BENCH_WEB_BEFORE) : null;
const RUNS = Math.max(1, Number(env.BENCH_WEB_RUNS ?? 1));
const LANGUAGE = env.BENCH_WEB_LANGUAGE;
export const WEB_ROUTES = [
  '/',
  '/login',
  '/ranking/player',
  '/wiki/item',
  '/wiki/item/1',
  '/charid/1',
  '/guild/1',
  '/bet',
  '/store/confirmation/1',
  '/compare/1/2',
];
const routes = env.BENCH_WEB_ROUTES ? env.BENCH_WEB_ROUTES.split(',') : WEB_ROUTES;

interface Figures {
  route: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Bytes received per resource type (transfer sizes, so compressed when the server compressed). */
  sent: { total: number; script: number; stylesheet: number; document: number; image: number };
  /** The scripts' bodies alone, as the server sent them (without their HTTP headers), and how many. */
  scriptBodies: number;
  scripts: number;
  /** Every run's TBT (the median run's figures are the others), to see whether each stayed under its goal. */
  tbtRuns: number[];
  /** Lighthouse's benchmark index of this machine at the time (lower: a slower or busier machine, so a larger TBT). */
  benchmarkIndex: number;
}

async function waitFor(url: string, seconds = 300) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in ${seconds} s`);
}

/** The built site of the checkout in `siteRoot`, served by its own server on a fresh DATA_DIR. */
async function startSite(siteRoot: string, port: number) {
  if (!existsSync(path.join(siteRoot, 'dist/index.html'))) throw new Error(`No build in ${siteRoot}/dist: run \`npm run build\` there first.`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gh-bench-web-'));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: siteRoot,
    env: { ...env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitFor(`${base}/readyz`);
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Summary = { resourceType: string; transferSize: number }[];
type Requests = { resourceType?: string; transferSize?: number; resourceSize?: number; url: string }[];

async function audit(url: string, port: number, attempt = 1): Promise<Omit<Figures, 'route' | 'tbtRuns'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(LANGUAGE ? { extraHeaders: { 'Accept-Language': LANGUAGE } } : {}),
  });
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) {
    // Lighthouse sometimes loses a trace (NO_NAVSTART, NO_FCP) on a busy machine: it says to run it again.
    const why = lhr?.runtimeError ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}` : 'no result';
    if (attempt < 3) return audit(url, port, attempt + 1);
    throw new Error(`${url}: ${why}`);
  }
  const failing = Object.values(lhr.audits).filter(
    (a) => lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id && r.weight > 0) && a.score !== null && a.score < 1,
  );
  for (const a of failing) console.log(`  ${url}: accessibility: ${a.id}: ${a.title}`);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items = (lhr.audits['resource-summary']?.details as { items?: Summary } | undefined)?.items ?? [];
  const bytes = (type: string) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
  // Bodies: the transfer size less the headers' share, which Lighthouse does not give apart; the
  // network log's encoded body length is the body as sent.
  const requests = ((lhr.audits['network-requests']?.details as { items?: Requests } | undefined)?.items ?? []).filter((r) => r.resourceType === 'Script');
  const bodies = scriptBodyBytes(result?.artifacts as unknown as LighthouseArtifacts | undefined, requests);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: num('first-contentful-paint'),
    lcpMs: num('largest-contentful-paint'),
    cls: num('cumulative-layout-shift'),
    tbtMs: num('total-blocking-time'),
    sent: { total: bytes('total'), script: bytes('script'), stylesheet: bytes('stylesheet'), document: bytes('document'), image: bytes('image') },
    scriptBodies: bodies,
    scripts: requests.length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

type DevtoolsLog = { method: string; params: { requestId?: string; encodedDataLength?: number; response?: { url: string; encodedDataLength?: number } } }[];
interface LighthouseArtifacts {
  DevtoolsLog?: DevtoolsLog;
  devtoolsLogs?: { defaultPass?: DevtoolsLog };
}

/**
 * The scripts' bodies as sent (compressed), from the DevTools network log: all a request received
 * (loadingFinished) less its headers (what responseReceived had counted by then).
 */
function scriptBodyBytes(artifacts: LighthouseArtifacts | undefined, scripts: Requests): number {
  const log = artifacts?.DevtoolsLog ?? artifacts?.devtoolsLogs?.defaultPass ?? [];
  const wanted = new Set(scripts.map((s) => s.url));
  const headers = new Map<string, number>();
  for (const m of log) {
    if (m.method === 'Network.responseReceived' && m.params.requestId && wanted.has(m.params.response?.url ?? ''))
      headers.set(m.params.requestId, m.params.response?.encodedDataLength ?? 0);
  }
  let bodies = 0;
  for (const m of log) {
    const header = m.method === 'Network.loadingFinished' && m.params.requestId ? headers.get(m.params.requestId) : undefined;
    if (header !== undefined) bodies += (m.params.encodedDataLength ?? 0) - header;
  }
  return bodies;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

/** Each route's median run (by performance) on one site. */
async function measureRoute(base: string, route: string, chromePort: number): Promise<Figures> {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(base + route, chromePort));
  const tbtRuns = runs.map((r) => Math.round(r.tbtMs));
  runs.sort((a, b) => a.performance - b.performance);
  return { route, ...runs[Math.floor(runs.length / 2)], tbtRuns };
}

function printFigures(title: string, figures: Figures[]) {
  console.log(
    `\n${title}${LANGUAGE ? ` in ${LANGUAGE}` : ''}: Lighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile, simulated throttling, ${env.CHROME_PATH ?? '/usr/bin/chromium'}`,
  );
  console.table(
    figures.map((f) => ({
      route: f.route,
      perf: f.performance,
      a11y: f.accessibility,
      'FCP s': (f.fcpMs / 1000).toFixed(2),
      'LCP s': (f.lcpMs / 1000).toFixed(2),
      CLS: f.cls.toFixed(3),
      'TBT ms': Math.round(f.tbtMs),
      'TBT each run': f.tbtRuns.join(' / '),
      'bench index': Math.round(f.benchmarkIndex),
      'JS bodies': kb(f.scriptBodies),
      'JS with headers': `${kb(f.sent.script)} (${f.scripts})`,
      'CSS sent': kb(f.sent.stylesheet),
      'HTML sent': kb(f.sent.document),
      'images sent': kb(f.sent.image),
      'total sent': kb(f.sent.total),
    })),
  );
}

/**
 * Lighthouse on every route of this checkout's build (and, with BENCH_WEB_BEFORE, of another
 * checkout's, route by route in turn, so both see the same machine), printed as tables.
 */
export async function runWebBench(): Promise<void> {
  const sites = [{ name: 'this build', site: await startSite(root, PORT) }];
  if (BEFORE) sites.unshift({ name: `before (${BEFORE})`, site: await startSite(BEFORE, PORT + 1) });
  const chrome = await launchChrome();
  const figures = new Map<string, Figures[]>(sites.map((s) => [s.name, []]));
  try {
    // One unmeasured visit warms each server (first query plans, the template read).
    for (const { site } of sites) await fetch(`${site.base}/`).then((r) => r.text());
    for (const route of routes) {
      for (const { name, site } of sites) {
        const f = await measureRoute(site.base, route, chrome.port);
        figures.get(name)!.push(f);
        console.log(
          `${name} ${route}: performance ${f.performance}, accessibility ${f.accessibility}, LCP ${(f.lcpMs / 1000).toFixed(2)} s, TBT ${f.tbtRuns.join(' / ')} ms, benchmark index ${Math.round(f.benchmarkIndex)}`,
        );
      }
    }
  } finally {
    chrome.kill();
    for (const { site } of sites) await site.stop();
  }
  for (const [name, list] of figures) printFigures(name, list);
  if (BEFORE) {
    const [before, after] = [...figures.values()];
    console.log('\nbefore → after');
    console.table(
      after.map((f, i) => ({
        route: f.route,
        perf: `${before[i].performance} → ${f.performance}`,
        a11y: `${before[i].accessibility} → ${f.accessibility}`,
        'LCP s': `${(before[i].lcpMs / 1000).toFixed(2)} → ${(f.lcpMs / 1000).toFixed(2)}`,
        CLS: `${before[i].cls.toFixed(3)} → ${f.cls.toFixed(3)}`,
        'TBT ms': `${Math.round(before[i].tbtMs)} → ${Math.round(f.tbtMs)}`,
        'TBT each run': `${before[i].tbtRuns.join('/')} → ${f.tbtRuns.join('/')}`,
        'JS bodies': `${kb(before[i].scriptBodies)} → ${kb(f.scriptBodies)}`,
      })),
    );
  }
  if (env.BENCH_WEB_JSON) writeFileSync(env.BENCH_WEB_JSON, JSON.stringify(Object.fromEntries(figures), null, 2));
}

// Run as a script (`npm run bench:web`), not when `npm run bench` imports it.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  runWebBench().catch((e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  });
}
