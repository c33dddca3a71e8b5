/**
 * Runs tasks one at a time, first in first out (SPEC §4): the next starts when the current one
 * ends, whether it succeeded or failed.
 */
export class RequestQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private pending = 0;

  get size(): number {
    return this.pending;
  }

  run<T>(task: () => Promise<T>): Promise<T> {
    this.pending++;
    const result = this.tail.then(task);
    // The chain continues after a failure; the failure itself is still the caller's to see.
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result.finally(() => {
      this.pending--;
    });
  }
}
