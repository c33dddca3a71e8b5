import type { Static } from 'typebox';
import type * as S from '../schemas/history';

// Players' history (issue 17 parts 2-4). Derived from the schemas.

/** `POST /api/history/snapshot` (staff). */
export type SnapshotAnswer = Static<typeof S.SnapshotAnswer>;
