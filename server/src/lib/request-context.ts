import { AsyncLocalStorage } from 'node:async_hooks';

// The id of the request being served, wherever its work goes (a job it queues, a log line deep in a
// domain function) without passing it through every call.

const current = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `fn` (and everything it starts) as part of the request with this id. */
export function runInRequest<T>(requestId: string, fn: () => T): T {
  return current.run({ requestId }, fn);
}

/** The id of the request this code runs for, or null outside of one (a job, the start-up). */
export function currentRequestId(): string | null {
  return current.getStore()?.requestId ?? null;
}
