import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, expect, test } from '@playwright/test';
import { shotPath } from './support';

// The site's pictures as other sites use them: a fan site on another origin shows avatars, icons,
// banners and share cards with <img>, and reads one into a canvas; a chat app's link preview shows
// the card the page's tags describe. And a phone can install the site (web app manifest).

const site = `http://127.0.0.1:${process.env.E2E_PORT ?? 8787}`;
let fanSite: Server;
let fanOrigin: string;
let pageHtml = '';

test.beforeAll(async () => {
  fanSite = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pageHtml));
  await new Promise<void>((resolve) => fanSite.listen(0, 'localhost', resolve));
  fanOrigin = `http://localhost:${(fanSite.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => fanSite.close(() => resolve())));

/** The Open Graph and Twitter tags of a page as an unfurler reads them. */
async function tagsOf(request: import('@playwright/test').APIRequestContext, path: string) {
  const html = await (await request.get(`${site}${path}`)).text();
  const tags: Record<string, string> = {};
  for (const [, key, value] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g))
    tags[key] ??= value
      .replace(/&amp;/g, '&')
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"');
  return tags;
}

test('another origin shows every kind of public picture, and reads one into a canvas', async ({ page, request }) => {
  const card = (await tagsOf(request, '/charid/1'))['og:image'];
  const pictures = [
    '/api/image/avatar/player/head/1/1',
    '/api/image/assets/item/original/1',
    '/api/image/guild/banner/1',
    card.replace(site, ''),
    '/og-image.png',
    '/favicon.svg',
    '/favicon.ico',
    '/apple-touch-icon.png',
  ];
  pageHtml = `<!doctype html><title>Fan site</title>${pictures.map((p) => `<img src="${site}${p}" width="64">`).join('')}<img id="canvas-source" crossorigin="anonymous" src="${site}${pictures[0]}">`;
  await page.goto(`${fanOrigin}/`);
  await expect.poll(() => page.evaluate(() => [...document.images].every((img) => img.complete))).toBe(true);
  const widths = await page.evaluate(() => [...document.images].map((img) => [img.getAttribute('src'), img.naturalWidth] as const));
  for (const [src, width] of widths) expect([src, width > 0]).toEqual([src, true]);
  // Read with CORS: the canvas stays readable (not tainted).
  const read = await page.evaluate(() => {
    const img = document.getElementById('canvas-source') as HTMLImageElement;
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    return context.getImageData(0, 0, 1, 1).data.length;
  });
  expect(read).toBe(4);
});

test('link previews built from the tags of a character, a guild, a ranking position and a news post', async ({ page, request }) => {
  const ranking = await (await request.get(`${site}/api/ranking/player/global?draw=1&start=0&length=1`)).json();
  const news = await (await request.get(`${site}/api/news?length=1`)).json();
  const paths = ['/charid/1', '/guild/1', `/ranking/player?category=global&player=${ranking.data[0].user.id}`, `/news/${news.data[0].Slug}`];
  const cards = [];
  for (const path of paths) {
    const tags = await tagsOf(request, path);
    expect(tags['og:title'], path).toBeTruthy();
    expect(tags['og:url'], path).toBe(`${site}${path}`);
    cards.push(tags);
  }
  const esc = (s = '') => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  // A chat message's embed: site name, title, description, and the picture as large or small card.
  pageHtml = `<!doctype html><title>Chat</title><style>
    body { background: #313338; font: 15px sans-serif; color: #dbdee1; padding: 16px; width: 560px }
    .embed { border-left: 4px solid #f0b429; background: #2b2d31; border-radius: 4px; padding: 10px 14px; margin: 12px 0; display: grid; gap: 6px }
    .small { grid-template-columns: 1fr 80px } .site { font-size: 12px; color: #b5bac1 } .title { color: #00a8fc; font-weight: 600 }
    .large img { width: 100%; border-radius: 4px } .small img { width: 80px; height: 80px; grid-row: 1 / 4; grid-column: 2; border-radius: 4px }
  </style>${cards
    .map((tags) => {
      const large = tags['twitter:card'] === 'summary_large_image';
      return `<div class="embed ${large ? 'large' : 'small'}"><div class="site">${esc(tags['og:site_name'])}</div><div class="title">${esc(tags['og:title'])}</div><div>${esc(tags['og:description'])}</div><img alt="${esc(tags['og:image:alt'])}" src="${esc(tags['og:image'])}"></div>`;
    })
    .join('')}`;
  await page.setViewportSize({ width: 600, height: 900 });
  await page.goto(`${fanOrigin}/`);
  await expect.poll(() => page.evaluate(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0))).toBe(true);
  await page.screenshot({ path: shotPath('embed-chat-cards'), fullPage: true });
});

test('the site can be installed: the manifest passes the browser installability check', async ({ launchOptions }) => {
  // Browser contexts of tests are private windows, where nothing can be installed: a profile on disk is not.
  const profile = mkdtempSync(path.join(tmpdir(), 'gh-install-'));
  const context = await chromium.launchPersistentContext(profile, launchOptions);
  try {
    const page = await context.newPage();
    await page.goto(`${site}/`);
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => {
        const { url } = await cdp.send('Page.getAppManifest');
        return url;
      })
      .toBe(`${site}/manifest.webmanifest`);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the icons, as a home screen and a tab show them', async ({ page }) => {
  pageHtml = `<!doctype html><title>Icons</title><body style="background:#ddd;display:flex;gap:16px;padding:16px;align-items:end">
    <img src="${site}/apple-touch-icon.png" style="border-radius:22%"><img src="${site}/icons/icon-192.png"><img src="${site}/icons/maskable-512.png" style="width:192px;border-radius:50%"><img src="${site}/favicon.ico" width="32"></body>`;
  await page.goto(`${fanOrigin}/`);
  await expect.poll(() => page.evaluate(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0))).toBe(true);
  await page.screenshot({ path: shotPath('embed-icons') });
});
