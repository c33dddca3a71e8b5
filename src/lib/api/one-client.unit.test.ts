import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The SPA's calls are written once: addresses in the contract's `endpoints`, query keys in
// src/lib/api/keys.ts. A page that spells an address or a key of its own drifts from the others
// (two keys for one read are two cache entries, one of them never refreshed).

const SRC = path.resolve(import.meta.dirname, '../..');
const KEYS = path.join(SRC, 'lib/api/keys.ts');

/** The SPA's own code: not its tests, nor the fake server the tests answer from (src/testing). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return file === path.join(SRC, 'testing') ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const offenders = (pattern: RegExp, except: string[] = []) =>
  sourceFiles(SRC)
    .filter((file) => !except.includes(file))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (pattern.test(line) ? [`${path.relative(SRC, file)}:${i + 1}: ${line.trim()}`] : [])),
    );

describe('one client', () => {
  it('writes no API address in the SPA outside the contract client', () => {
    expect(offenders(/['"`]\/api\//)).toEqual([]);
  });

  it('builds every query key in the key factories only', () => {
    // A key is an array literal given as queryKey, or a constant named *_KEY.
    expect(offenders(/queryKey(:|=\{)\s*\[\s*['"`]|_KEY\s*=\s*\[\s*['"`]/, [KEYS])).toEqual([]);
  });
});
