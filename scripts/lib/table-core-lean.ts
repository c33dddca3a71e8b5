import type { Plugin } from 'vite';

// The site's tables (src/components/tables/server-table.tsx) are server-paged, server-sorted lists:
// no row selection, row pinning, column resizing or faceted filters. @tanstack/table-core v8 builds
// every one of its features into each table, whether the options ask for them or not, so their code
// (some 2–3 KB brotli) rides on every page with a table. This keeps the features the tables use, and
// those the row model's chain goes through (filtering, grouping, expanding and pagination hand the
// rows down even when the server did that work); the others are then unreferenced and leave the build.

export const DROPPED_FEATURES = ['ColumnFaceting', 'GlobalFaceting', 'RowPinning', 'RowSelection', 'ColumnSizing'] as const;

const FEATURES = /const builtInFeatures = \[([^\]]*)\];/;

/** table-core's module with its feature list narrowed; throws if the library no longer declares it that way. */
export function leanTableCore(code: string): string {
  const match = FEATURES.exec(code);
  const names = match?.[1]
    .replace(/\/\/[^\n]*/g, '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!match || !names || DROPPED_FEATURES.some((name) => !names.includes(name))) {
    throw new Error('table-core-lean: @tanstack/table-core no longer lists its features as expected; update scripts/lib/table-core-lean.ts');
  }
  const kept = names.filter((name) => !(DROPPED_FEATURES as readonly string[]).includes(name));
  return code.replace(FEATURES, `const builtInFeatures = [${kept.join(', ')}];`);
}

export function tableCoreLean(): Plugin {
  return {
    name: 'guildhall:table-core-lean',
    enforce: 'pre',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').includes('/@tanstack/table-core/build/lib/index.mjs')) return null;
      return { code: leanTableCore(code), map: null };
    },
  };
}
