import type { FastifyPluginAsync } from 'fastify';
import { findBySlug, movedSlug } from '../../../domain/news/news';

/** Deep links to /news/{slug} unfurl with the post's title, opening words and cover. */
const newsPageMeta: FastifyPluginAsync = async (app) => {
  app.registerPageMeta('/news/:slug', async ({ slug }, request) => {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return null;
    const post = await findBySlug(app.db, slug, { staff: request.currentUser?.Role === 'staff' });
    if (!post) {
      const moved = await movedSlug(app.db, slug);
      return moved ? { redirect: `/news/${moved}` } : null;
    }
    return {
      title: post.Title,
      description: post.Excerpt,
      image: post.Cover ?? undefined,
      // A draft shown to staff has no publication date yet.
      ...(post.DatePublished ? { article: { publishedTime: post.DatePublished, modifiedTime: post.DateUpdated } } : {}),
    };
  });
};
export default newsPageMeta;
