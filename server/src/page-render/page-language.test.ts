import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/client';
import { clientFor, createTestApp, type TestApp } from '../../test/test-app';

// A page is in the reader's language (docs/translations.md): `<html lang>` and the bootstrap block
// say which, and each page names its address in every language for search engines (hreflang).

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'gh-page-language-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html>\n<html lang="en" data-bs-theme="light">\n  <head>\n    <title>Guildhall</title>\n    <!--page-head-->\n    <script type="module" crossorigin src="/assets/index-e1.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n`,
  );
  // The visitor cache is on, as in production: one visitor's page must not reach a reader of another language.
  t = await createTestApp({ players: 10, distDir: dist, config: { VISITOR_CACHE_SECONDS: '300' } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const htmlLang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const bootstrapLanguage = (html: string) =>
  (JSON.parse(/<script id="bootstrap" type="application\/json">(.*?)<\/script>/.exec(html)![1]) as { language: string }).language;
const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]);
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];

describe('the language of a page', () => {
  it('is the visitor browser language, each language its own page even while pages are cached for visitors', async () => {
    const german = await t.app.inject({ url: '/news', headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    const plain = await t.app.inject({ url: '/news' });
    const brazilian = await t.app.inject({ url: '/news', headers: { 'accept-language': 'pt' } });
    expect([german, plain, brazilian].map((res) => htmlLang(res.body))).toEqual(['de', 'en', 'pt-BR']);
    expect([german, plain, brazilian].map((res) => bootstrapLanguage(res.body))).toEqual(['de', 'en', 'pt-BR']);
    expect(plain.body).toContain('<html lang="en" data-bs-theme="light">');
  });

  it('follows a ?lang= link over the cookie, and the cookie over the browser', async () => {
    const link = await t.app.inject({ url: '/news?lang=es', headers: { cookie: 'lang=de', 'accept-language': 'pt-BR' } });
    expect(htmlLang(link.body)).toBe('es');
    const cookie = await t.app.inject({ url: '/news', headers: { cookie: 'lang=de', 'accept-language': 'pt-BR' } });
    expect(htmlLang(cookie.body)).toBe('de');
  });

  it("is a signed-in player's saved choice", async () => {
    const client = await clientFor(t.app, 4);
    await client.post(endpoints.language(), { language: 'pt-BR' });
    const page = await client.inject({ method: 'GET', url: '/news', headers: { 'accept-language': 'de' } });
    expect(htmlLang(page.body)).toBe('pt-BR');
    expect(bootstrapLanguage(page.body)).toBe('pt-BR');
  });

  it('names the page in every language and the address without one (x-default)', async () => {
    const page = await t.app.inject({ url: '/news' });
    const here = canonical(page.body)!;
    expect(here).toMatch(/\/news$/);
    expect(alternates(page.body)).toEqual([
      ['en', `${here}?lang=en`],
      ['pt-BR', `${here}?lang=pt-BR`],
      ['es', `${here}?lang=es`],
      ['de', `${here}?lang=de`],
      ['x-default', here],
    ]);
    // A link in one language is that language's own page.
    const spanish = await t.app.inject({ url: '/news?lang=es' });
    expect(canonical(spanish.body)).toBe(`${here}?lang=es`);
    expect(alternates(spanish.body)).toEqual(alternates(page.body));
  });

  it('names no alternates on a page that does not exist', async () => {
    const page = await t.app.inject({ url: '/no-such-page', headers: { 'accept-language': 'es' } });
    expect(page.statusCode).toBe(404);
    expect(htmlLang(page.body)).toBe('es');
    expect(alternates(page.body)).toEqual([]);
  });
});
