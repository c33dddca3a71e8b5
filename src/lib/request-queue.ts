/** Why a signal aborted: its own reason when that is an error (the usual case), else a standard AbortError. */
const abortReason = (signal: AbortSignal): Error =>
  signal.reason instanceof Error ? signal.reason : new DOMException('The request was cancelled.', 'AbortError');
const nothing = () => undefined;

/**
 * Runs tasks one at a time, first in first out (docs/product-rules.md#states-and-transitions): the next starts when the current one
 * ends, whether it succeeded or failed. A task whose signal aborts while it waits leaves the queue
 * at once: its promise rejects with the abort reason and it never starts, so a cancelled query
 * neither waits for the requests before it nor holds up the ones after it. Once started, the task
 * answers a cancellation itself (axios stops the request and rejects).
 */
export class RequestQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private pending = 0;

  /** Tasks waiting or running. */
  get size(): number {
    return this.pending;
  }

  run<T>(task: () => Promise<T>, signal?: AbortSignal | null): Promise<T> {
    this.pending++;
    let started = false;
    const turn = this.tail.then(() => {
      if (signal?.aborted) throw abortReason(signal);
      started = true;
      return task();
    });
    // The chain continues after a failure; the failure itself is still the caller's to see.
    this.tail = turn.then(nothing, nothing);
    const result = !signal
      ? turn
      : new Promise<T>((resolve, reject) => {
          const onAbort = () => {
            if (!started) reject(abortReason(signal));
          };
          if (signal.aborted) onAbort();
          else signal.addEventListener('abort', onAbort, { once: true });
          turn.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
        });
    return result.finally(() => {
      this.pending--;
    });
  }
}
