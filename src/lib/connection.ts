// Whether the server can be reached. Requests report what happened to them; while
// they fail to reach the server the site says so in one persistent banner and probes /healthz with
// a growing delay until the server answers again.

type ConnectionState = 'online' | 'lost';

type Listener = (state: ConnectionState) => void;
const listeners = new Set<Listener>();
let state: ConnectionState = 'online';
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probeDelay = 0;

/** First probe after 1 s, then doubling up to 30 s (like React Query's retry delays). */
const PROBE_FIRST_MS = 1_000;
const PROBE_MAX_MS = 30_000;

function set(next: ConnectionState) {
  if (next === state) return;
  state = next;
  listeners.forEach((l) => l(state));
}

export const connectionState = () => state;

export function onConnectionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Any answer from the server (even a refusal) proves the connection works. */
export function serverAnswered(): void {
  clearTimeout(probeTimer);
  probeTimer = undefined;
  probeDelay = 0;
  set('online');
}

/** Asks /healthz now; true when the server answered. */
export async function probeServer(): Promise<boolean> {
  try {
    const res = await fetch('/healthz', { cache: 'no-store' });
    // A proxy answering 502/504 means the server behind it is still away.
    if (res.status === 502 || res.status === 504) throw new Error(`gateway ${res.status}`);
    serverAnswered();
    return true;
  } catch {
    return false;
  }
}

function scheduleProbe() {
  if (probeTimer !== undefined) return;
  probeDelay = probeDelay ? Math.min(probeDelay * 2, PROBE_MAX_MS) : PROBE_FIRST_MS;
  probeTimer = setTimeout(() => void probeAgain(), probeDelay);
}

async function probeAgain() {
  probeTimer = undefined;
  if (!(await probeServer()) && state === 'lost') scheduleProbe();
}

/** A request did not reach the server (network error, or a gateway with no server behind it). */
export function serverUnreachable(): void {
  set('lost');
  scheduleProbe();
}

/** Tests: back to the first state. */
export function resetConnection(): void {
  clearTimeout(probeTimer);
  probeTimer = undefined;
  probeDelay = 0;
  state = 'online';
}
