import type { Static } from 'typebox';
import type * as S from '../schemas/common';

// Answer shapes of docs/product-rules.md#entities-and-fields as the API sends them, derived from their schemas (contract/schemas).

export type Rarity = Static<typeof S.Rarity>;
/** The public part of a player as embedded in other answers (bets, rankings, logs). ProviderID: docs/product-rules.md#entities-and-fields. */
export type PlayerRef = Static<typeof S.PlayerRef>;
export type GuildRef = Static<typeof S.GuildRef>;
export type ItemTypeRef = Static<typeof S.ItemTypeRef>;
export type Effect = Static<typeof S.Effect>;
export type ItemRef = Static<typeof S.ItemRef>;
/** The stable, machine-readable reason of a refusal. */
export type ErrorCode = (typeof S.ERROR_CODES)[number];
/** Answer with a message (bet new, recovery send). */
export type MessageAnswer = Static<typeof S.MessageAnswer>;
