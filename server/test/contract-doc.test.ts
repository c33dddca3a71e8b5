import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/app';
import { createTestApp, type TestApp } from './test-app';

// The README pointed at a file outside the repository (docs/product-rules.md) for the
// contract. The contract is described in docs/contract.md, and this keeps it complete: every call
// the server registers is listed there.

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('docs/contract.md', () => {
  it('lists every call the server answers, with its method and path', () => {
    const doc = read('docs/contract.md');
    const calls = t.app.routeList
      .filter((r) => /^\/(api|ruffle|healthz|news\/)/.test(r.url) && !r.schema?.hide)
      // `:name` in Fastify is `{name}` in the document; the Ruffle version is a parameter there.
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}').replace(/^\/ruffle\/[^/]+\//, '/ruffle/{version}/')}`);
    expect(calls.length).toBeGreaterThan(40);
    const missing = [...new Set(calls)].filter((call) => !doc.includes(`\`${call}\``));
    expect(missing).toEqual([]);
  });
});
