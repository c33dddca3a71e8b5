import type { Static } from 'typebox';
import type * as S from '../schemas/game-data';

// The dashboard's game-data answers, derived from their schemas.

export type GameDataEntry = Static<typeof S.GameDataEntry>;
export type GameDataRow = Static<typeof S.GameDataTableAnswer>['data'][number];
export type GameDataChangeAnswer = Static<typeof S.GameDataChangeAnswer>;
export type GameDataRevision = Static<typeof S.GameDataRevisions>[number];
export type GameDataChoices = Static<typeof S.GameDataChoices>;
