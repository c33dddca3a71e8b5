import { describe, expect, it } from 'vitest';
import { RequestQueue } from './request-queue';

const deferred = <T,>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('RequestQueue (SPEC §4)', () => {
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
