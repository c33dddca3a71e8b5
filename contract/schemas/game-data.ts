import { Type, type TSchema } from 'typebox';
import { GAME_DATA, GAME_DATA_KINDS, gameDataSentences, type GameDataField, type GameDataKind } from '../rules/game-data';
import { BOOLEAN_TEXT_PATTERN } from '../rules/boolean';
import { DataTablesAnswer, DataTablesFields, DateTime, Id, IdParams, MESSAGES_KEYWORD, TRIM_KEYWORD } from './common';
import { MAX_ID } from '../rules/ids';

// The dashboard's game-data calls (docs/dashboard.md#game-data). Which fields each kind has and
// their rules live in contract/rules/game-data.ts; a body is a form with one text per field, and the
// create and edit body schemas are drawn from that registry, one per kind, with the registry's sentences.

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

const WHOLE_REVISION = 'The revision field must be a whole number.';
/** The revision a change starts from, as a form sends it. */
const StartRevision = Type.Integer({
  minimum: 0,
  maximum: 999_999_999,
  description: 'The revision the editor started from; a stale one answers 409.',
  examples: [3],
  [MESSAGES_KEYWORD]: { required: WHOLE_REVISION, type: WHOLE_REVISION, minimum: WHOLE_REVISION, maximum: WHOLE_REVISION },
});

/** One field of a kind as a form sends it, with its registry rule and sentences (and `extra`: a new entry's default). */
function fieldSchema(field: GameDataField, extra: { default?: unknown } = {}): TSchema {
  const { rule } = field;
  const says = gameDataSentences(field);
  if (rule.type === 'bool')
    return Type.String({
      ...extra,
      pattern: BOOLEAN_TEXT_PATTERN,
      description: `${field.label}: true, false, 1 or 0.`,
      [MESSAGES_KEYWORD]: { required: says.missing, pattern: says.missing },
    });
  if (rule.type === 'int')
    // An empty number is null: the value an optional field is cleared to, and no number for a required one.
    // `const`, not `type: 'null'`: a type check under coercion turns a 0 into null (0 was refused).
    return Type.Unsafe<number | null>({
      ...extra,
      type: ['integer', 'null'],
      minimum: rule.min,
      maximum: rule.max,
      ...(rule.optional ? {} : { not: { const: null } }),
      description: `${field.label}: a whole number from ${rule.min} to ${rule.max}${rule.optional ? ', or empty for none' : ''}.`,
      [MESSAGES_KEYWORD]: { required: says.missing, type: says.missing, not: says.missing, minimum: says.range, maximum: says.range },
    });
  const pattern = rule.pattern && (rule.optional ? `^$|${rule.pattern.source}` : rule.pattern.source);
  return Type.String({
    ...extra,
    [TRIM_KEYWORD]: true,
    ...(rule.optional ? {} : { minLength: 1 }),
    maxLength: rule.max,
    ...(pattern ? { pattern } : {}),
    description: `${field.label}: up to ${rule.max} characters${rule.patternText ? `, ${rule.patternText}` : ''}${rule.optional ? ', or empty for none' : ''}.`,
    [MESSAGES_KEYWORD]: { required: says.missing, minLength: says.missing, maxLength: says.tooLong, pattern: says.pattern },
  });
}

/** A field the kind does not have is refused, not ignored. */
const NotEditable = Type.Unsafe<never>({ not: {}, [MESSAGES_KEYWORD]: { not: 'This field cannot be edited.' } });

const editBody = (kind: GameDataKind) =>
  Type.Object(
    { revision: StartRevision, ...Object.fromEntries(GAME_DATA[kind].fields.map((f) => [f.key, Type.Optional(fieldSchema(f))])) },
    { additionalProperties: NotEditable, description: `The revision the form was opened at and the ${GAME_DATA[kind].one}'s fields to change.` },
  );

/** PUT /api/dashboard/game-data/{kind}/{id}, one call per kind: the revision the form was opened at and the fields to change. */
export const GameDataEditBodies = Object.fromEntries(GAME_DATA_KINDS.map((kind) => [kind, editBody(kind)])) as Record<
  GameDataKind,
  ReturnType<typeof editBody>
>;
export const GameDataEditParams = IdParams;

/** What a new entry's field is when the form leaves it out: a flag is off, an optional field empty. */
function absentValue(field: GameDataField): string | null | undefined {
  if (field.rule.type === 'bool') return '0';
  if (!field.rule.optional) return undefined;
  return field.rule.type === 'int' ? null : '';
}

/** A new entry's field: required unless the kind can do without it (absentValue). */
function createField(field: GameDataField): TSchema {
  const absent = absentValue(field);
  return absent === undefined ? fieldSchema(field) : Type.Optional(fieldSchema(field, { default: absent }));
}

const createBody = (kind: GameDataKind) =>
  Type.Object(Object.fromEntries(GAME_DATA[kind].fields.map((f) => [f.key, createField(f)])), {
    additionalProperties: NotEditable,
    description: `Every field of the new ${GAME_DATA[kind].one}; a flag left out is off, an optional field left out is empty.`,
  });

/** POST /api/dashboard/game-data/{kind}, one call per kind: every field of a new entry, with its rule. */
export const GameDataCreateBodies = Object.fromEntries(GAME_DATA_KINDS.map((kind) => [kind, createBody(kind)])) as Record<
  GameDataKind,
  ReturnType<typeof createBody>
>;

/** POST …/revisions/:revision/revert: the revision the editor sees now. */
export const GameDataRevertBody = Type.Object({ revision: StartRevision });

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

/** `GET /api/dashboard/game-data/choices`: the names a form's reference fields choose from, by the field's `ref` (map, rarity …). */
export const GameDataChoices = Type.Record(Type.String(), Type.Array(Type.Object({ id: Type.Integer(), Name: Type.String() })), {
  description: "Each reference a game-data field makes (a field's ref: map, rarity, race …) with the entries it may name, by name.",
});
