// Size budget: the first load of every page, as the server sends it to a browser
// (Accept-Encoding: br), is at most 170 KB of JavaScript. What counts is exactly what the server
// would send: the entry script and its static imports (index.html), the chunks it evaluates in steps
// (src/main.tsx), plus the page's own chunk and its static imports (the modulepreload tags the
// server adds for that page, or its boot script asks for; server/src/page-render/page-assets.ts),
// and the reader's language's texts for the page (its core part and the page's part; in English only
// the country names of a page that shows them, docs/translations.md#the-texts-each-page-loads): every
// language is held to the budget. Each file counts as the .br file the build wrote beside it (scripts/lib/precompress.ts), or the file itself
// when there is none. Styles are printed and held at 36 KB. Run after `npm run build`.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../contract/i18n/languages';
import { PAGES, PAGE_PATTERNS } from '../contract/paths';
import { firstLoad, readManifest } from '../server/src/page-render/page-assets';

const MAX_FIRST_LOAD_JS = 170 * 1024;
const MAX_FIRST_LOAD_CSS = 36 * 1024;
// What the entry evaluates in its own first task, before the steps of src/main.tsx: its chunk and
// those it imports statically. A few KB; the packages React and the rest belong to the steps, and one
// of them imported statically here brings them all into that task (scripts/lib/shell-chunk.ts).
const MAX_ENTRY_STATIC_JS = 8 * 1024;

const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const manifest = readManifest(dist);
if (!manifest) {
  console.error(`No build manifest in ${dist}/.vite: run \`npm run build\` first.`);
  process.exit(1);
}
/** Bytes the server sends for a file to a client that accepts br. */
const sent = (file: string) => {
  const full = path.join(dist, file);
  if (!existsSync(full)) throw new Error(`${file} is in the manifest but not in ${dist}`);
  return statSync(existsSync(`${full}.br`) ? `${full}.br` : full).size;
};
const sum = (files: string[]) => files.reduce((n, f) => n + sent(f), 0);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

let failed = false;
const rows = [];
const seen = new Set<string>();
for (const pattern of PAGE_PATTERNS) {
  if (seen.has(PAGES[pattern].module)) continue;
  seen.add(PAGES[pattern].module);
  const row: Record<string, string> = { page: pattern };
  const over: string[] = [];
  for (const language of LANGUAGES) {
    const load = firstLoad(manifest, pattern, language);
    const js = sum([...load.entryScripts, ...load.pageScripts, ...load.languageScripts]);
    row[`JS ${language}`] = kb(js);
    if (js > MAX_FIRST_LOAD_JS) over.push(`${language} JS +${kb(js - MAX_FIRST_LOAD_JS)}`);
  }
  const load = firstLoad(manifest, pattern);
  const css = sum([...load.entryCss, ...load.pageCss]);
  if (css > MAX_FIRST_LOAD_CSS) over.push(`CSS +${kb(css - MAX_FIRST_LOAD_CSS)}`);
  failed ||= over.length > 0;
  rows.push({
    ...row,
    'page chunks': kb(sum(load.pageScripts)),
    CSS: kb(css),
    budget: over.length > 0 ? `FAIL (${over.join(', ')})` : 'ok',
  });
}
const shell = firstLoad(manifest, null);
const entryStatic = shell.entryScripts.filter((f) => !shell.startupScripts.includes(f));
console.log(`Shell (entry, its static imports and its steps): ${kb(sum(shell.entryScripts))} JS, ${kb(sum(shell.entryCss))} CSS, brotli as sent`);
console.log(
  'JS <language>: the first load of a reader of that language (English is the code itself, with the country names of a page that shows them; the others add their texts for the page)',
);
console.log(`Evaluated before the first step (entry and its static imports): ${kb(sum(entryStatic))} JS (${entryStatic.join(', ')})`);
console.table(rows);
if (sum(entryStatic) > MAX_ENTRY_STATIC_JS) {
  console.error(
    `Size check failed: the entry and its static imports are ${kb(sum(entryStatic))}, over ${kb(MAX_ENTRY_STATIC_JS)}: a package the steps of src/main.tsx should evaluate one at a time is imported statically (see scripts/lib/shell-chunk.ts).`,
  );
  process.exitCode = 1;
}
if (failed) {
  console.error(
    `Size check failed: a page's first load, in some language, is over ${kb(MAX_FIRST_LOAD_JS)} of JavaScript or ${kb(MAX_FIRST_LOAD_CSS)} of CSS (brotli, as sent).`,
  );
  process.exit(1);
}
