import type { FastifyPluginAsync } from 'fastify';
import { findBySlug, movedSlug } from '../../../domain/news/news';
import { pageText } from '../../../lib/page-text';
import { linkLanguage } from '../../../lib/request-language';

/**
 * Deep links to /news unfurl with the list's name, and to /news/{slug} with the post's title, opening
 * words and cover: the list's words follow the language the link names, a post is content and stays as written.
 */
const newsPageMeta: FastifyPluginAsync = async (app) => {
  app.registerPageMeta('/news', async (_params, request) => {
    const { say } = pageText(linkLanguage(request));
    return { title: say('News'), description: say('News and updates from the Guildhall team.') };
  });
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
