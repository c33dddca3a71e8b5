import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import sharp from 'sharp';
import { validateXML } from 'xmllint-wasm';
import { and, count, eq, isNull } from 'drizzle-orm';
import { repoRoot } from '../../app';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { guilds, items, monsters, newsPosts, privacySettings, users } from '../../db/schema/index';
import { sitemapIndex, sitemapPage } from '../../domain/sitemap/sitemap';

// The files crawlers, browsers and phones ask for by name are there (not the SPA's 404 page): robots.txt
// pointing to a sitemap index that lists every public page, a web app manifest with the icons an
// install needs, favicon.ico, apple-touch-icon.png and security.txt.

const ORIGIN = 'https://guildhall.example';
const schema = (name: string) => ({ fileName: name, contents: readFileSync(path.join(repoRoot, 'server/test/fixtures/sitemaps', name), 'utf8') });
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' || name === 'sitemap' });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ players: 30, config: { PUBLIC_URL: ORIGIN } });
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function expectValid(xml: string, xsd: string) {
  const result = await validateXML({ xml: { fileName: 'doc.xml', contents: xml }, schema: schema(xsd) });
  expect(result.errors).toEqual([]);
  expect(result.valid).toBe(true);
}

describe('robots.txt and the sitemap', () => {
  it('robots.txt names the sitemap index', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toContain(`\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });

  it('lists every public character, guild, wiki entry and published post in sitemaps valid against the sitemaps.org schemas', async () => {
    // A player who hides from searches, and a draft, are not handed to crawlers.
    await t.app.db
      .insert(privacySettings)
      .values({ UserID: 7, HideFromSearch: true })
      .onConflictDoUpdate({ target: privacySettings.UserID, set: { HideFromSearch: true } });
    await t.app.db.insert(newsPosts).values([
      { Slug: 'live-post', Title: 'Live', Body: 'x', Status: 'published', DatePublished: new Date() },
      { Slug: 'draft-post', Title: 'Draft', Body: 'x', Status: 'draft' },
    ]);

    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    await expectValid(index.body, 'siteindex.xsd');
    const refs = parser.parse(index.body).sitemapindex.sitemap as { loc: string; lastmod?: string }[];
    const locs: string[] = [];
    for (const ref of refs) {
      expect(ref.loc.startsWith(`${ORIGIN}/sitemaps/`)).toBe(true);
      const res = await get(ref.loc.slice(ORIGIN.length));
      expect([ref.loc, res.statusCode]).toEqual([ref.loc, 200]);
      await expectValid(res.body, 'sitemap.xsd');
      locs.push(...(parser.parse(res.body).urlset.url as { loc: string }[]).map((u) => u.loc));
    }
    expect(new Set(locs).size).toBe(locs.length);

    const listed = (prefix: string) => locs.filter((loc) => loc.startsWith(`${ORIGIN}${prefix}`));
    const [{ players }] = await t.app.db.select({ players: count() }).from(users).where(isNull(users.DeletedAt));
    expect(listed('/charid/')).toHaveLength(players - 1);
    expect(locs).not.toContain(`${ORIGIN}/charid/7`);
    const [{ guildCount }] = await t.app.db.select({ guildCount: count() }).from(guilds);
    expect(listed('/guild/')).toHaveLength(guildCount);
    const [{ itemCount }] = await t.app.db.select({ itemCount: count() }).from(items);
    expect(listed('/wiki/item/')).toHaveLength(itemCount);
    const [{ monsterCount }] = await t.app.db.select({ monsterCount: count() }).from(monsters);
    expect(listed('/wiki/monster/')).toHaveLength(monsterCount);
    const published = await t.app.db.select({ Slug: newsPosts.Slug }).from(newsPosts).where(eq(newsPosts.Status, 'published'));
    expect(listed('/news/').sort()).toEqual(published.map((p) => `${ORIGIN}/news/${p.Slug}`).sort());
    expect(locs).not.toContain(`${ORIGIN}/news/draft-post`);
    expect(locs).toContain(`${ORIGIN}/`);
    // The news sitemap says when the news last changed.
    expect(refs.find((r) => r.loc.includes('/sitemaps/news-'))?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // Every listed page is a real page, not a 404.
    for (const loc of [listed('/charid/')[0], listed('/guild/')[0], listed('/wiki/item/')[0], `${ORIGIN}/news/live-post`]) {
      expect([loc, (await get(loc.slice(ORIGIN.length))).statusCode]).toEqual([loc, 200]);
    }
    expect((await get('/sitemaps/characters-999.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/nothing-1.xml')).statusCode).toBe(404);
  });

  it('cuts each kind of page into sitemaps of at most the page size, read by id ranges', async () => {
    const [{ top }] = await t.app.db
      .select({ top: count() })
      .from(users)
      .where(and(isNull(users.DeletedAt)));
    const refs = (await sitemapIndex(t.app.db, 8)).filter((r) => r.file.startsWith('characters-'));
    expect(refs.length).toBe(Math.ceil(top / 8));
    const ids: string[] = [];
    for (const ref of refs) {
      const rows = (await sitemapPage(t.app.db, ref.file, 8))!;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThanOrEqual(8);
      ids.push(...rows.map((r) => r.path));
    }
    expect(ids).toEqual(ids.slice().sort((a, b) => Number(a.split('/')[2]) - Number(b.split('/')[2])));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the web app manifest and the icons', () => {
  it('describes an installable app whose icons are PNGs of the sizes they declare', async () => {
    const page = await get('/');
    expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(page.body).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json();
    expect(manifest).toMatchObject({ name: 'Guildhall', short_name: 'Guildhall', start_url: '/', display: 'standalone' });
    const sizes = new Set<string>();
    for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
      const file = await get(icon.src);
      expect([icon.src, file.statusCode, file.headers['content-type']]).toEqual([icon.src, 200, 'image/png']);
      const { width, height, format } = await sharp(file.rawPayload).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
      expect(format).toBe('png');
      sizes.add(icon.sizes);
    }
    // What browsers need to offer the install: a 192 and a 512 pixel icon.
    expect([...sizes]).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });

  it("describes the app in the page's language, the name kept", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=de">');
    const german = (await get('/manifest.webmanifest?lang=de')).json();
    expect(german).toMatchObject({
      name: 'Guildhall',
      lang: 'de',
      description: 'Charaktere, Gilden, Rankings, das Spiel-Wiki, Wetten und der Shop unseres Online-Rollenspiels.',
    });
    expect((await get('/manifest.webmanifest?lang=pt-BR')).json()).toMatchObject({
      lang: 'pt-BR',
      description: expect.stringMatching(/^Personagens, guildas/),
    });
    // A link without a language, or one the site does not speak, gets English.
    for (const url of ['/manifest.webmanifest', '/manifest.webmanifest?lang=xx']) {
      expect((await get(url)).json()).toMatchObject({ lang: 'en', description: expect.stringMatching(/^Characters, guilds/) });
    }
  });

  it('serves apple-touch-icon.png and favicon.ico', async () => {
    const touch = await get('/apple-touch-icon.png');
    expect(touch.statusCode).toBe(200);
    const meta = await sharp(touch.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 180, 180]);

    const ico = await get('/favicon.ico');
    expect(ico.statusCode).toBe(200);
    expect(ico.headers['content-type']).toBe('image/x-icon');
    const body = ico.rawPayload;
    // ICONDIR: reserved 0, type 1 (icon), then its images; each one a PNG at the offset its entry names.
    expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
    const images = body.readUInt16LE(4);
    expect(images).toBeGreaterThan(0);
    for (let i = 0; i < images; i++) {
      const size = body.readUInt8(6 + 16 * i) || 256;
      const offset = body.readUInt32LE(6 + 16 * i + 12);
      const length = body.readUInt32LE(6 + 16 * i + 8);
      const png = await sharp(body.subarray(offset, offset + length)).metadata();
      expect([png.format, png.width]).toEqual(['png', size]);
    }
  });
});

describe('security.txt', () => {
  it('says where to report a vulnerability, and expires within a year (RFC 9116)', async () => {
    const res = await get('/.well-known/security.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^Contact: mailto:\S+@\S+$/m);
    const expires = Date.parse(/^Expires: (.+)$/m.exec(res.body)![1]);
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThan(Date.now() + 366 * 86_400_000);
    expect(res.body).toContain(`Canonical: ${ORIGIN}/.well-known/security.txt`);
  });
});
