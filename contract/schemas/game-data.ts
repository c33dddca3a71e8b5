import { Type } from 'typebox';
import { GAME_DATA_KINDS } from '../rules/game-data';
import { DataTablesAnswer, DataTablesFields, DateTime, FormText, Id } from './common';
import { MAX_ID } from '../rules/ids';

// The dashboard's game-data calls (docs/dashboard.md#game-data). Which fields each kind has and
// their rules live in contract/rules/game-data.ts; a body is a form with one text per field.

const Kind = Type.Enum(GAME_DATA_KINDS, { description: 'The dashboard section: items, monsters, npcs, maps or skills.' });
export const GameDataKindParams = Type.Object({ kind: Kind });
export const GameDataEntryParams = Type.Object({ kind: Kind, id: Id });
export const GameDataRevisionParams = Type.Object({
  kind: Kind,
  id: Id,
  revision: Type.Integer({ minimum: 0, maximum: MAX_ID, description: "A revision of the entry: 0 is a seeded entry's original values." }),
});

const Value = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);
const Values = Type.Record(Type.String(), Value, { description: "The entry's editable fields by name." });

export const GameDataEntry = Type.Object({
  id: Type.Integer(),
  Revision: Type.Integer({ description: 'How many dashboard changes the entry has had: an edit names the one it started from.' }),
  values: Values,
});

const GameDataRow = Type.Object({ id: Type.Integer(), Name: Type.String(), Revision: Type.Integer() });
export const GameDataTableAnswer = DataTablesAnswer(GameDataRow);
export const GameDataTableQuery = DataTablesFields;

const FieldTexts = { additionalProperties: Type.String({ description: "One of the kind's fields (an empty text clears an optional one)." }) };
const Revision = FormText('The revision the editor started from; a stale one answers 409 (required).', ['3']);

/** POST /api/dashboard/game-data/:kind: every field of the kind. */
export const GameDataCreateBody = Type.Object({}, FieldTexts);

/** PUT /api/dashboard/game-data/:kind/:id: the revision the form was opened at and the fields to change. */
export const GameDataEditBody = Type.Object({ revision: Revision }, FieldTexts);

/** POST …/revisions/:revision/revert: the revision the editor sees now. */
export const GameDataRevertBody = Type.Object({ revision: Revision });

export const GameDataChangeAnswer = Type.Object({ message: Type.String(), entry: GameDataEntry });

export const GameDataRevisions = Type.Array(
  Type.Object({
    Revision: Type.Integer(),
    StaffName: Type.String(),
    At: DateTime,
    Before: Values,
    After: Values,
    RevertedTo: Type.Union([Type.Integer(), Type.Null()], { description: 'The revision this change put back, for a revert.' }),
  }),
);
