import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Feed } from 'feed';
import { siteOrigin } from '../../domain/account/site-url';
import { latestPublished } from '../../domain/news/news';
import { notModified } from '../../lib/conditional-get';
import { pictureFactsOf } from '../../lib/picture-facts';
import { sha256 } from '../../lib/sha256';

const FEED_SIZE = 20;

/** Characters XML 1.0 cannot hold at all (C0 controls but tab and newlines, lone surrogates, U+FFFE/FFFF): one would make the whole feed unreadable. */
// eslint-disable-next-line no-control-regex -- naming the control characters is the point
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const xmlSafe = (s: string) => s.replace(NOT_XML, '');
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * RSS 2.0 at /news/rss.xml and Atom 1.0 at /news/atom.xml: the latest published posts with
 * their safe HTML. Absolute links come from PUBLIC_URL, never from the request's Host header.
 * Public and session-free, so they live outside the API's session context and may be cached briefly;
 * an ETag and Last-Modified let a reader's poll be a 304.
 */
const newsFeeds: FastifyPluginAsync = async (app) => {
  const origin = siteOrigin(app.config);
  const host = new URL(origin).hostname;
  const pictureFacts = pictureFactsOf(app);

  const build = async (kind: 'rss' | 'atom') => {
    const posts = await latestPublished(app.db, FEED_SIZE);
    const updated = posts.reduce<Date>((latest, p) => (new Date(p.DateUpdated) > latest ? new Date(p.DateUpdated) : latest), new Date(0));
    const feed = new Feed({
      title: 'Guildhall news',
      description: 'News of the game from the Guildhall team.',
      id: `${origin}/news`,
      link: `${origin}/news`,
      language: 'en',
      image: `${origin}/og-image.png`,
      favicon: `${origin}/favicon.svg`,
      copyright: `© ${new Date().getFullYear()} Guildhall`,
      updated: posts.length ? updated : new Date(0),
      generator: 'Guildhall',
      feedLinks: { rss: `${origin}/news/rss.xml`, atom: `${origin}/news/atom.xml` },
      author: { name: 'The Guildhall team', link: origin },
    });
    const enclosureTypes = new Map<string, string>();
    for (const post of posts) {
      const link = `${origin}/news/${post.Slug}`;
      const title = xmlSafe(post.Title);
      const author = xmlSafe(post.author?.Username ?? 'The Guildhall team');
      const cover = post.Cover ? await pictureFacts(post.Cover) : null;
      const coverUrl = cover ? `${origin}${post.Cover}` : null;
      if (coverUrl) enclosureTypes.set(coverUrl, cover!.type);
      feed.addItem({
        title,
        // The post's number, not its address: an edited slug is the same post to a reader.
        id: `tag:${host},2026:news-${post.id}`,
        link,
        description: xmlSafe(post.Excerpt),
        content: xmlSafe(post.Html),
        date: new Date(post.DatePublished ?? post.DateUpdated),
        published: post.DatePublished ? new Date(post.DatePublished) : undefined,
        // RSS's <author> is an e-mail address: the writer's name goes in dc:creator instead.
        ...(kind === 'atom' ? { author: [{ name: author }] } : { extensions: [{ name: 'dc:creator', objects: { _text: author } }] }),
        ...(coverUrl ? { image: { url: coverUrl, type: cover!.type, length: cover!.length } } : {}),
      });
    }
    let xml = kind === 'atom' ? feed.atom1() : feed.rss2();
    // The library declares Atom entry titles as HTML; a title is plain text ("<news>" is three words
    // and brackets, not a tag a reader should drop), so it goes out as text, escaped.
    if (kind === 'atom')
      xml = xml.replace(/<title type="html"><!\[CDATA\[([\s\S]*?)\]\]><\/title>/g, (_whole, text: string) => `<title type="text">${escapeXml(text)}</title>`);
    return {
      // The library names an enclosure's type after its file extension; the real type is known.
      xml: xml.replace(/(<(?:link rel="enclosure" href|enclosure url)="([^"]*)"[^>]*?type=")[^"]*"/g, (whole, head: string, url: string) => {
        const type = enclosureTypes.get(url.replace(/&amp;/g, '&'));
        return type ? `${head}${type}"` : whole;
      }),
      updated: posts.length ? updated : null,
    };
  };

  const send = async (request: FastifyRequest, reply: FastifyReply, kind: 'rss' | 'atom') => {
    const { xml, updated } = await build(kind);
    const etag = `W/"${sha256(xml).slice(0, 27)}"`;
    reply.header('cache-control', 'public, max-age=300').header('etag', etag);
    if (updated) reply.header('last-modified', updated.toUTCString());
    if (notModified(request, { etag, lastModified: updated ?? undefined })) return reply.code(304).send();
    return reply.type(kind === 'atom' ? 'application/atom+xml; charset=utf-8' : 'application/rss+xml; charset=utf-8').send(xml);
  };
  app.get('/news/rss.xml', async (request, reply) => send(request, reply, 'rss'));
  app.get('/news/atom.xml', async (request, reply) => send(request, reply, 'atom'));
};
export default newsFeeds;
