import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Which of the SPA's source files a module brings along with it (its static imports, followed
// through the `@/` alias and relative paths), and which it loads only on demand (its dynamic
// imports: `import('./part')`). Only files under src/ are followed: the rest holds no page texts.

const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file (relative to `root`) that `specifier`, written in `from`, names; null outside src/. */
export function resolveSource(root: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join('src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else return null;
  for (const ending of CANDIDATES) {
    const file = base + ending;
    if (/\.tsx?$/.test(file) && existsSync(path.join(root, file))) return file;
  }
  return null;
}

interface SourceImports {
  static: string[];
  dynamic: string[];
}

export type ImportsCache = Map<string, SourceImports>;

function importsOf(root: string, file: string, cache: ImportsCache): SourceImports {
  let imports = cache.get(file);
  if (!imports) {
    const text = readFileSync(path.join(root, file), 'utf8');
    imports = { static: [], dynamic: [] };
    for (const { fileName, pos } of ts.preProcessFile(text, true, true).importedFiles) {
      const resolved = resolveSource(root, file, fileName);
      if (!resolved) continue;
      // `import('…')` (or a type's `typeof import('…')`, which loads nothing either way).
      const dynamic = /\bimport\s*\(\s*$/.test(text.slice(Math.max(0, pos - 20), pos));
      imports[dynamic ? 'dynamic' : 'static'].push(resolved);
    }
    cache.set(file, imports);
  }
  return imports;
}

/**
 * The files (relative to `root`) that `starts` bring along through their static imports, `starts`
 * included, and the files they import dynamically that those do not bring (loaded on demand).
 */
export function reachableFiles(root: string, starts: string[], cache: ImportsCache = new Map()): { files: Set<string>; onDemand: Set<string> } {
  const files = new Set<string>();
  const dynamic = new Set<string>();
  const pending = [...starts];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const imports = importsOf(root, file, cache);
    pending.push(...imports.static);
    for (const target of imports.dynamic) dynamic.add(target);
  }
  return { files, onDemand: new Set([...dynamic].filter((file) => !files.has(file))) };
}
