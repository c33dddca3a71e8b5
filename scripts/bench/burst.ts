import autocannon from 'autocannon';

// A link shared in the game's chat brings many players at once: each page painted by the server and
// each public read of those pages under a closed-loop burst (autocannon, keep-alive), beside a bare
// Fastify hello-world measured with the same connections in the same run, so the figures read as
// ratios on any machine.

export interface BurstCase {
  label: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

interface Figures {
  perSecond: number;
  p99: number;
  errors: number;
}

async function load(url: string, connections: number, seconds: number, c: Pick<BurstCase, 'method' | 'body' | 'headers'> = {}): Promise<Figures> {
  const r = await autocannon({ url, connections, duration: seconds, method: c.method ?? 'GET', headers: c.headers, body: c.body });
  return { perSecond: r.requests.average, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

const line = (label: string, f: Figures, hello: number) =>
  `  ${label.padEnd(44)}${f.perSecond.toFixed(0).padStart(8)} req/s  p99 ${String(f.p99).padStart(6)} ms  errors ${String(f.errors).padStart(4)}  ${(f.perSecond / hello).toFixed(4).padStart(8)} × hello-world`;

/** Each case with each number of connections, after hello-world with as many. */
export async function measureBurst(base: string, helloBase: string, cases: BurstCase[], o: { seconds: number; connections: number[] }): Promise<void> {
  for (const connections of o.connections) {
    const hello = await load(`${helloBase}/`, connections, o.seconds);
    console.log(`\nburst, ${connections} connections, ${o.seconds} s each (hello-world ${hello.perSecond.toFixed(0)} req/s, p99 ${hello.p99} ms):`);
    for (const c of cases) console.log(line(c.label, await load(base + c.path, connections, o.seconds, c), hello.perSecond));
  }
}
