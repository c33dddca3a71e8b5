import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLParser } from 'fast-xml-parser';
import type { NewsPost } from '@contract/types/news';
import { createTestApp, clientFor, visitor, type TestApp, type TestClient } from '../../../test/test-app';

// The news feeds as feed readers take them (an independent parser reads both), and the news pages
// that lead to them: titles kept as text, no character that breaks XML, validators for polling,
// enclosures that name the real picture, an author readers understand, and ids that survive an
// edited slug (whose old address redirects).

const ORIGIN = 'https://guildhall.example';
const STAFF_ID = 4;
let t: TestApp;
let staff: TestClient;
let guest: TestClient;

beforeAll(async () => {
  t = await createTestApp({ players: 10, config: { PUBLIC_URL: ORIGIN } });
  staff = await clientFor(t.app, STAFF_ID);
  guest = await visitor(t.app);
});
afterAll(() => t?.close());

const publish = async (fields: Record<string, string>, id?: number) => {
  const res = await staff.post(id ? `/api/dashboard/news/${id}` : '/api/dashboard/news', { IsPublished: true, Body: 'Body.', ...fields });
  expect([res.statusCode, res.body]).toEqual([id ? 200 : 201, res.body]);
  return res.json().post as NewsPost;
};
const feeds = async () => ({ rss: parseFeed((await guest.get('/news/rss.xml')).body), atom: parseFeed((await guest.get('/news/atom.xml')).body) });
const itemOf = (feed: ReturnType<typeof parseFeed>, slug: string) => feed.items.find((i) => i.url === `${ORIGIN}/news/${slug}`)!;

/** The title a reader shows: Atom's type="html" is markup (RFC 4287 §3.1.1.2), its tags are not shown. */
function shownTitle(item: ReturnType<typeof parseFeed>['items'][number]): string {
  const title = item.element.findElementWithName('title')!;
  if (title.getAttribute('type') !== 'html') return item.title!;
  const decoded = title.textContent.replace(/<[^>]*>/g, '');
  return decoded
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

describe('the news feeds', () => {
  it('keep a title with markup characters as text, and drop characters XML cannot hold', async () => {
    const post = await publish({ Title: 'Patch <news> & notes\u0008\u000B\u001B\uFFFE' });
    const xml = { rss: (await guest.get('/news/rss.xml')).body, atom: (await guest.get('/news/atom.xml')).body };
    for (const body of Object.values(xml)) for (const c of ['\u0008', '\u000B', '\u001B', '\uFFFE']) expect(body).not.toContain(c);
    const { rss, atom } = await feeds();
    expect(itemOf(rss, post.Slug).title).toBe('Patch <news> & notes');
    expect(shownTitle(itemOf(atom, post.Slug))).toBe('Patch <news> & notes');
  });

  it('carry an ETag and Last-Modified: an unchanged feed is a 304, a new post changes it', async () => {
    await publish({ Title: 'Polling' });
    for (const url of ['/news/rss.xml', '/news/atom.xml']) {
      const first = await guest.get(url);
      expect(first.headers.etag).toBeDefined();
      expect(Date.parse(String(first.headers['last-modified']))).toBeGreaterThan(0);
      const byTag = await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect([url, byTag.statusCode, byTag.body]).toEqual([url, 304, '']);
      const byDate = await t.app.inject({ url, headers: { 'if-modified-since': String(first.headers['last-modified']) } });
      expect([url, byDate.statusCode]).toEqual([url, 304]);
    }
    const before = await guest.get('/news/rss.xml');
    await publish({ Title: 'Another post' });
    const after = await t.app.inject({ url: '/news/rss.xml', headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Another post');
  });

  it('give a cover enclosure the type and length of the real picture, also without a file extension', async () => {
    const cover = '/api/image/avatar/player/head/1/1';
    const picture = await t.app.inject({ url: cover, headers: { accept: 'image/png' } });
    const post = await publish({ Title: 'With a cover', Cover: cover });
    const { rss, atom } = await feeds();
    for (const feed of [rss, atom]) {
      const [media] = itemOf(feed, post.Slug).media;
      expect(media.url).toBe(`${ORIGIN}${cover}`);
      expect(media.mimeType).toBe(String(picture.headers['content-type']).split(';')[0]);
      expect(media.length).toBe(picture.rawPayload.length);
    }
  });

  it('name the writer in RSS as dc:creator, not as a bare name in <author> (an e-mail field)', async () => {
    const post = await publish({ Title: 'Who wrote this' });
    const xml = (await guest.get('/news/rss.xml')).body;
    const channel = new XMLParser({ ignoreAttributes: false }).parse(xml).rss.channel;
    const item = [channel.item].flat().find((i: { link: string }) => i.link === `${ORIGIN}/news/${post.Slug}`);
    expect(item.author === undefined || /^\S+@\S+ \(.+\)$/.test(item.author)).toBe(true);
    expect(item['dc:creator']).toBe('staffdemo');
    expect(itemOf(parseFeed(xml), post.Slug).authors.map((a) => a.name)).toContain('staffdemo');
  });

  it('keep an item id across a slug edit, and the old address redirects to the new one', async () => {
    const post = await publish({ Title: 'Moving post', Slug: 'first-address' });
    const idBefore = itemOf((await feeds()).atom, 'first-address').id;
    const rssIdBefore = itemOf((await feeds()).rss, 'first-address').id;
    await publish({ Title: 'Moving post', Slug: 'second-address' }, post.id);
    const { rss, atom } = await feeds();
    expect(itemOf(atom, 'second-address').id).toBe(idBefore);
    expect(itemOf(rss, 'second-address').id).toBe(rssIdBefore);
    expect(itemOf(atom, 'first-address')).toBeUndefined();

    const old = await guest.get('/news/first-address');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/news/second-address');
    expect((await guest.get('/news/second-address')).statusCode).toBe(200);
    // A third address: both earlier ones lead to it; taking back the first leaves no redirect on it.
    await publish({ Title: 'Moving post', Slug: 'third-address' }, post.id);
    expect((await guest.get('/news/first-address')).headers.location).toBe('/news/third-address');
    expect((await guest.get('/news/second-address')).headers.location).toBe('/news/third-address');
    await publish({ Title: 'Moving post', Slug: 'first-address' }, post.id);
    expect((await guest.get('/news/first-address')).statusCode).toBe(200);
  });

  it('read excerpts as sentences: a heading does not run into the sentence after it', async () => {
    const post = await publish({ Title: 'Patch notes', Body: '## Fixes\n\nGuild logs now page correctly.\n\n- Faster maps\n- New quests' });
    expect(post.Excerpt).toBe('Fixes. Guild logs now page correctly. Faster maps. New quests.');
    const { rss } = await feeds();
    expect(itemOf(rss, post.Slug).description).toBe('Fixes. Guild logs now page correctly. Faster maps. New quests.');
  });

  it('are found from the home page and the news page (autodiscovery)', async () => {
    for (const page of ['/', '/news']) {
      const html = (await guest.get(page)).body;
      expect(html).toContain(`<link rel="alternate" type="application/rss+xml" title="Guildhall news (RSS)" href="${ORIGIN}/news/rss.xml">`);
      expect(html).toContain(`<link rel="alternate" type="application/atom+xml" title="Guildhall news (Atom)" href="${ORIGIN}/news/atom.xml">`);
    }
  });
});

describe('the staff cover field', () => {
  it('refuses a cover that is not a picture on the site, and stores nothing', async () => {
    const before = (await staff.get('/api/dashboard/news')).json().data.length;
    for (const Cover of ['string', '/api/image/avatar/player/head/999999/1', '/news']) {
      const res = await staff.post('/api/dashboard/news', { Title: 'Bad cover', Body: 'x', Cover });
      expect([Cover, res.statusCode]).toEqual([Cover, 422]);
      expect(res.json().errors.Cover[0]).toMatch(/must be a picture on this site/);
    }
    expect((await staff.get('/api/dashboard/news')).json().data.length).toBe(before);
  });
});
