import { yup } from './validate';
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

/** The staff news editor's Formik rules on /dashboard/news (the server's are NewsPostBody's, from the same limits). */
export const newsPostSchema = yup.object({
  Title: yup.string().trim().required().max(NEWS_TITLE_MAX),
  /** Optional: derived from the title when blank. */
  Slug: yup
    .string()
    .trim()
    .max(NEWS_SLUG_MAX)
    .transform((v: string | undefined) => (v === '' ? undefined : v))
    .matches(NEWS_SLUG_PATTERN, NEWS_SLUG_TEXT)
    .optional(),
  Body: yup.string().required().max(NEWS_BODY_MAX),
  /**
   * A site path to an image (/api/image/…), or the stored path the dashboard upload fills in
   * (assets/…, served under /api/image/); blank for none.
   */
  Cover: yup
    .string()
    .trim()
    .max(NEWS_COVER_MAX)
    .transform((v: string | undefined) => (v === '' ? undefined : v))
    .matches(NEWS_COVER_PATTERN, NEWS_COVER_TEXT)
    .optional(),
  IsPublished: yup.boolean().default(false),
  IsPinned: yup.boolean().default(false),
});

export type NewsPostValues = yup.InferType<typeof newsPostSchema>;
