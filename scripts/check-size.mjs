// Size budget of design.md: first load of a deep link (shell + the route's chunks) at most 200 KB of
// gzipped JS and 36 KB of CSS; each lazy route chunk at most 40 KB. Prints the figures per route.
//
// CI fails on: a route's own chunk over 40 KB, first-load CSS over 36 KB, or first-load JS over the
// regression ceiling below. The design's 200 KB first-load target is printed per route; routes with
// forms and tables are still over it (see the README's "Performance" section), so the ceiling keeps
// them from growing while they are brought down.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const DESIGN_FIRST_LOAD_JS = 200 * 1024;
const CEILING_FIRST_LOAD_JS = 256 * 1024;
const MAX_CSS = 36 * 1024;
const MAX_ROUTE_CHUNK = 40 * 1024;

const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** All chunks a chunk needs statically (itself and its imports). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imp of manifest[key].imports ?? []) closure(imp, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure(entryKey);
const pages = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && k.includes('/pages/'));
let failed = false;
const rows = [];
for (const page of pages) {
  const keys = closure(page, new Set(entry));
  const js = new Set([...keys].map((k) => manifest[k].file));
  const css = new Set([...keys].flatMap((k) => manifest[k].css ?? []));
  const jsSize = [...js].reduce((s, f) => s + gz(f), 0);
  const cssSize = [...css].reduce((s, f) => s + gz(f), 0);
  const own = gz(manifest[page].file);
  const over = jsSize > CEILING_FIRST_LOAD_JS || cssSize > MAX_CSS || own > MAX_ROUTE_CHUNK;
  failed ||= over;
  rows.push({
    route: page.replace(/^src\/features\//, ''),
    'first-load JS': kb(jsSize),
    'design 200 KB': jsSize <= DESIGN_FIRST_LOAD_JS ? 'met' : `+${kb(jsSize - DESIGN_FIRST_LOAD_JS)}`,
    'first-load CSS': kb(cssSize),
    'route chunk': kb(own),
    ci: over ? 'FAIL' : 'ok',
  });
}
console.log(`Shell (entry and its imports): ${kb([...entry].reduce((s, k) => s + gz(manifest[k].file), 0))} gzipped JS`);
console.table(rows);
if (failed) {
  console.error('Size check failed: a route chunk over 40 KB, first-load CSS over 36 KB, or first-load JS over the 256 KB ceiling.');
  process.exit(1);
}
