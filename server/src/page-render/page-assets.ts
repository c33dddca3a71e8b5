import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, type Language } from '@contract/i18n/languages';
import { pageTextsId } from '@contract/i18n/text-parts';
import { PAGES, type PagePattern } from '@contract/paths';
import type { PageScripts } from '@contract/types/server-render';

/** One chunk of Vite's build manifest (`build.manifest: true`, `dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): ViteManifest | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ViteManifest) : null;
}

/** What the first load of a page needs, as files under the build folder (`assets/…`). */
export interface FirstLoad {
  /** The entry script, every chunk it imports statically (index.html already names those), and the
   *  chunks it starts with in steps (src/main.tsx), which index.html does not name. */
  entryScripts: string[];
  /** Of entryScripts, the step chunks and what they import that the entry does not. */
  startupScripts: string[];
  entryCss: string[];
  /** The page's own chunk and the chunks it imports statically that the entry does not. */
  pageScripts: string[];
  pageCss: string[];
  /** The reader's language's texts the page shows (docs/translations.md#the-texts-each-page-loads): the
   *  language's chunk (the core part, the shared sentences) and the page's own part, with what they
   *  import; in English, only the part of a page that shows country names (the English table). */
  languageScripts: string[];
}

/** A chunk's key and every chunk it imports statically (dynamic imports load later, on demand). */
function closure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imp of manifest[key].imports ?? []) closure(manifest, imp, seen);
  return seen;
}

/** The files the first load of `pattern` fetches in `language`: the shell, then the page's own chunks, styles and texts. */
export function firstLoad(manifest: ViteManifest, pattern: PagePattern | null, language: Language = DEFAULT_LANGUAGE): FirstLoad {
  // The site's entry is index.html's script (the build has a second entry, boot.ts).
  const entryKey = manifest['index.html'] ? 'index.html' : Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = entryKey ? closure(manifest, entryKey) : new Set<string>();
  const staticEntry = new Set(entry);
  // The entry starts the app in steps, through dynamic imports of its own (src/main.tsx): those are
  // part of every first load too.
  for (const key of entryKey ? (manifest[entryKey].dynamicImports ?? []) : []) closure(manifest, key, entry);
  const pageKeys = pattern ? [...closure(manifest, PAGES[pattern].module, new Set(entry))].filter((k) => !entry.has(k)) : [];
  const files = (keys: Iterable<string>) => [...keys].map((k) => manifest[k].file);
  const css = (keys: Iterable<string>) => [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))];
  const entryCss = css(entry);
  // English has no language chunk, and a page's part only where it shows country names.
  const textKeys = [
    ...(language === DEFAULT_LANGUAGE ? [] : [`src/lib/i18n/languages/${language}.ts`]),
    ...(pattern ? [pageTextsId(language, PAGES[pattern].module)] : []),
  ];
  const loaded = new Set([...entry, ...pageKeys]);
  const texts = new Set<string>();
  for (const key of textKeys) for (const one of closure(manifest, key)) if (!loaded.has(one)) texts.add(one);
  return {
    entryScripts: files(entry),
    startupScripts: files([...entry].filter((k) => !staticEntry.has(k))),
    entryCss,
    pageScripts: files(pageKeys),
    pageCss: css(pageKeys).filter((f) => !entryCss.includes(f)),
    languageScripts: files(texts),
  };
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The tags that let a deep link fetch its page's chunks and styles together with the entry script,
 * instead of only once the entry has run. `crossorigin` as Vite writes it for the entry,
 * so the preloaded module is the one the router's dynamic import uses; the styles are the ones Vite's
 * preload helper would add (it skips a stylesheet already in the page).
 */
export function pagePreloadTags(manifest: ViteManifest, pattern: PagePattern | null, language: Language = DEFAULT_LANGUAGE, base = '/'): string {
  const { pageCss } = firstLoad(manifest, pattern);
  return [
    ...pageCss.map((f) => `<link rel="stylesheet" crossorigin href="${attr(base + f)}">`),
    ...scriptsToPreload(manifest, pattern, language).map((f) => `<link rel="modulepreload" crossorigin href="${attr(base + f)}">`),
  ].join('\n    ');
}

/**
 * The scripts a page needs besides those index.html names: the chunks the entry starts with in steps,
 * the page's own, and its texts in the reader's language. Asked for together, so the steps never wait on the network one after another.
 */
function scriptsToPreload(manifest: ViteManifest, pattern: PagePattern | null, language: Language): string[] {
  const { startupScripts, pageScripts, languageScripts } = firstLoad(manifest, pattern, language);
  return [...startupScripts, ...pageScripts, ...languageScripts];
}

/** The build's boot script (src/server-render/boot.ts), which starts the site's scripts on a server-painted page. */
const BOOT_MODULE = 'src/server-render/boot.ts';

/**
 * The scripts of a server-painted page: its boot script, the entry module it starts, and
 * the modules the boot script asks for beside the entry (the entry's step chunks and the page's own).
 */
export function pageScripts(manifest: ViteManifest, pattern: PagePattern | null, language: Language = DEFAULT_LANGUAGE, base = '/'): PageScripts | null {
  const boot = manifest[BOOT_MODULE];
  const entry = manifest['index.html'];
  return boot && entry
    ? { boot: base + boot.file, entry: base + entry.file, preload: scriptsToPreload(manifest, pattern, language).map((f) => base + f) }
    : null;
}

/** The page's own styles, which a server-painted page needs before its first paint. */
export function pageStyleTags(manifest: ViteManifest, pattern: PagePattern | null, base = '/'): string {
  return firstLoad(manifest, pattern)
    .pageCss.map((f) => `<link rel="stylesheet" crossorigin href="${attr(base + f)}">`)
    .join('\n    ');
}
