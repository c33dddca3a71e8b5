import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { markdownExcerpt, renderMarkdown } from '@contract/rules/markdown';
import type { NewsDraft, NewsListAnswer, NewsPost, NewsSummary } from '@contract/types/news';
import { coverUrl } from '@contract/rules/news';
import type { Db } from '../../db/client';
import { newsPosts, newsSlugHistory, users } from '../../db/schema/index';
import { playerRefColumns } from '../../db/refs';
import { invalidField, notFound } from '../errors';
import type { Tx } from '../ledger/ledger';
import { queueAnnouncement, type Announcements } from '../community/announce';
import { newsPublishedMessage } from '../community/webhooks';

// News posts: staff write Markdown, players read safe HTML, feeds carry the same.

const postColumns = {
  id: newsPosts.id,
  Slug: newsPosts.Slug,
  Title: newsPosts.Title,
  Body: newsPosts.Body,
  Cover: newsPosts.Cover,
  Pinned: newsPosts.Pinned,
  Status: newsPosts.Status,
  DatePublished: newsPosts.DatePublished,
  DateUpdated: newsPosts.DateUpdated,
  author: playerRefColumns(users),
};

const selectPosts = (db: Db | Tx) => db.select(postColumns).from(newsPosts).leftJoin(users, eq(users.id, newsPosts.AuthorID));
type PostRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

const toSummary = ({ Body, ...row }: PostRow): NewsSummary => ({
  ...row,
  Excerpt: markdownExcerpt(Body),
  DatePublished: row.DatePublished?.toISOString() ?? null,
  DateUpdated: row.DateUpdated.toISOString(),
  author: row.author?.id ? row.author : null,
});

const toPost = (row: PostRow): NewsPost => ({ ...toSummary(row), Html: renderMarkdown(row.Body) });
const toDraft = (row: PostRow): NewsDraft => ({ ...toPost(row), Body: row.Body });

const published = eq(newsPosts.Status, 'published');
/** Pinned posts first, then the newest. */
const listingOrder = [desc(newsPosts.Pinned), desc(newsPosts.DatePublished), desc(newsPosts.id)];

export const NEWS_PAGE_MAX = 50;

/** Published posts, a page at a time (pages count from 1). */
export async function listPublished(db: Db, { page, length }: { page: number; length: number }): Promise<NewsListAnswer> {
  const [{ total }] = await db.select({ total: count() }).from(newsPosts).where(published);
  const rows = await selectPosts(db)
    .where(published)
    .orderBy(...listingOrder)
    .limit(length)
    .offset((page - 1) * length);
  return { data: rows.map(toSummary), page, pageCount: Math.max(1, Math.ceil(total / length)), total };
}

/** The newest published posts with their HTML, for the feeds. */
export async function latestPublished(db: Db, limit: number): Promise<NewsPost[]> {
  const rows = await selectPosts(db).where(published).orderBy(desc(newsPosts.DatePublished), desc(newsPosts.id)).limit(limit);
  return rows.map(toPost);
}

/** One post by its address; drafts only for staff (to preview them in place). */
export async function findBySlug(db: Db, slug: string, { staff }: { staff: boolean }): Promise<NewsPost | null> {
  const [row] = await selectPosts(db)
    .where(staff ? eq(newsPosts.Slug, slug) : and(eq(newsPosts.Slug, slug), published))
    .limit(1);
  return row ? toPost(row) : null;
}

/** The current slug of the published post that once had `slug` (an edited address), or null. */
export async function movedSlug(db: Db, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ Slug: newsPosts.Slug })
    .from(newsSlugHistory)
    .innerJoin(newsPosts, eq(newsPosts.id, newsSlugHistory.PostID))
    .where(and(eq(newsSlugHistory.Slug, slug), published))
    .limit(1);
  return row?.Slug ?? null;
}

/** Every post, drafts included, for the staff editor. */
export async function listAllForStaff(db: Db): Promise<NewsSummary[]> {
  const rows = await selectPosts(db).orderBy(desc(newsPosts.DateUpdated), desc(newsPosts.id)).limit(500);
  return rows.map(toSummary);
}

export async function findForStaff(db: Db | Tx, id: number): Promise<NewsDraft> {
  const [row] = await selectPosts(db).where(eq(newsPosts.id, id)).limit(1);
  if (!row) throw notFound('The post');
  return toDraft(row);
}

/** Lower-case ASCII words joined by hyphens; accents folded, everything else dropped. */
function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'post';
}

/** The wanted slug, or the first free "slug-2", "slug-3"… (another post may own it). */
async function freeSlug(db: Db | Tx, wanted: string, exceptId?: number): Promise<string> {
  const taken = new Set(
    (
      await db
        .select({ Slug: newsPosts.Slug })
        .from(newsPosts)
        .where(and(sql`${newsPosts.Slug} like ${`${wanted}%`}`, exceptId ? ne(newsPosts.id, exceptId) : undefined))
    ).map((r) => r.Slug),
  );
  if (!taken.has(wanted)) return wanted;
  for (let n = 2; ; n++) if (!taken.has(`${wanted}-${n}`)) return `${wanted}-${n}`;
}

const isUniqueViolation = (e: unknown) =>
  (e as { code?: string; cause?: { code?: string } })?.code === '23505' || (e as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * Creates or updates a post. A chosen slug that another post owns is a field error; a derived one
 * takes the next free number. Publishing stamps DatePublished once, so an edit keeps the post's place.
 * The save that publishes a post queues its community-chat announcement in the same transaction:
 * a post is never published without its announcement, nor announced without being saved.
 */
/** The editor's fields as checked: a blank slug or cover is none. */
type NewsPostInput = { Title: string; Slug?: string; Body: string; Cover?: string; IsPublished: boolean; IsPinned: boolean };

export async function savePost(
  db: Db,
  values: NewsPostInput,
  opts: { id?: number; authorId: number; announcements?: Announcements },
): Promise<{ post: NewsDraft; justPublished: boolean }> {
  try {
    return await db.transaction(async (tx) => {
      const before = opts.id ? await findForStaff(tx, opts.id) : null;
      let Slug: string;
      if (values.Slug) {
        Slug = values.Slug;
        if ((await freeSlug(tx, Slug, opts.id)) !== Slug) throw invalidField('Slug', 'The slug has already been taken.');
      } else {
        Slug = before?.Slug ?? (await freeSlug(tx, slugify(values.Title)));
      }
      const Status = values.IsPublished ? ('published' as const) : ('draft' as const);
      const justPublished = Status === 'published' && before?.Status !== 'published';
      const fields = {
        Slug,
        Title: values.Title,
        Body: values.Body,
        Cover: values.Cover ? coverUrl(values.Cover) : null,
        Status,
        Pinned: values.IsPinned,
        DateUpdated: new Date(),
        ...(justPublished && !before?.DatePublished ? { DatePublished: new Date() } : {}),
      };
      let id = opts.id;
      if (id) {
        await tx.update(newsPosts).set(fields).where(eq(newsPosts.id, id));
        // The old address keeps leading to the post; the new one is the post's own again.
        if (before && before.Slug !== Slug) {
          await tx
            .insert(newsSlugHistory)
            .values({ Slug: before.Slug, PostID: id })
            .onConflictDoUpdate({ target: newsSlugHistory.Slug, set: { PostID: id, DateCreated: new Date() } });
        }
        await tx.delete(newsSlugHistory).where(eq(newsSlugHistory.Slug, Slug));
      } else
        [{ id }] = await tx
          .insert(newsPosts)
          .values({ ...fields, AuthorID: opts.authorId })
          .returning({ id: newsPosts.id });
      const post = await findForStaff(tx, id);
      if (justPublished && opts.announcements) await queueAnnouncement(tx, opts.announcements, newsPublishedMessage(opts.announcements.origin, post));
      return { post, justPublished };
    });
  } catch (e) {
    // Two staff saving the same new slug at once: the unique key decides, the loser gets a field error.
    if (isUniqueViolation(e)) throw invalidField('Slug', 'The slug has already been taken.');
    throw e;
  }
}

export async function deletePost(db: Db, id: number): Promise<void> {
  const gone = await db.delete(newsPosts).where(eq(newsPosts.id, id)).returning({ id: newsPosts.id });
  if (!gone.length) throw notFound('The post');
}
