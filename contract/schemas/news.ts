import { Type } from 'typebox';
import {
  NEWS_BODY_MAX,
  NEWS_COVER_MAX,
  NEWS_COVER_PATTERN,
  NEWS_COVER_TEXT,
  NEWS_SLUG_MAX,
  NEWS_SLUG_PATTERN,
  NEWS_SLUG_TEXT,
  NEWS_TITLE_MAX,
} from '../rules/news';
import { DateTime, FormFlag, MESSAGES_KEYWORD, PlayerRef, TRIM_KEYWORD } from './common';

// The news calls.

const NewsStatus = Type.Enum(['draft', 'published'] as const);

/** A post as lists and cards show it. */
export const NewsSummary = Type.Object({
  id: Type.Integer(),
  Slug: Type.String(),
  Title: Type.String(),
  Excerpt: Type.String({ description: 'Plain-text opening of the body, for cards and link previews.' }),
  Cover: Type.Union([Type.String(), Type.Null()], { description: 'The cover image: a site path, or a stored path served under /api/image/.' }),
  Pinned: Type.Boolean(),
  Status: NewsStatus,
  DatePublished: Type.Union([DateTime, Type.Null()]),
  DateUpdated: DateTime,
  author: Type.Union([PlayerRef, Type.Null()]),
});

/** `GET /api/news/{slug}`: the post with its body rendered to safe HTML. */
export const NewsPost = Type.Object(
  { ...NewsSummary.properties, Html: Type.String({ description: 'The body rendered from Markdown to safe HTML.' }) },
  { description: 'One post with its body as safe HTML.' },
);

/** A post as the staff editor loads it: the Markdown source too. */
export const NewsDraft = Type.Object(
  { ...NewsPost.properties, Body: Type.String({ description: 'The Markdown source.' }) },
  { description: 'One post as the staff editor loads it, with its Markdown source.' },
);

/**
 * A paging value: anything but a whole number in range (a word, a repeated key) reads as the default;
 * only a text longer than any figure or a key repeated past reason is refused.
 */
const PagingText = (description: string, example: string) =>
  Type.Optional(
    Type.Union([Type.String({ maxLength: 100, examples: [example] }), Type.Array(Type.String({ maxLength: 100 }), { maxItems: 10 })], { description }),
  );

export const NewsListQuery = Type.Object({
  page: PagingText('The page, from 1 (default 1); anything else reads as the default.', '1'),
  length: PagingText('Posts per page, 1 to 50 (default 10); anything else reads as the default.', '10'),
});

/** `GET /api/news?page=&length=`: published posts, pinned first, newest first. */
export const NewsListAnswer = Type.Object(
  { data: Type.Array(NewsSummary), page: Type.Integer(), pageCount: Type.Integer(), total: Type.Integer() },
  { description: 'Published posts, pinned first, newest first.' },
);

export const NewsSlugParams = Type.Object({
  slug: Type.String({
    pattern: NEWS_SLUG_PATTERN.source,
    description: 'The post’s slug: lower-case letters, digits and single hyphens.',
    examples: ['server-maintenance'],
  }),
});

/** `GET /api/dashboard/news`: every post, drafts included. */
export const NewsStaffListAnswer = Type.Object({ data: Type.Array(NewsSummary) }, { description: 'Every post, drafts included (staff).' });

/** The staff editor's form (`POST /api/dashboard/news`, `POST /api/dashboard/news/{id}`). */
export const NewsPostBody = Type.Object({
  Title: Type.String({ [TRIM_KEYWORD]: true, minLength: 1, maxLength: NEWS_TITLE_MAX, description: 'The title.', examples: ['Server maintenance'] }),
  Slug: Type.Optional(
    Type.String({
      [TRIM_KEYWORD]: true,
      maxLength: NEWS_SLUG_MAX,
      // Blank: derived from the title.
      pattern: `^(${NEWS_SLUG_PATTERN.source.slice(1, -1)})?$`,
      description: 'The address of the post: lower-case letters, digits and single hyphens; blank derives it from the title.',
      examples: ['server-maintenance'],
      [MESSAGES_KEYWORD]: { pattern: NEWS_SLUG_TEXT },
    }),
  ),
  Body: Type.String({ minLength: 1, maxLength: NEWS_BODY_MAX, description: 'The body in Markdown.' }),
  Cover: Type.Optional(
    Type.String({
      [TRIM_KEYWORD]: true,
      maxLength: NEWS_COVER_MAX,
      pattern: `^(${NEWS_COVER_PATTERN.source.slice(1, -1)})?$`,
      description: 'A site path to an image (/api/image/…) or an uploaded image’s stored path (assets/…); blank for none.',
      [MESSAGES_KEYWORD]: { pattern: NEWS_COVER_TEXT },
    }),
  ),
  IsPublished: FormFlag('true to publish, false (default) to keep a draft.', ['true']),
  IsPinned: FormFlag('true to pin the post above the others; false (default).', ['false']),
});

/** `POST /api/dashboard/news` and `POST /api/dashboard/news/{id}`. */
export const NewsSaveAnswer = Type.Object({ message: Type.String(), post: NewsDraft }, { description: 'The saved post.' });
