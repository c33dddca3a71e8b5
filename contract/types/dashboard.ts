import type { Static } from 'typebox';
import type * as S from '../schemas/dashboard';

// Answers of the dashboard feature (SPEC §3 "Upload response", §7 "Dashboard upload"), derived from their schemas.

/** POST /api/dashboard/upload: one entry per uploaded file, keyed by the file's name. */
export type UploadAnswer = Static<typeof S.UploadAnswer>;
