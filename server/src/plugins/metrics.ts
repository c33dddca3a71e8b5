import cluster from 'node:cluster';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { isNotNull, sql } from 'drizzle-orm';
import { coinLedger, jobs, rankingSnapshots, users } from '../db/schema/index';
import { operatorMayCall } from '../lib/operator-access';
import { WEBHOOK_QUEUE } from '../domain/community/webhooks';

// GET /metrics in Prometheus's text format: what an operator needs to see the site's health (request
// rates, latencies and errors per route, event-loop delay, database time and pool, background jobs,
// ranking freshness, webhook deliveries, sign-ins, and whether the coin books still balance).
// Never public: a bearer token (METRICS_TOKEN), else only a direct call from this machine or an
// internal network. With WEB_CONCURRENCY the primary adds up every worker's figures.

/** A figure that is the same for the whole site (read from the database): workers must not add it up. */
const SITE_WIDE = { aggregator: 'first' } as const;
/** The books are two sums over big tables: read at most this often, however often Prometheus scrapes. */
const BOOKS_EVERY_MS = 60_000;
const ASK_PRIMARY = 'guildhall:metrics-request';
const PRIMARY_ANSWER = 'guildhall:metrics-answer';

/** Sign-in routes: each answer counts as a success or a refusal with the answer's code as reason. */
const isSignIn = (url: string | undefined) => url === '/api/user/login' || url?.startsWith('/api/user/login/') === true;

export default fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
    const route = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

    const requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, per route pattern, method and status.',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the answer, per route pattern, method and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    new Gauge({
      name: 'guildhall_processes',
      help: 'Processes serving the site whose figures are in this answer (every worker of a cluster).',
      registers: [registry],
      collect() {
        this.set(1);
      },
    });
    const inFlight = new Gauge({ name: 'http_requests_in_flight', help: 'Requests being served now (the request queue).', registers: [registry] });
    // An aborted request may end with onRequestAbort, onResponse or both: it leaves the count once.
    const serving = new WeakSet<FastifyRequest>();
    const leave = (request: FastifyRequest) => {
      if (serving.delete(request)) inFlight.dec();
    };
    app.addHook('onRequest', async (request) => {
      serving.add(request);
      inFlight.inc();
    });
    app.addHook('onResponse', async (request, reply) => {
      leave(request);
      const labels = { method: request.method, route: route(request), status: String(reply.statusCode) };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
    });
    app.addHook('onRequestAbort', async (request) => leave(request));

    const queryTime = new Histogram({
      name: 'db_query_duration_seconds',
      help: 'Time of each database query.',
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
      registers: [registry],
    });
    const stopObserving = app.database.observeQueries((seconds) => queryTime.observe(seconds));
    const pool = app.database.pool;
    if (pool) {
      new Gauge({
        name: 'db_pool_connections',
        help: 'PostgreSQL pool of this process: connections by state (waiting = requests queued for one).',
        labelNames: ['state'],
        registers: [registry],
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      });
    }

    new Gauge({
      name: 'guildhall_jobs',
      help: 'Background jobs per queue and state (queued: waiting or due; running: claimed now; failed: given up).',
      labelNames: ['queue', 'state'],
      registers: [registry],
      ...SITE_WIDE,
      async collect() {
        const rows = await app.db
          .select({
            queue: jobs.Queue,
            queued:
              sql<number>`count(*) filter (where ${jobs.DateDone} is null and ${jobs.DateFailed} is null and (${jobs.LockedUntil} is null or ${jobs.LockedUntil} < now()))`.mapWith(
                Number,
              ),
            running: sql<number>`count(*) filter (where ${jobs.DateDone} is null and ${jobs.DateFailed} is null and ${jobs.LockedUntil} >= now())`.mapWith(
              Number,
            ),
            failed: sql<number>`count(*) filter (where ${jobs.DateFailed} is not null)`.mapWith(Number),
          })
          .from(jobs)
          .groupBy(jobs.Queue);
        this.reset();
        for (const r of rows) for (const state of ['queued', 'running', 'failed'] as const) this.set({ queue: r.queue, state }, r[state]);
      },
    });
    const jobRuns = new Counter({
      name: 'guildhall_job_runs_total',
      help: 'Runs of background jobs in this process, per job and outcome.',
      labelNames: ['job', 'outcome'],
      registers: [registry],
    });
    const jobTime = new Histogram({
      name: 'guildhall_job_duration_seconds',
      help: 'Time of each run of a background job (ranking-refresh is the ranking refresh).',
      labelNames: ['job'],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
      registers: [registry],
    });
    const webhooks = new Counter({
      name: 'guildhall_webhook_deliveries_total',
      help: 'Community webhook delivery attempts, per outcome.',
      labelNames: ['outcome'],
      registers: [registry],
    });
    // Shown at 0 from the start, so a rate over them is defined before the first delivery.
    for (const outcome of ['done', 'retry', 'failed']) webhooks.inc({ outcome }, 0);
    const stopJobs = app.jobs.observe(({ name, outcome, seconds }) => {
      jobRuns.inc({ job: name, outcome });
      jobTime.observe({ job: name }, seconds);
      if (name === WEBHOOK_QUEUE) webhooks.inc({ outcome });
    });
    new Gauge({
      name: 'guildhall_ranking_age_seconds',
      help: 'Seconds since each ranking category was last refreshed.',
      labelNames: ['category'],
      registers: [registry],
      ...SITE_WIDE,
      async collect() {
        const rows = await app.db.select({ category: rankingSnapshots.Category, at: rankingSnapshots.RefreshedAt }).from(rankingSnapshots);
        this.reset();
        for (const r of rows) this.set({ category: r.category }, Math.max(0, (Date.now() - r.at.getTime()) / 1000));
      },
    });

    const signIns = new Counter({
      name: 'guildhall_logins_total',
      help: 'Sign-in answers: success, or refused with a reason (the answer code).',
      labelNames: ['outcome', 'reason'],
      registers: [registry],
    });
    signIns.inc({ outcome: 'success', reason: '' }, 0);
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'POST' || !isSignIn(request.routeOptions.url)) return payload;
      if (reply.statusCode < 300) signIns.inc({ outcome: 'success', reason: '' });
      else {
        let reason = `status_${reply.statusCode}`;
        try {
          reason = (JSON.parse(String(payload)) as { code?: string }).code ?? reason;
        } catch {
          /* not JSON: the status names it */
        }
        signIns.inc({ outcome: 'refused', reason });
      }
      return payload;
    });

    // Two separate sums that must stay equal: the players' side of the ledger, and their balances.
    let books: { at: number; ledger: number; balances: number } | null = null;
    const readBooks = async () => {
      if (books && Date.now() - books.at < BOOKS_EVERY_MS) return books;
      const [[ledger], [balances]] = await Promise.all([
        app.db
          .select({ n: sql<string>`coalesce(sum(${coinLedger.Delta}), 0)` })
          .from(coinLedger)
          .where(isNotNull(coinLedger.UserID)),
        app.db.select({ n: sql<string>`coalesce(sum(${users.Coins}), 0)` }).from(users),
      ]);
      books = { at: Date.now(), ledger: Number(ledger.n), balances: Number(balances.n) };
      return books;
    };
    new Gauge({
      name: 'guildhall_coins_ledger_total',
      help: "Coins held by players as the ledger states them (sum of the players' ledger rows); must equal guildhall_coins_balances_total.",
      registers: [registry],
      ...SITE_WIDE,
      async collect() {
        this.set((await readBooks()).ledger);
      },
    });
    new Gauge({
      name: 'guildhall_coins_balances_total',
      help: "Sum of the players' balances (coins in circulation).",
      registers: [registry],
      ...SITE_WIDE,
      async collect() {
        this.set((await readBooks()).balances);
      },
    });

    app.addHook('onClose', async () => {
      stopObserving();
      stopJobs();
    });

    const inCluster = cluster.isWorker && typeof process.send === 'function';
    if (inCluster) {
      // The primary asks every worker for its figures (prom-client's cluster messages) and adds them up.
      new AggregatorRegistry();
      AggregatorRegistry.setRegistries([registry]);
    }
    let asked = 0;
    const pending = new Map<number, (text: string | null) => void>();
    if (inCluster) {
      process.on('message', (message: { type?: string; id?: number; text?: string | null }) => {
        if (message?.type === PRIMARY_ANSWER && message.id !== undefined) pending.get(message.id)?.(message.text ?? null);
      });
    }
    const clusterText = () =>
      new Promise<string | null>((resolve) => {
        const id = ++asked;
        const timer = setTimeout(() => {
          pending.delete(id);
          resolve(null);
        }, 10_000);
        pending.set(id, (text) => {
          clearTimeout(timer);
          pending.delete(id);
          resolve(text);
        });
        process.send!({ type: ASK_PRIMARY, id });
      });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const allowed = operatorMayCall(request, app.config.METRICS_TOKEN);
      // Not found rather than forbidden: the address says nothing to whoever may not read it.
      if (!allowed) return reply.code(404).type('text/plain').send('Not found');
      const text = inCluster ? await clusterText() : await registry.metrics();
      if (text === null) return reply.code(503).type('text/plain').send('The cluster did not answer in time.');
      return reply.type(registry.contentType).header('cache-control', 'no-store').send(text);
    });
  },
  { name: 'metrics', dependencies: ['db', 'jobs'] },
);

/** In the cluster's primary: answers a worker's /metrics with every worker's figures added up. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== ASK_PRIMARY) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: PRIMARY_ANSWER, id: message.id, text }),
      () => worker.send({ type: PRIMARY_ANSWER, id: message.id, text: null }),
    );
  });
}
