import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES } from '@contract/paths';
import { precompressFolder } from '../../../scripts/lib/precompress';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildManifestShell } from '../../test/build-manifest';

// The built site was sent uncompressed, and a deep link fetched its page's chunk only after
// the entry script had run. A small build of our own: an entry, a chunk it shares with the character
// page, the character page's chunk with a table chunk of its own, and their styles.

const entryJs = `console.log(${JSON.stringify('the entry script '.repeat(400))});`;
const manifest = {
  ...buildManifestShell,
  '_table-t1.js': { file: 'assets/table-t1.js', css: ['assets/table-t1.css'] },
  [PAGES['/charid/:id'].module]: {
    file: 'assets/character-page-c1.js',
    isDynamicEntry: true,
    imports: ['_shared-s1.js', '_table-t1.js'],
    dynamicImports: ['src/lazy-widget.tsx'],
    css: ['assets/character-page-c1.css'],
  },
  'src/lazy-widget.tsx': { file: 'assets/lazy-widget-w1.js', isDynamicEntry: true },
};

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'gh-spa-assets-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html>\n<html lang="en">\n  <head>\n    <title>Guildhall</title>\n    <!--page-head-->\n    <script type="module" crossorigin src="/assets/index-e1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/shared-s1.js">\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`,
  );
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dist, 'assets/index-e1.js'), entryJs);
  for (const f of ['shared-s1.js', 'table-t1.js', 'character-page-c1.js', 'lazy-widget-w1.js'])
    writeFileSync(path.join(dist, 'assets', f), `export const x = '${f}';`);
  for (const f of ['index-e1.css', 'table-t1.css', 'character-page-c1.css'])
    writeFileSync(path.join(dist, 'assets', f), `.${f.replace(/\W/g, '')} { color: red; }\n`.repeat(50));
  // What `npm run build` does after Vite has written the files.
  await precompressFolder(dist);
  t = await createTestApp({ players: 10, distDir: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const vary = (v: unknown) => String(v ?? '').toLowerCase();

describe('built scripts and styles are sent compressed', () => {
  it('sends the brotli copy to a client that accepts br (as browsers do), cached for a year', async () => {
    const res = await t.app.inject({ url: '/assets/index-e1.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(vary(res.headers.vary)).toContain('accept-encoding');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(entryJs.length / 10);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(entryJs);
    // A file, not a page: none of the page-only headers (about 600 bytes on each of some sixty files
    // of a first load), but still never sniffed as another type, nor read by another site.
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('keeps the page-only headers on pages', async () => {
    const page = await t.app.inject({ url: '/charid/1' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const res = await t.app.inject({ url: '/assets/index-e1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(vary(res.headers.vary)).toContain('accept-encoding');
    expect(gunzipSync(res.rawPayload).toString()).toBe(entryJs);
  });

  it('sends the file as it is to a client without Accept-Encoding, still saying it varies on it', async () => {
    const res = await t.app.inject({ url: '/assets/index-e1.js', headers: { 'accept-encoding': '' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(vary(res.headers.vary)).toContain('accept-encoding');
    expect(res.body).toBe(entryJs);
  });

  it('compresses stylesheets too, and never offers the compressed copies as files of their own', async () => {
    const css = await t.app.inject({ url: '/assets/index-e1.css', headers: { 'accept-encoding': 'br' } });
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['content-type']).toMatch(/text\/css/);
    expect((await t.app.inject({ url: '/assets/index-e1.js.br' })).statusCode).toBe(404);
  });
});

describe('a deep link names its page chunk in the page', () => {
  const links = (html: string) => [...html.matchAll(/<link rel="(modulepreload|stylesheet)" crossorigin href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);

  it('preloads the character page chunk and its own imports, and links its styles', async () => {
    const res = await t.app.inject({ url: '/charid/1' });
    expect(res.statusCode).toBe(200);
    expect(links(res.body)).toEqual([
      // From the template (Vite's own tags for the entry):
      'modulepreload /assets/shared-s1.js',
      // Added for this page:
      'stylesheet /assets/character-page-c1.css',
      'stylesheet /assets/table-t1.css',
      'modulepreload /assets/react-dom-r1.js',
      'modulepreload /assets/character-page-c1.js',
      'modulepreload /assets/table-t1.js',
    ]);
    // Loaded on demand only: not part of the first load.
    expect(res.body).not.toContain('lazy-widget');
    // In the head, before the body.
    expect(res.body.indexOf('character-page-c1.js')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it("adds only the entry's step chunks to a page whose chunk the build does not have, and to a 404", async () => {
    // The steps start together, not one after another (src/main.tsx evaluates them in turn).
    const shell = ['modulepreload /assets/shared-s1.js', 'modulepreload /assets/react-dom-r1.js'];
    expect(links((await t.app.inject({ url: '/login' })).body)).toEqual(shell);
    const missing = await t.app.inject({ url: '/charid/999999' });
    expect(missing.statusCode).toBe(404);
    expect(links(missing.body)).toEqual(shell);
  });
});
