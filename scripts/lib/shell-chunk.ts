import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * One chunk for the app's shell: every module the given start module reaches through
 * static imports, which every page loads. Left to the default splitting they were some forty small
 * chunks, shared in as many ways with the pages' own: forty requests, each with its headers and its
 * own compression, for code that is always loaded together. Modules the pages use beyond the shell
 * keep their own chunks.
 *
 * What the entry itself imports statically (`entryModule`) stays out of it: the entry would import
 * the shell chunk for them, and with it every package the shell imports, all evaluated in the
 * entry's one task before its first step (the long task the steps of src/main.tsx are there to avoid).
 */
export function shellChunk(startModule: string, entryModule: string) {
  const members = new Set<string>();
  const entryOwn = new Set<string>();
  const plugin: Plugin = {
    name: 'guildhall:shell-chunk',
    apply: 'build',
    buildEnd() {
      const reached = (from: string) => {
        const seen = new Set<string>();
        const pending = [path.resolve(from)].filter((id) => this.getModuleInfo(id));
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const entry = reached(entryModule);
      // Not the entry itself: its chunk is the one index.html names.
      for (const id of entry) if (id !== path.resolve(entryModule) && !id.endsWith('.css')) entryOwn.add(id);
      for (const id of reached(startModule)) if (!entry.has(id)) members.add(id);
    },
  };
  return {
    plugin,
    isMember: (id: string) => members.has(id),
    /**
     * The entry's own static imports (not its styles): a chunk group of their own, above the shell's,
     * since a group takes in the modules its members import (the shell's theme toggle imports the theme).
     */
    isEntryOwn: (id: string) => entryOwn.has(id),
  };
}
