import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ogs from 'open-graph-scraper';
import sharp from 'sharp';
import { createTestApp, clientFor, type TestApp } from './test-app';

// Links shared in chat, as an unfurler reads them (open-graph-scraper, over HTTP from the running
// server): the address to follow keeps what the link shows, the picture has its size and a text,
// small pictures get the small card, news posts are dated articles, every page names its canonical address.

const ORIGIN = 'https://guildhall.example';
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ players: 12, config: { PUBLIC_URL: ORIGIN } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

async function unfurl(path: string) {
  const { result, html } = await ogs({ url: `${base}${path}` });
  const canonical = /<link rel="canonical" href="([^"]*)">/.exec(html ?? '')?.[1]?.replace(/&amp;/g, '&');
  return { ...result, canonical };
}

/** The size of a site picture as served. */
async function sizeOf(url: string) {
  const res = await t.app.inject({ url: url.replace(ORIGIN, ''), headers: { accept: 'image/png' } });
  const { width, height } = await sharp(res.rawPayload).metadata();
  return { width, height };
}

describe('unfurled links', () => {
  it('a character and a guild: the share card with its size and a text, the large card, a canonical address', async () => {
    for (const path of ['/charid/1', '/guild/1']) {
      const card = await unfurl(path);
      expect(card.ogUrl).toBe(`${ORIGIN}${path}`);
      expect(card.canonical).toBe(`${ORIGIN}${path}`);
      const [image] = card.ogImage!;
      expect(image.url).toMatch(new RegExp(`^${ORIGIN}/api/card/`));
      expect({ width: Number(image.width), height: Number(image.height) }).toEqual(await sizeOf(image.url));
      expect(image.alt).toBeTruthy();
      expect(card.twitterCard).toBe('summary_large_image');
      expect(card.twitterImage?.[0]?.alt).toBeTruthy();
    }
  });

  it('a ranking position: og:url and the canonical address keep the position, not the plain ranking', async () => {
    const ranking = (await t.app.inject({ url: '/api/ranking/player/global?draw=1&start=0&length=1' })).json();
    const player = ranking.data[0].user.id;
    const path = `/ranking/player?category=global&player=${player}`;
    const card = await unfurl(path);
    expect(card.ogUrl).toBe(`${ORIGIN}${path}`);
    expect(card.canonical).toBe(`${ORIGIN}${path}`);
    expect(card.ogImage![0].url).toMatch(new RegExp(`^${ORIGIN}/api/card/ranking/`));
    expect(Number(card.ogImage![0].width)).toBe(1200);
  });

  it('a news post: an article with its publication date', async () => {
    const staff = await clientFor(t.app, 4);
    const post = (await staff.post('/api/dashboard/news', { Title: 'Winter patch', Body: 'Snow everywhere.', IsPublished: true })).json().post;
    const card = await unfurl(`/news/${post.Slug}`);
    expect(card.ogType).toBe('article');
    expect(card.articlePublishedTime).toBe(post.DatePublished);
    expect(card.ogUrl).toBe(`${ORIGIN}/news/${post.Slug}`);
  });

  it('a wiki item whose picture is under the large card minimum (300×157) gets the small card, with the real size', async () => {
    const card = await unfurl('/wiki/item/1');
    const [image] = card.ogImage!;
    const real = await sizeOf(image.url);
    expect(real.width).toBeLessThan(300);
    expect({ width: Number(image.width), height: Number(image.height) }).toEqual(real);
    expect(card.twitterCard).toBe('summary');
  });
});
