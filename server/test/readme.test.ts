import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/app';

// What the README says must hold for a fresh clone.

const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');

const parts = (v: string) => v.split('.').map((n) => (/^\d+$/.test(n) ? Number(n) : 0));
const compare = (a: number[], b: number[]) => {
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
};

/**
 * Whether an `engines.node` range admits a Node version: the forms package-lock.json holds
 * (`*`, `>=X`, `>= X`, `^X`, `X`, `X.*`, alternatives with `||`). Anything else fails loudly.
 */
function admits(range: string, version: string): boolean {
  const v = parts(version);
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/>=\s+/g, '>=')
      .split(/\s+/)
      .every((c) => {
        if (c === '*' || c === '') return true;
        const m = /^(>=|\^)?v?(\d+(?:\.(?:\d+|\*|x))*)$/.exec(c);
        if (!m) throw new Error(`unknown engines range: ${range}`);
        const bound = parts(m[2]);
        if (m[1] === '>=') return compare(v, bound) >= 0;
        if (m[1] === '^') return v[0] === bound[0] && compare(v, bound) >= 0;
        // A bare version matches on the parts it gives (20 → 20.x.x).
        return m[2].split('.').every((p, i) => !/^\d+$/.test(p) || Number(p) === v[i]);
      }),
  );
}

describe('README', () => {
  it('describes the contract inside the repository and links nothing outside it', () => {
    expect(readme).toContain('[`docs/contract.md`](docs/contract.md)');
    expect(readme).not.toMatch(/\.\.\//);
    expect(readme).not.toContain('shared/SPEC.md');
  });

  it('names every installed package that declares it needs a newer Node than the README promises', () => {
    const promised = /needs Node\.js (\d+\.\d+) or newer/.exec(readme)?.[1];
    expect(promised).toBeDefined();
    const lock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string; engines?: { node?: string } }>;
    };
    const needNewer = Object.entries(lock.packages)
      .filter(([, p]) => p.engines?.node && !admits(p.engines.node, `${promised}.0`))
      .map(([where, p]) => `${where.split('node_modules/').pop()}@${parts(p.version ?? '0')[0]}`);
    expect(admits('>=23.5.0 || ^22.13.0 || ^20.17.0', '20.19.0')).toBe(true);
    expect(admits('>=16 || 14 >=14.17', '20.19.0')).toBe(true);
    expect(admits('>=22', '20.19.0')).toBe(false);
    for (const name of needNewer) expect(readme, `README should say what happens with ${name}`).toContain(`\`${name}\``);
  });
});
