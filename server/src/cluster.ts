import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';
import { serveClusterMetrics } from './plugins/metrics';

// WEB_CONCURRENCY=N: N API processes share one port through node's cluster. The
// primary only supervises: it forks the workers, replaces one that dies, and on SIGTERM or SIGINT
// asks every worker to drain and waits for them. Each worker is a whole server with its own pool.

/** A worker that dies sooner than this after its start counts as a crash loop: wait before the next. */
const QUICK_DEATH_MS = 5_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** Past this, workers still draining are killed. */
const DRAIN_TIMEOUT_MS = 15_000;

export function runPrimary(config: Config, log: (message: string) => void = console.log): void {
  let stopping = false;
  let quickDeaths = 0;
  const started = new Map<number, number>();

  const fork = () => {
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
    return worker;
  };

  cluster.on('exit', (worker: Worker, code, signal) => {
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) return;
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    const delay = Math.min(MAX_RESTART_DELAY_MS, quickDeaths === 0 ? 0 : 500 * 2 ** (quickDeaths - 1));
    log(`worker ${worker.process.pid} ended (${signal ?? `exit ${code}`}); starting a new one${delay ? ` in ${delay} ms` : ''}`);
    setTimeout(fork, delay).unref();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    log(`${signal}: draining ${workers.length} workers`);
    for (const worker of workers) worker.process.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const worker of workers) if (!worker.isDead()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, DRAIN_TIMEOUT_MS);
    force.unref();
    const check = () => {
      if (workers.every((w) => w.isDead())) process.exit(0);
    };
    cluster.on('exit', check);
    check();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  serveClusterMetrics();
  for (let i = 0; i < config.WEB_CONCURRENCY; i++) fork();
  log(`Guildhall: ${config.WEB_CONCURRENCY} processes on port ${config.PORT} (primary ${process.pid})`);
}
