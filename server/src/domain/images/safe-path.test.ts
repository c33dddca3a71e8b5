import { describe, expect, it } from 'vitest';
import { isSafeFileName, resolveInside } from './safe-path';

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
