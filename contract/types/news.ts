import type { Static } from 'typebox';
import type * as S from '../schemas/news';

// Answer shapes of the news calls, derived from their schemas.

/** A post as lists and cards show it. */
export type NewsSummary = Static<typeof S.NewsSummary>;

/** `GET /api/news/{slug}`: the post with its body rendered to safe HTML. */
export type NewsPost = Static<typeof S.NewsPost>;

/** A post as the staff editor loads it: the Markdown source too. */
export type NewsDraft = Static<typeof S.NewsDraft>;

/** `GET /api/news?page=&length=`: published posts, pinned first, newest first. */
export type NewsListAnswer = Static<typeof S.NewsListAnswer>;

/** `POST /api/dashboard/news` and `POST /api/dashboard/news/{id}`. */
export type NewsSaveAnswer = Static<typeof S.NewsSaveAnswer>;
