import type { Static } from 'typebox';
import type * as S from '../schemas/bootstrap';

// The page bootstrap, derived from its schema.

/** The page bootstrap the server injects as `<script id="bootstrap" type="application/json">`, and `GET /api/bootstrap`. */
export type Bootstrap = Static<typeof S.Bootstrap>;

/** The settings the page may know. */
export type PublicSettings = Static<typeof S.PublicSettings>;
