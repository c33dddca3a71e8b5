// The news editor's field rules, shared by the staff form (Formik) and the request schema.

export const NEWS_TITLE_MAX = 140;
export const NEWS_BODY_MAX = 20_000;
export const NEWS_SLUG_MAX = 96;
export const NEWS_COVER_MAX = 255;
export const NEWS_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A site path, or a stored path under the image folder: no parent folder, no other host. */
export const NEWS_COVER_PATTERN = /^(?!.*\.\.)\/?(?!\/)[\w\-./% ]+$/;
export const NEWS_SLUG_TEXT = 'The slug field may only contain lower-case letters, digits and single hyphens.';
export const NEWS_COVER_TEXT = 'The cover field must be a path on this site, such as /api/image/assets/default/store/cover.png.';

/** The cover as a site URL: an uploaded image's stored path is served under /api/image/. */
export const coverUrl = (cover: string): string => (cover.startsWith('/') ? cover : `/api/image/${cover}`);
