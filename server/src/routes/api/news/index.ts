import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { NewsDraft, NewsListAnswer, NewsPost, NewsSaveAnswer, NewsSummary } from '@contract/types/news';
import { newsPostSchema } from '@contract/forms/news-post';
import { validateForm } from '@contract/forms/validate';
import { notFound, ValidationFailed } from '../../../lib/http-errors';
import { requireStaff } from '../../../plugins/session';
import { deletePost, findBySlug, findForStaff, listAllForStaff, listPublished, NEWS_PAGE_MAX, savePost } from '../../../domain/news/news';
import { idParam } from '../bets/id-param';
import newsPageMeta from './page-meta';
import { newsPublishedMessage } from '../../../domain/community/webhooks';
import { PUBLIC_READ } from '../../../plugins/public-read';

/**
 * News (issue 19):
 * - GET  /api/news?page=&length=            published posts, pinned first, newest first (length ≤ 50)
 * - GET  /api/news/{slug}                   one published post with safe HTML (staff also see drafts)
 * - GET  /api/dashboard/news                staff: every post, drafts included
 * - GET  /api/dashboard/news/{id}           staff: one post with its Markdown source
 * - POST /api/dashboard/news                staff: create (Title, Slug?, Body, Cover?, IsPublished, IsPinned)
 * - POST /api/dashboard/news/{id}           staff: update, same fields
 * - POST /api/dashboard/news/{id}/delete    staff: delete
 */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A whole number from the query within bounds, else the default: a listing never refuses paging. */
function queryInt(request: FastifyRequest, key: string, fallback: number, max: number): number {
  const raw = (request.query as Record<string, unknown> | undefined)?.[key];
  const n = typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

const routes: FastifyPluginAsync = async (app) => {
  app.get('/api/news', PUBLIC_READ, async (request): Promise<NewsListAnswer> =>
    listPublished(app.db, { page: queryInt(request, 'page', 1, 100_000), length: queryInt(request, 'length', 10, NEWS_PAGE_MAX) }),
  );

  app.get('/api/news/:slug', PUBLIC_READ, async (request): Promise<NewsPost> => {
    const { slug } = request.params as { slug: string };
    const post = SLUG.test(slug) ? await findBySlug(app.db, slug, { staff: request.currentUser?.Role === 'staff' }) : null;
    if (!post) throw notFound('The post');
    return post;
  });

  app.get('/api/dashboard/news', async (request): Promise<{ data: NewsSummary[] }> => {
    requireStaff(request);
    return { data: await listAllForStaff(app.db) };
  });

  app.get('/api/dashboard/news/:id', async (request): Promise<NewsDraft> => {
    requireStaff(request);
    return findForStaff(app.db, idParam(request.params, 'The post'));
  });

  const save = async (request: FastifyRequest, id?: number): Promise<NewsSaveAnswer> => {
    const staff = requireStaff(request);
    const input = await validateForm(newsPostSchema, request.rawForm);
    if (!input.ok) throw new ValidationFailed(input.errors);
    const { post, justPublished } = await savePost(app.db, input.value, { id, authorId: staff.id });
    if (justPublished) await app.communityWebhooks.announce(app.db, newsPublishedMessage(app.communityWebhooks.origin, post));
    const message = post.Status === 'published' ? (justPublished ? 'The post is published.' : 'The post is saved.') : 'The draft is saved.';
    return { message, post };
  };

  app.post('/api/dashboard/news', async (request, reply) => {
    const answer = await save(request);
    reply.code(201);
    return answer;
  });
  app.post('/api/dashboard/news/:id', async (request) => save(request, idParam(request.params, 'The post')));
  app.post('/api/dashboard/news/:id/delete', async (request) => {
    requireStaff(request);
    await deletePost(app.db, idParam(request.params, 'The post'));
    return { message: 'The post is deleted.' };
  });

  await app.register(newsPageMeta);
};
export default routes;
