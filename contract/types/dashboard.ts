import type { Static } from 'typebox';
import type * as S from '../schemas/dashboard';

// Answers of the dashboard feature (docs/product-rules.md#entities-and-fields, docs/product-rules.md#http-contract), derived from their schemas.

/** POST /api/dashboard/upload: one entry per uploaded file, keyed by the file's name. */
export type UploadAnswer = Static<typeof S.UploadAnswer>;
