import { describe, expect, it } from 'vitest';
import { buildManifestShell } from '../../test/build-manifest';
import { pagePreloadTags, pageScripts, type ViteManifest } from './page-assets';

// A reader's language is two chunks of the build, its messages and its country names, which the site
// loads before its first render: the page names both beside the entry, so neither waits for it.

const manifest: ViteManifest = {
  ...buildManifestShell,
  'src/server-render/boot.ts': { file: 'assets/boot-b1.js', isEntry: true },
  'src/locales/de.json': { file: 'assets/de-m1.js', isDynamicEntry: true },
  'src/locales/countries/de.json': { file: 'assets/de-c1.js', isDynamicEntry: true },
  'src/locales/es.json': { file: 'assets/es-m1.js', isDynamicEntry: true },
  'src/locales/countries/es.json': { file: 'assets/es-c1.js', isDynamicEntry: true },
};

const languageFiles = (files: string[]) => files.filter((f) => /-(m|c)1\.js$/.test(f));

describe("the reader's language's chunks", () => {
  it('are fetched beside the entry for a German page: its messages and its country names, no other language', () => {
    expect(languageFiles(pageScripts(manifest, '/news', 'de')!.preload)).toEqual(['/assets/de-m1.js', '/assets/de-c1.js']);
    const tags = pagePreloadTags(manifest, '/news', 'de');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/de-c1.js">');
    expect(tags).not.toContain('es-');
  });

  it('are none for an English page: English is in the code', () => {
    expect(languageFiles(pageScripts(manifest, '/news', 'en')!.preload)).toEqual([]);
  });
});
