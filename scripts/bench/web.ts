import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

// `npm run bench:web`: Lighthouse (its default mobile profile: Moto G Power, simulated slow 4G and
// 4x CPU slowdown) on the deep links of issue 14, against the built site served by the real server
// on a fresh DATA_DIR. Prints performance and accessibility scores, LCP, CLS, TBT and the bytes the
// browser actually received (Chromium sends Accept-Encoding: br). A printed figure, never a test.
// Environment: BENCH_WEB_PORT (8930), BENCH_WEB_RUNS (1: each route's median run by performance),
// BENCH_WEB_ROUTES (comma-separated paths), BENCH_WEB_JSON (write the figures as JSON there),
// CHROME_PATH (/usr/bin/chromium). Needs `npm run build` first.

const root = path.resolve(import.meta.dirname, '../..');
const env = process.env;
const PORT = Number(env.BENCH_WEB_PORT ?? 8930);
const RUNS = Math.max(1, Number(env.BENCH_WEB_RUNS ?? 1));
export const WEB_ROUTES = ['/', '/login', '/ranking/player', '/wiki/item', '/wiki/item/1', '/charid/1', '/guild/1', '/bet', '/store/confirmation/1'];
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

async function startSite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gh-bench-web-'));
  const base = `http://127.0.0.1:${PORT}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: root,
    env: { ...env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(PORT), PUBLIC_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
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

async function audit(url: string, port: number, attempt = 1): Promise<Omit<Figures, 'route'>> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
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
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: num('first-contentful-paint'),
    lcpMs: num('largest-contentful-paint'),
    cls: num('cumulative-layout-shift'),
    tbtMs: num('total-blocking-time'),
    sent: { total: bytes('total'), script: bytes('script'), stylesheet: bytes('stylesheet'), document: bytes('document'), image: bytes('image') },
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  if (!existsSync(path.join(root, 'dist/index.html'))) throw new Error('No build in dist/: run `npm run build` first.');
  const site = await startSite();
  const chrome = await chromeLauncher.launch({
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
  const figures: Figures[] = [];
  try {
    // One unmeasured visit warms the server (first query plans, the template read).
    await fetch(`${site.base}/`).then((r) => r.text());
    for (const route of routes) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(site.base + route, chrome.port));
      runs.sort((a, b) => a.performance - b.performance);
      figures.push({ route, ...runs[Math.floor(runs.length / 2)] });
      const f = figures.at(-1)!;
      console.log(`${route}: performance ${f.performance}, accessibility ${f.accessibility}, LCP ${(f.lcpMs / 1000).toFixed(2)} s`);
    }
  } finally {
    chrome.kill();
    await site.stop();
  }
  console.log(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile, simulated throttling, ${env.CHROME_PATH ?? '/usr/bin/chromium'}`);
  console.table(
    figures.map((f) => ({
      route: f.route,
      perf: f.performance,
      a11y: f.accessibility,
      'FCP s': (f.fcpMs / 1000).toFixed(2),
      'LCP s': (f.lcpMs / 1000).toFixed(2),
      CLS: f.cls.toFixed(3),
      'TBT ms': Math.round(f.tbtMs),
      'JS sent': kb(f.sent.script),
      'CSS sent': kb(f.sent.stylesheet),
      'HTML sent': kb(f.sent.document),
      'images sent': kb(f.sent.image),
      'total sent': kb(f.sent.total),
    })),
  );
  if (env.BENCH_WEB_JSON) writeFileSync(env.BENCH_WEB_JSON, JSON.stringify(figures, null, 2));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
