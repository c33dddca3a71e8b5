import { measureThroughput, type RequestSpec, type ThroughputResult } from './http-load';

// A link shared in the game's chat brings many players at once: each page painted by the server and
// each public read of those pages under a closed-loop burst (autocannon, keep-alive), beside a bare
// Fastify hello-world measured with the same connections in the same run, so the figures read as
// ratios on any machine.

export interface BurstCase {
  label: string;
  spec: RequestSpec;
}

const line = (label: string, f: ThroughputResult, hello: number) =>
  `  ${label.padEnd(44)}${f.perSecond.toFixed(0).padStart(8)} req/s  p99 ${String(f.p99).padStart(6)} ms  errors ${String(f.non2xx).padStart(4)}  ${(f.perSecond / hello).toFixed(4).padStart(8)} × hello-world`;

/** Each case with each number of connections, after hello-world with as many. */
export async function measureBurst(base: string, helloBase: string, cases: BurstCase[], o: { seconds: number; connections: number[] }): Promise<void> {
  for (const connections of o.connections) {
    const hello = await measureThroughput(helloBase, { method: 'GET', path: '/' }, o.seconds, connections);
    console.log(`\nburst, ${connections} connections, ${o.seconds} s each (hello-world ${hello.perSecond.toFixed(0)} req/s, p99 ${hello.p99} ms):`);
    for (const c of cases) console.log(line(c.label, await measureThroughput(base, c.spec, o.seconds, connections), hello.perSecond));
  }
}
