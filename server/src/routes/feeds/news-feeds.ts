import type { FastifyPluginAsync } from 'fastify';
import { Feed } from 'feed';
import { siteOrigin } from '../../domain/account/site-url';
import { latestPublished } from '../../domain/news/news';

const FEED_SIZE = 20;

/**
 * RSS 2.0 at /news/rss.xml and Atom 1.0 at /news/atom.xml (issue 19): the latest published posts with
 * their safe HTML. Absolute links come from PUBLIC_URL, never from the request's Host header.
 * Public and session-free, so they live outside the API's session context and may be cached briefly.
 */
const newsFeeds: FastifyPluginAsync = async (app) => {
  const origin = siteOrigin(app.config);

  const build = async () => {
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
    for (const post of posts) {
      const link = `${origin}/news/${post.Slug}`;
      feed.addItem({
        title: post.Title,
        id: link,
        link,
        description: post.Excerpt,
        content: post.Html,
        date: new Date(post.DatePublished ?? post.DateUpdated),
        published: post.DatePublished ? new Date(post.DatePublished) : undefined,
        author: [{ name: post.author?.Username ?? 'The Guildhall team' }],
        image: post.Cover ? `${origin}${post.Cover}` : undefined,
      });
    }
    return feed;
  };

  app.get('/news/rss.xml', async (_request, reply) => {
    const xml = (await build()).rss2();
    return reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(xml);
  });
  app.get('/news/atom.xml', async (_request, reply) => {
    const xml = (await build()).atom1();
    return reply.type('application/atom+xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(xml);
  });
};
export default newsFeeds;
