import { describe, expect, it } from 'vitest';
import { LruCache } from './lru';
import { isSafeFileName, resolveInside } from './safe-path';

describe('LruCache', () => {
  it('evicts the least recently used entry past the entry limit', () => {
    const cache = new LruCache<string>(2, 1000, (v) => v.length);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A'); // a is now the most recent
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
  });

  it('keeps the byte total under its budget and skips values larger than it', () => {
    const cache = new LruCache<string>(100, 10, (v) => v.length);
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    cache.set('c', 'zzzz');
    expect(cache.totalBytes).toBeLessThanOrEqual(10);
    expect(cache.get('a')).toBeUndefined();
    cache.set('huge', 'x'.repeat(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('replaces an entry without counting it twice', () => {
    const cache = new LruCache<string>(10, 100, (v) => v.length);
    cache.set('a', 'xxxx');
    cache.set('a', 'yy');
    expect(cache.totalBytes).toBe(2);
    expect(cache.get('a')).toBe('yy');
  });
});

describe('safe paths', () => {
  it('accepts icon and file names, refuses anything path-like', () => {
    for (const ok of ['iwsword', 'starter-pack.png', 'a_b.c-d', '123']) expect(isSafeFileName(ok), ok).toBe(true);
    for (const bad of ['', '.', '..', '../x', 'a/b', 'a\\b', '.hidden', 'a..b', 'a.', 'x\0.png', 'a b', 'é', 'x'.repeat(129)]) {
      expect(isSafeFileName(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('resolves only inside the root', () => {
    expect(resolveInside('/srv/assets', 'guild', 'banner', '1.png')).toBe('/srv/assets/guild/banner/1.png');
    expect(resolveInside('/srv/assets', '..', 'etc', 'passwd')).toBeNull();
    expect(resolveInside('/srv/assets', '/etc/passwd')).toBeNull();
    expect(resolveInside('/srv/assets', '')).toBeNull();
  });
});
