import { describe, expect, it } from 'vitest';
import { RequestQueue } from './request-queue';

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('RequestQueue: one request at a time, first in first out', () => {
  it('runs one task at a time, in the order they were queued', async () => {
    const queue = new RequestQueue();
    const log: string[] = [];
    const first = deferred<string>();
    const second = deferred<string>();
    const a = queue.run(() => {
      log.push('a start');
      return first.promise;
    });
    const b = queue.run(() => {
      log.push('b start');
      return second.promise;
    });
    await Promise.resolve();
    expect(log).toEqual(['a start']);
    expect(queue.size).toBe(2);
    first.resolve('A');
    expect(await a).toBe('A');
    await Promise.resolve();
    expect(log).toEqual(['a start', 'b start']);
    second.resolve('B');
    expect(await b).toBe('B');
    expect(queue.size).toBe(0);
  });

  it('starts the next task when the current one fails, and still reports the failure', async () => {
    const queue = new RequestQueue();
    const failing = queue.run(() => Promise.reject(new Error('boom')));
    const next = queue.run(async () => 'next ran');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next ran');
  });

  it('starts the next task when the current one throws synchronously', async () => {
    const queue = new RequestQueue();
    const throwing = queue.run(() => {
      throw new Error('sync');
    });
    await expect(throwing).rejects.toThrow('sync');
    await expect(queue.run(async () => 1)).resolves.toBe(1);
  });
});

describe('RequestQueue: cancelled and hanging tasks', () => {
  it('drops a waiting task whose signal aborts: it rejects at once, never starts, and the queue goes on', async () => {
    const queue = new RequestQueue();
    const log: string[] = [];
    const first = deferred<string>();
    const a = queue.run(() => {
      log.push('a');
      return first.promise;
    });
    const controller = new AbortController();
    const b = queue.run(async () => {
      log.push('b');
      return 'B';
    }, controller.signal);
    const c = queue.run(async () => {
      log.push('c');
      return 'C';
    });
    controller.abort(new Error('left the page'));
    // Rejected while the first task still runs: the caller does not wait for it.
    await expect(b).rejects.toThrow('left the page');
    expect(queue.size).toBe(2);
    first.resolve('A');
    expect(await a).toBe('A');
    expect(await c).toBe('C');
    expect(log).toEqual(['a', 'c']);
    expect(queue.size).toBe(0);
  });

  it('never starts a task whose signal was aborted before it was queued', async () => {
    const queue = new RequestQueue();
    let ran = false;
    await expect(
      queue.run(async () => {
        ran = true;
      }, AbortSignal.abort()),
    ).rejects.toBeTruthy();
    expect(ran).toBe(false);
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });

  it('lets a running task answer its own cancellation, then starts the next', async () => {
    const queue = new RequestQueue();
    const controller = new AbortController();
    const running = queue.run(
      () =>
        new Promise<string>((_, reject) => {
          controller.signal.addEventListener('abort', () => reject(new Error('request stopped')));
        }),
      controller.signal,
    );
    const next = queue.run(async () => 'next');
    await Promise.resolve();
    controller.abort();
    await expect(running).rejects.toThrow('request stopped');
    await expect(next).resolves.toBe('next');
  });
});
