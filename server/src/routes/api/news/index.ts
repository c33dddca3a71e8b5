import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParams, MessageAnswer } from '@contract/schemas/common';
import * as S from '@contract/schemas/news';
import type { NewsDraft, NewsListAnswer, NewsPost, NewsSaveAnswer, NewsSummary } from '@contract/types/news';
import { answers } from '../../../lib/route-schema';
import type { Static } from 'typebox';
import { coverUrl } from '@contract/rules/news';
import { ticked } from '@contract/rules/boolean';
import { notFound, ValidationFailed } from '../../../lib/http-errors';
import { requireStaff } from '../../../plugins/session';
import { deletePost, findBySlug, findForStaff, listAllForStaff, listPublished, NEWS_PAGE_MAX, savePost } from '../../../domain/news/news';
import newsPageMeta from './page-meta';
import { PUBLIC_READ } from '../../../plugins/public-read';
import { pictureFactsOf } from '../../../lib/picture-facts';

/**
 * News:
 * - GET  /api/news?page=&length=            published posts, pinned first, newest first (length ≤ 50)
 * - GET  /api/news/{slug}                   one published post with safe HTML (staff also see drafts)
 * - GET  /api/dashboard/news                staff: every post, drafts included
 * - GET  /api/dashboard/news/{id}           staff: one post with its Markdown source
 * - POST /api/dashboard/news                staff: create (Title, Slug?, Body, Cover?, IsPublished, IsPinned)
 * - POST /api/dashboard/news/{id}           staff: update, same fields
 * - POST /api/dashboard/news/{id}/delete    staff: delete
 */

/** A whole number from the query within bounds, else the default: a listing never refuses paging. */
function queryInt(raw: string | string[] | undefined, fallback: number, max: number): number {
  const n = typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

const POST = { config: { what: 'The post' } } as const;

/** A visitor or a player is refused before the editor's fields are judged. */
const staffFirst = async (request: FastifyRequest) => {
  requireStaff(request);
};

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const pictureFacts = pictureFactsOf(app);
  app.get(
    '/api/news',
    { ...PUBLIC_READ, schema: { querystring: S.NewsListQuery, response: answers({ 200: S.NewsListAnswer }) } },
    async (request): Promise<NewsListAnswer> =>
      listPublished(app.db, { page: queryInt(request.query.page, 1, 100_000), length: queryInt(request.query.length, 10, NEWS_PAGE_MAX) }),
  );
  app.get(
    '/api/news/:slug',
    { config: { ...PUBLIC_READ.config, ...POST.config }, schema: { params: S.NewsSlugParams, response: answers({ 200: S.NewsPost }) } },
    async (request): Promise<NewsPost> => {
      const post = await findBySlug(app.db, request.params.slug, { staff: request.currentUser?.Role === 'staff' });
      if (!post) throw notFound('The post');
      return post;
    },
  );
  app.get('/api/dashboard/news', { schema: { response: answers({ 200: S.NewsStaffListAnswer }) } }, async (request): Promise<{ data: NewsSummary[] }> => {
    requireStaff(request);
    return { data: await listAllForStaff(app.db) };
  });
  app.get(
    '/api/dashboard/news/:id',
    { ...POST, schema: { params: IdParams, response: answers({ 200: S.NewsDraft }) } },
    async (request): Promise<NewsDraft> => {
      requireStaff(request);
      return findForStaff(app.db, request.params.id);
    },
  );
  const save = async (request: FastifyRequest, form: Static<typeof S.NewsPostBody>, id?: number): Promise<NewsSaveAnswer> => {
    const staff = requireStaff(request);
    // The cover is published in the feeds and link previews: it must be a picture the site serves.
    const cover = form.Cover || undefined;
    if (cover && !(await pictureFacts(coverUrl(cover))))
      throw new ValidationFailed({ Cover: [`The cover must be a picture on this site: ${coverUrl(cover)} is not one.`] });
    const input = { ...form, Slug: form.Slug || undefined, Cover: cover, IsPublished: ticked(form.IsPublished), IsPinned: ticked(form.IsPinned) };
    const { post, justPublished } = await savePost(app.db, input, { id, authorId: staff.id, announcements: app.communityWebhooks.announcements });
    const message = post.Status === 'published' ? (justPublished ? 'The post is published.' : 'The post is saved.') : 'The draft is saved.';
    return { message, post };
  };
  app.post(
    '/api/dashboard/news',
    { preValidation: staffFirst, schema: { body: S.NewsPostBody, response: answers({ 201: S.NewsSaveAnswer }) } },
    async (request, reply) => {
      const answer = await save(request, request.body);
      reply.code(201);
      return answer;
    },
  );
  app.post(
    '/api/dashboard/news/:id',
    { ...POST, preValidation: staffFirst, schema: { params: IdParams, body: S.NewsPostBody, response: answers({ 200: S.NewsSaveAnswer }) } },
    async (request) => save(request, request.body, request.params.id),
  );
  app.post(
    '/api/dashboard/news/:id/delete',
    { ...POST, schema: { params: IdParams, body: Type.Object({}), response: answers({ 200: MessageAnswer }) } },
    async (request) => {
      requireStaff(request);
      await deletePost(app.db, request.params.id);
      return { message: 'The post is deleted.' };
    },
  );
  await app.register(newsPageMeta);
};
export default routes;
