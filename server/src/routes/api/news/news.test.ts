import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { NewsListAnswer, NewsPost, NewsSummary } from '@contract/types/news';
import { createTestApp, clientFor, visitor, type TestApp, type TestClient } from '../../../../test/test-app';
import { newsPosts } from '../../../db/schema/index';

// News: staff write, everyone reads; hostile Markdown renders to nothing that runs; the
// RSS 2.0 and Atom feeds are well-formed and carry what the specifications require.

let t: TestApp;
let staff: TestClient;
let player: TestClient;
let guest: TestClient;
const STAFF_ID = 4;

beforeAll(async () => {
  t = await createTestApp({ players: 10 });
  staff = await clientFor(t.app, STAFF_ID);
  player = await clientFor(t.app, 1);
  guest = await visitor(t.app);
});
afterAll(() => t?.close());

const write = (client: TestClient, fields: Record<string, string | boolean>, id?: number) =>
  client.post(id ? `/api/dashboard/news/${id}` : '/api/dashboard/news', fields);
const postCount = async () => (await t.app.db.select({ id: newsPosts.id }).from(newsPosts)).length;

describe('writing news', () => {
  it('is for staff only: visitors get 401, players 403, and nothing is stored', async () => {
    const before = await postCount();
    expect((await write(guest, { Title: 'x', Body: 'y' })).statusCode).toBe(401);
    expect((await write(player, { Title: 'x', Body: 'y' })).statusCode).toBe(403);
    // Told who may write before the fields are judged.
    expect((await write(guest, {})).statusCode).toBe(401);
    expect((await write(player, {}, 1)).statusCode).toBe(403);
    expect((await player.get('/api/dashboard/news')).statusCode).toBe(403);
    expect((await write(staff, { Title: 'x', Body: 'y' }, undefined)).statusCode).toBe(201);
    expect(await postCount()).toBe(before + 1);
  });

  it('needs the CSRF token', async () => {
    const res = await staff.post('/api/dashboard/news', { Title: 'No token', Body: 'x' }, { csrf: false });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a missing title or body, a taken slug and a cover off the site, with field errors', async () => {
    const before = await postCount();
    const res = await write(staff, { Title: '', Body: '', Slug: 'Bad Slug!', Cover: 'https://evil.example/x.png' });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.Title).toEqual(['The title field is required.']);
    expect(errors.Body).toEqual(['The body field is required.']);
    expect(errors.Slug[0]).toMatch(/lower-case letters, digits and single hyphens/);
    expect(errors.Cover[0]).toMatch(/must be a path on this site/);
    await write(staff, { Title: 'Taken', Body: 'x', Slug: 'taken-slug' });
    const taken = await write(staff, { Title: 'Other', Body: 'x', Slug: 'taken-slug' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.Slug).toEqual(['The slug has already been taken.']);
    expect(await postCount()).toBe(before + 1);
  });

  it('takes a blank slug and cover as none, and drops the spaces around the title', async () => {
    const res = await write(staff, { Title: '  Blank slug and cover  ', Body: 'x', Slug: ' ', Cover: '  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().post).toMatchObject({ Title: 'Blank slug and cover', Slug: 'blank-slug-and-cover', Cover: null });
  });

  it('keeps drafts out of the public list until published, then stamps the publication date once', async () => {
    const draft = (await write(staff, { Title: 'Winter event: the frozen keep', Body: 'Soon.' })).json().post as NewsPost;
    expect(draft).toMatchObject({ Slug: 'winter-event-the-frozen-keep', Status: 'draft', DatePublished: null });
    const publicList = async () => (await guest.get('/api/news?length=50')).json<NewsListAnswer>().data.map((p) => p.Slug);
    expect(await publicList()).not.toContain(draft.Slug);
    expect((await guest.get(`/api/news/${draft.Slug}`)).statusCode).toBe(404);
    // Staff can open their draft in place.
    expect((await staff.get(`/api/news/${draft.Slug}`)).statusCode).toBe(200);

    const published = await write(staff, { Title: 'Winter event: the frozen keep', Body: 'Now **live**.', IsPublished: true }, draft.id);
    expect(published.statusCode).toBe(200);
    expect(published.json().message).toBe('The post is published.');
    const first = published.json().post as NewsPost;
    expect(first.DatePublished).not.toBeNull();
    expect(await publicList()).toContain(draft.Slug);
    const again = (await write(staff, { Title: 'Winter event: the frozen keep', Body: 'Edited.', IsPublished: true }, draft.id)).json();
    expect(again.message).toBe('The post is saved.');
    expect(again.post.DatePublished).toBe(first.DatePublished);
    expect(again.post.Slug).toBe(draft.Slug);
  });

  it('gives a title that is already used the next free slug', async () => {
    const a = (await write(staff, { Title: 'Patch notes', Body: 'a' })).json().post;
    const b = (await write(staff, { Title: 'Patch notes', Body: 'b' })).json().post;
    expect(a.Slug).toBe('patch-notes');
    expect(b.Slug).toBe('patch-notes-2');
  });

  it('deletes a post', async () => {
    const post = (await write(staff, { Title: 'Oops', Body: 'x', IsPublished: true })).json().post;
    expect((await player.post(`/api/dashboard/news/${post.id}/delete`)).statusCode).toBe(403);
    expect((await staff.post(`/api/dashboard/news/${post.id}/delete`)).statusCode).toBe(200);
    expect((await guest.get(`/api/news/${post.Slug}`)).statusCode).toBe(404);
    expect((await staff.post(`/api/dashboard/news/${post.id}/delete`)).statusCode).toBe(404);
  });
});

describe('reading news', () => {
  it('renders hostile Markdown to HTML with nothing that runs, in the API and the page meta', async () => {
    const body = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(2)>',
      '[a](javascript:alert(3))',
      '![b](javascript:alert(4))',
      '<a href="javascript:alert(5)">c</a>',
      '[d](//evil.example)',
      '**fine**',
    ].join('\n\n');
    const post = (await write(staff, { Title: '<b>Hostile</b> "title"', Body: body, IsPublished: true })).json().post as NewsPost;
    const read = (await guest.get(`/api/news/${post.Slug}`)).json<NewsPost>();
    // Raw HTML comes out as visible text; no real tag carries a handler or a dangerous URL.
    expect(read.Html).not.toMatch(/<(script|iframe|svg)\b/i);
    expect(read.Html).not.toMatch(/<[a-z][^>]*\son\w+=/i);
    expect(read.Html).not.toMatch(/(href|src)="\s*(javascript:|\/\/)/i);
    expect(read.Html).toContain('<strong>fine</strong>');
    expect(read.Html).toContain('&lt;script&gt;');
    // The excerpt is plain text (what staff typed, shown as text): escaped wherever a page embeds it.
    expect(read.Excerpt.startsWith('<script>alert(1)</script>')).toBe(true);

    const page = await guest.get(`/news/${post.Slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta property="og:title" content="&lt;b&gt;Hostile&lt;/b&gt; &quot;title&quot; · Guildhall">');
    expect(page.body).toContain('<meta property="og:description" content="&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<script>alert(');
    expect((await guest.get('/news/no-such-post')).statusCode).toBe(404);
  });

  it('lists pinned posts first, then the newest, a page at a time', async () => {
    for (let i = 1; i <= 4; i++) await write(staff, { Title: `Listed ${i}`, Body: `Post ${i}`, IsPublished: true });
    await write(staff, { Title: 'Pinned rules', Body: 'Read me', IsPublished: true, IsPinned: true });
    // The demo world has a pinned welcome post too: both pinned posts lead, the newer first.
    const first = (await guest.get('/api/news?length=4')).json<NewsListAnswer>();
    expect(first.data.map((p: NewsSummary) => p.Title)).toEqual(['Pinned rules', 'Welcome to Guildhall', 'Listed 4', 'Listed 3']);
    expect(first.data[0].Pinned).toBe(true);
    expect(first.pageCount).toBe(Math.ceil(first.total / 4));
    const second = (await guest.get('/api/news?length=4&page=2')).json<NewsListAnswer>();
    expect(second.data[0].Title).toBe('Listed 2');
    // Paging parameters out of range fall back to defaults instead of failing.
    expect((await guest.get('/api/news?page=-1&length=abc')).statusCode).toBe(200);
    expect((await guest.get('/api/news?page=1&page=2')).statusCode).toBe(200);
  });
});

describe('feeds', () => {
  const parser = new XMLParser({ ignoreAttributes: false });

  it('serves RSS 2.0 with the channel and item elements the specification requires', async () => {
    await write(staff, { Title: 'Feed & <friends>', Body: 'Hello **feed**', IsPublished: true });
    const res = await guest.get('/news/rss.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(XMLValidator.validate(res.body)).toBe(true);
    const rss = parser.parse(res.body).rss;
    expect(rss['@_version']).toBe('2.0');
    const { channel } = rss;
    for (const required of ['title', 'link', 'description']) expect(channel[required], required).toBeTruthy();
    const items = [channel.item].flat();
    const item = items.find((i: { title: string }) => i.title === 'Feed & <friends>');
    expect(item.link).toMatch(/^http:\/\/localhost:\d+\/news\/feed-friends$/);
    expect(item.guid).toBeTruthy();
    expect(new Date(item.pubDate).toString()).not.toBe('Invalid Date');
    expect(item['content:encoded']).toContain('<strong>feed</strong>');
  });

  it('serves Atom 1.0 with id, title, updated and a link for the feed and every entry', async () => {
    const res = await guest.get('/news/atom.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/atom\+xml/);
    expect(XMLValidator.validate(res.body)).toBe(true);
    const feed = parser.parse(res.body).feed;
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    for (const required of ['id', 'title', 'updated']) expect(feed[required], required).toBeTruthy();
    const entries = [feed.entry].flat();
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      // The post's number, not its address: an id that survives an edited slug.
      expect(entry.id).toMatch(/^tag:localhost,2026:news-\d+$/);
      expect(entry.title).toBeTruthy();
      expect(new Date(entry.updated).toString()).not.toBe('Invalid Date');
      expect([entry.link].flat()[0]['@_href']).toMatch(/\/news\//);
    }
    // Drafts never reach a feed.
    await write(staff, { Title: 'Secret draft', Body: 'x' });
    expect((await guest.get('/news/atom.xml')).body).not.toContain('Secret draft');
  });
});
