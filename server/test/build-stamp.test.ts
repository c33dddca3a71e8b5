import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIsCurrent, inputsFingerprint, writeStamp } from '../../scripts/lib/build-stamp';

// `npm start` built every time (minutes); it now skips a build made from the same sources.

let root: string;
const put = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const built = () => {
  mkdirSync(path.join(root, 'dist'), { recursive: true });
  mkdirSync(path.join(root, 'dist-ssr'), { recursive: true });
  writeStamp(root, inputsFingerprint(root));
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'build-stamp-'));
  put('src/main.tsx', 'export {};');
  put('contract/paths.ts', 'export {};');
  put('index.html', '<!doctype html>');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the start build check', () => {
  it('builds when there is no build yet, and skips once built from the same sources', () => {
    expect(buildIsCurrent(root)).toBe(false);
    built();
    expect(buildIsCurrent(root)).toBe(true);
  });

  it('builds again after a source is edited, added or deleted, or when the server-render build is gone', () => {
    built();
    const when = new Date(Date.now() + 5_000);
    utimesSync(path.join(root, 'src/main.tsx'), when, when);
    expect(buildIsCurrent(root)).toBe(false);

    built();
    put('contract/new.ts', 'export {};');
    expect(buildIsCurrent(root)).toBe(false);

    built();
    rmSync(path.join(root, 'contract/new.ts'));
    expect(buildIsCurrent(root)).toBe(false);

    built();
    rmSync(path.join(root, 'dist-ssr'), { recursive: true });
    expect(buildIsCurrent(root)).toBe(false);
  });
});
