import autocannon from 'autocannon';

// Small HTTP load tools for the bench: sequential latency samples and a closed-loop throughput run.
// Both keep connections alive, so numbers are request handling, not TCP setup.

export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  body?: URLSearchParams;
  headers?: Record<string, string>;
}

export interface LatencyResult {
  p50: number;
  p95: number;
  max: number;
  errors: number;
  status: Set<number>;
}

async function send(base: string, spec: RequestSpec): Promise<number> {
  const res = await fetch(base + spec.path, {
    method: spec.method,
    body: spec.body,
    headers: { ...(spec.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...spec.headers },
  });
  await res.arrayBuffer();
  return res.status;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** `samples` sequential requests after `warmup` unmeasured ones; milliseconds. */
export async function measureLatency(base: string, spec: RequestSpec, samples: number, warmup = 3): Promise<LatencyResult> {
  const status = new Set<number>();
  let errors = 0;
  for (let i = 0; i < warmup; i++) status.add(await send(base, spec));
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const code = await send(base, spec);
    times.push(performance.now() - started);
    status.add(code);
    if (code >= 500) errors++;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1], errors, status };
}

export interface ThroughputResult {
  requests: number;
  perSecond: number;
  /** Milliseconds. */
  p99: number;
  non2xx: number;
  serverErrors: number;
}

/**
 * After a second of warm-up, `concurrency` keep-alive connections each sending the next request as soon as the last answered,
 * for `seconds`. autocannon, not fetch: fetch costs the client more than a kept answer costs the
 * server, so it would measure the client (on two cores it reached a hello-world at 7,000 req/s,
 * where autocannon reaches 70,000–90,000).
 */
export async function measureThroughput(base: string, spec: RequestSpec, seconds: number, concurrency: number): Promise<ThroughputResult> {
  const run = (duration: number) =>
    autocannon({
      url: base + spec.path,
      method: spec.method,
      connections: concurrency,
      duration,
      body: spec.body?.toString(),
      headers: { ...(spec.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...spec.headers },
    });
  // An unmeasured second first: the code on this path compiled, the answer made and kept.
  await run(1);
  const result = await run(seconds);
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
    serverErrors: result['5xx'],
  };
}
