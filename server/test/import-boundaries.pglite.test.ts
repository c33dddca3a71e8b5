import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The layers the lint zones draw, checked through every hop: a domain module reaching Fastify or
// HTTP through a helper in lib/ is as much a leak as importing it directly, which a per-file lint
// rule cannot see. (No database involved: it runs once, in the PGlite run.)

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const HTTP = /^(fastify|@fastify\/|fastify-plugin)/;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [],
  );

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*'([^']+)'/g;

/** The specifiers a file imports: server files as absolute paths, packages by name. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map(([, spec]) => {
    if (!spec.startsWith('.')) return spec;
    const base = resolve(dirname(file), spec);
    return [`${base}.ts`, join(base, 'index.ts'), base].find((p) => existsSync(p) && p.endsWith('.ts')) ?? base;
  });
}

/** Every chain from `file` to a module `bad` accepts, as readable paths. */
function leaks(file: string, bad: (spec: string) => boolean): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const walk = (at: string, chain: string[]) => {
    if (seen.has(at)) return;
    seen.add(at);
    for (const spec of importsOf(at)) {
      const name = spec.startsWith(SRC) ? relative(SRC, spec) : spec;
      if (bad(name)) found.push([...chain, name].join(' -> '));
      else if (spec.startsWith(SRC)) walk(spec, [...chain, name]);
    }
  };
  walk(file, [relative(SRC, file)]);
  return found;
}

describe('import boundaries, followed through every hop', () => {
  it('no domain module reaches Fastify, a plugin or a route', () => {
    const bad = (name: string) => HTTP.test(name) || name.startsWith('plugins/') || name.startsWith('routes/');
    expect(sourceFiles(join(SRC, 'domain')).flatMap((f) => leaks(f, bad))).toEqual([]);
  });

  it('lib/ never reaches the domain', () => {
    expect(sourceFiles(join(SRC, 'lib')).flatMap((f) => leaks(f, (name) => name.startsWith('domain/')))).toEqual([]);
  });

  it('sees a leak when there is one (positive control)', () => {
    expect(leaks(join(SRC, 'lib/warm-up.ts'), (name) => HTTP.test(name))).toEqual(['lib/warm-up.ts -> fastify']);
  });
});
