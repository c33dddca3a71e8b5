import type { PlayerRef } from './entities';

// Answer shapes of the news calls (issue 19).

export type NewsStatus = 'draft' | 'published';

/** A post as lists and cards show it. */
export interface NewsSummary {
  id: number;
  Slug: string;
  Title: string;
  /** Plain-text opening of the body, for cards and link previews. */
  Excerpt: string;
  Cover: string | null;
  Pinned: boolean;
  Status: NewsStatus;
  DatePublished: string | null;
  DateUpdated: string;
  author: PlayerRef | null;
}

/** `GET /api/news/{slug}`: the post with its body rendered to safe HTML. */
export interface NewsPost extends NewsSummary {
  Html: string;
}

/** A post as the staff editor loads it: the Markdown source too. */
export interface NewsDraft extends NewsPost {
  Body: string;
}

/** `GET /api/news?page=&length=`: published posts, pinned first, newest first. */
export interface NewsListAnswer {
  data: NewsSummary[];
  page: number;
  pageCount: number;
  total: number;
}

/** `POST /api/dashboard/news` and `POST /api/dashboard/news/{id}`. */
export interface NewsSaveAnswer {
  message: string;
  post: NewsDraft;
}
