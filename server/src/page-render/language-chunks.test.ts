import { describe, expect, it } from 'vitest';
import { buildManifestShell } from '../../test/build-manifest';
import { pagePreloadTags, pageScripts, type ViteManifest } from './page-assets';

// A reader's language is one chunk of the build (its messages, shared sentences and country names),
// which the site loads before its first render: the page names it beside the entry, so it does not wait for it.

const manifest: ViteManifest = {
  ...buildManifestShell,
  'src/server-render/boot.ts': { file: 'assets/boot-b1.js', isEntry: true },
  'src/lib/i18n/languages/de.ts': { file: 'assets/de-m1.js', isDynamicEntry: true },
  'src/lib/i18n/languages/es.ts': { file: 'assets/es-m1.js', isDynamicEntry: true },
};

const languageFiles = (files: string[]) => files.filter((f) => /-m1\.js$/.test(f));

describe("the reader's language's chunk", () => {
  it('is fetched beside the entry for a German page, and no other language', () => {
    expect(languageFiles(pageScripts(manifest, '/news', 'de')!.preload)).toEqual(['/assets/de-m1.js']);
    const tags = pagePreloadTags(manifest, '/news', 'de');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/de-m1.js">');
    expect(tags).not.toContain('es-');
  });

  it('is none for an English page: English is in the code', () => {
    expect(languageFiles(pageScripts(manifest, '/news', 'en')!.preload)).toEqual([]);
  });
});
