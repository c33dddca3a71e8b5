import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * One chunk for the app's shell (issue 14): every module the given start module reaches through
 * static imports, which every page loads. Left to the default splitting they were some forty small
 * chunks, shared in as many ways with the pages' own: forty requests, each with its headers and its
 * own compression, for code that is always loaded together. Modules the pages use beyond the shell
 * keep their own chunks.
 */
export function shellChunk(startModule: string) {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'guildhall:shell-chunk',
    apply: 'build',
    buildEnd() {
      const start = path.resolve(startModule);
      const pending = [...this.getModuleIds()].filter((id) => id === start);
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (members.has(id)) continue;
        members.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, isMember: (id: string) => members.has(id) };
}
