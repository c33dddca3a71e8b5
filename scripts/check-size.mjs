// Size budget of design.md: first load of a deep link (shell + the route's chunk) at most 200 KB of
// gzipped JS and 36 KB of CSS; each lazy route chunk at most 40 KB. Prints the figures; fails when over.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const dist = path.resolve('dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** All JS files a chunk needs statically (itself and its imports), and its CSS. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imp of manifest[key].imports ?? []) closure(imp, seen);
  return seen;
}
const filesOf = (keys) => {
  const js = new Set();
  const css = new Set();
  for (const k of keys) {
    js.add(manifest[k].file);
    for (const c of manifest[k].css ?? []) css.add(c);
  }
  return { js, css };
};

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure(entryKey);
const pages = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && k.includes('/pages/'));
let failed = false;
const rows = [];
for (const page of pages) {
  const keys = closure(page, new Set(entry));
  const { js, css } = filesOf(keys);
  const jsSize = [...js].reduce((s, f) => s + gz(f), 0);
  const cssSize = [...css].reduce((s, f) => s + gz(f), 0);
  const own = [...closure(page)].filter((k) => !entry.has(k)).reduce((s, k) => s + gz(manifest[k].file), 0);
  const over = jsSize > 200 * 1024 || cssSize > 36 * 1024 || own > 40 * 1024;
  // The play page's Ruffle is loaded on demand by that page and not counted as its route chunk.
  failed ||= over;
  rows.push({ page: page.replace(/^src\/features\//, ''), 'first-load JS (gz)': kb(jsSize), 'CSS (gz)': kb(cssSize), 'route chunks (gz)': kb(own), ok: over ? 'OVER' : 'ok' });
}
console.table(rows);
if (failed) {
  console.error('Size budget exceeded (design.md: JS <= 200 KB, CSS <= 36 KB first load; route chunk <= 40 KB).');
  process.exit(1);
}
