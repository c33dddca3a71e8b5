import { yup } from './validate';

const NEWS_TITLE_MAX = 140;
const NEWS_BODY_MAX = 20_000;
export const NEWS_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The staff news editor: Formik on /dashboard/news and the server use this one schema. */
export const newsPostSchema = yup.object({
  Title: yup.string().trim().required().max(NEWS_TITLE_MAX),
  /** Optional: derived from the title when blank. */
  Slug: yup
    .string()
    .trim()
    .max(96)
    .transform((v: string | undefined) => (v === '' ? undefined : v))
    .matches(NEWS_SLUG_PATTERN, ({ path }) => `The ${path.toLowerCase()} field may only contain lower-case letters, digits and single hyphens.`)
    .optional(),
  Body: yup.string().required().max(NEWS_BODY_MAX),
  /**
   * A site path to an image (/api/image/…), or the stored path the dashboard upload fills in
   * (assets/…, served under /api/image/); blank for none.
   */
  Cover: yup
    .string()
    .trim()
    .max(255)
    .transform((v: string | undefined) => (v === '' ? undefined : v))
    .matches(
      /^(?!.*\.\.)\/?(?!\/)[\w\-./% ]+$/,
      ({ path }) => `The ${path.toLowerCase()} field must be a path on this site, such as /api/image/assets/default/store/cover.png.`,
    )
    .optional(),
  IsPublished: yup.boolean().default(false),
  IsPinned: yup.boolean().default(false),
});

export type NewsPostValues = yup.InferType<typeof newsPostSchema>;

/** The cover as a site URL: an uploaded image's stored path is served under /api/image/. */
export const coverUrl = (cover: string): string => (cover.startsWith('/') ? cover : `/api/image/${cover}`);
