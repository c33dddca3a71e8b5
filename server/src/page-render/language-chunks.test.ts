import { describe, expect, it } from 'vitest';
import { pageTextsId } from '@contract/i18n/text-parts';
import { PAGES } from '@contract/paths';
import { buildManifestShell } from '../../test/build-manifest';
import { firstLoad, pagePreloadTags, pageScripts, type ViteManifest } from './page-assets';

// A reader's language is a chunk of the build (the core part of the pages' texts and the shared
// sentences) plus one part per page, which the site loads before the page renders: the page names
// both beside the entry, so it waits for neither, and no other page's texts or language.

const news = PAGES['/news'].module;
const bet = PAGES['/bet'].module;
const character = PAGES['/charid/:id'].module;

const manifest: ViteManifest = {
  ...buildManifestShell,
  'src/server-render/boot.ts': { file: 'assets/boot-b1.js', isEntry: true },
  [news]: { file: 'assets/news-page-p1.js', isDynamicEntry: true },
  [bet]: { file: 'assets/bet-page-p1.js', isDynamicEntry: true },
  [character]: { file: 'assets/character-page-p1.js', isDynamicEntry: true },
  // The language's chunk imports the entry (Vite's preload helper), which is not fetched twice.
  'src/lib/i18n/languages/de.ts': { file: 'assets/de-m1.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/lib/i18n/languages/es.ts': { file: 'assets/es-m1.js', isDynamicEntry: true, imports: ['index.html'] },
  [pageTextsId('de', news)]: { file: 'assets/news-page-de-m1.js', isDynamicEntry: true },
  [pageTextsId('de', bet)]: { file: 'assets/bet-page-de-m1.js', isDynamicEntry: true },
  [pageTextsId('es', news)]: { file: 'assets/news-page-es-m1.js', isDynamicEntry: true },
  [pageTextsId('de', character)]: { file: 'assets/character-page-de-m1.js', isDynamicEntry: true, imports: ['_countries-de-m1.js'] },
  '_countries-de-m1.js': { file: 'assets/countries-de-m1.js' },
  // English has no language chunk; a page that shows country names has a part with the English table.
  [pageTextsId('en', character)]: { file: 'assets/character-page-en-m1.js', isDynamicEntry: true, imports: ['_countries-en-m1.js'] },
  '_countries-en-m1.js': { file: 'assets/countries-en-m1.js' },
};

const languageFiles = (files: string[]) => files.filter((f) => /-m1\.js$/.test(f));

describe("the reader's language's texts", () => {
  it("are fetched beside the entry for a German page: the core part and that page's part, no other page's, no other language's", () => {
    expect(languageFiles(pageScripts(manifest, '/news', 'de')!.preload)).toEqual(['/assets/de-m1.js', '/assets/news-page-de-m1.js']);
    const tags = pagePreloadTags(manifest, '/news', 'de');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/de-m1.js">');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/news-page-de-m1.js">');
    expect(tags).not.toContain('bet-page-de');
    expect(tags).not.toContain('es-');
    expect(languageFiles(pageScripts(manifest, '/bet', 'de')!.preload)).toEqual(['/assets/de-m1.js', '/assets/bet-page-de-m1.js']);
  });

  it("bring what a page's part imports (the country names of a page that shows flags)", () => {
    expect(languageFiles(pageScripts(manifest, '/charid/:id', 'de')!.preload)).toEqual([
      '/assets/de-m1.js',
      '/assets/character-page-de-m1.js',
      '/assets/countries-de-m1.js',
    ]);
    expect(languageFiles(pageScripts(manifest, '/news', 'de')!.preload)).not.toContain('/assets/countries-de-m1.js');
  });

  it('are the core part alone for a page with no texts of its own', () => {
    expect(languageFiles(pageScripts(manifest, '/charid/:id', 'es')!.preload)).toEqual(['/assets/es-m1.js']);
  });

  it('are none for an English page: English is in the code', () => {
    expect(languageFiles(pageScripts(manifest, '/news', 'en')!.preload)).toEqual([]);
    expect(firstLoad(manifest, '/news', 'en').languageScripts).toEqual([]);
  });

  it('are the English country names alone for an English page that shows them, fetched beside the entry', () => {
    expect(languageFiles(pageScripts(manifest, '/charid/:id', 'en')!.preload)).toEqual(['/assets/character-page-en-m1.js', '/assets/countries-en-m1.js']);
    expect(firstLoad(manifest, '/charid/:id', 'en').languageScripts).toEqual(['assets/character-page-en-m1.js', 'assets/countries-en-m1.js']);
    expect(languageFiles(pageScripts(manifest, '/charid/:id', 'de')!.preload)).not.toContain('/assets/countries-en-m1.js');
  });

  it('count in the first load the size check holds to its budget in each language', () => {
    expect(firstLoad(manifest, '/bet', 'de').languageScripts).toEqual(['assets/de-m1.js', 'assets/bet-page-de-m1.js']);
  });
});
