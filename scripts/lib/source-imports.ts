import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Which of the SPA's source files a module brings along: its imports, static and dynamic (a part
// loaded on demand still shows its texts on that page), followed through the `@/` alias and
// relative paths. Only files under src/ are followed: the rest holds no page texts.

const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolve(root: string, from: string, specifier: string): string | null {
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

/** The files (relative to `root`) that `start` reaches through its imports, `start` included. */
export function reachableFiles(root: string, start: string, cache = new Map<string, string[]>()): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    let imports = cache.get(file);
    if (!imports) {
      const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
      imports = importedFiles.map(({ fileName }) => resolve(root, file, fileName)).filter((f): f is string => f !== null);
      cache.set(file, imports);
    }
    pending.push(...imports);
  }
  return seen;
}
