import { Type, type TSchema } from 'typebox';
import { MAX_ID } from '../rules/ids';
import { BOOLEAN_TEXT_PATTERN } from '../rules/boolean';

// The contract as JSON Schema: the server declares these on its routes (validation,
// serialization, the OpenAPI reference) and contract/types derives the TypeScript types from them,
// so the SPA and the server read one source. The SPA imports types only: no schema code in a bundle.

/** A database id as it appears in a path: decimal digits, no sign, no leading zero, within int4. */
export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID, description: 'A positive id.' });

/** The path of every `/{id}` call: one rule for every id in a path (a malformed id is an unknown thing, 404). */
export const IdParams = Type.Object({ id: Id });

/** An ISO 8601 date-time text, as every date of an answer is sent. */
export const DateTime = Type.String({ format: 'date-time' });

/** A CSS colour as stored (#rrggbb). */
const Color = Type.String({ description: 'A CSS colour, #rrggbb.' });

export const Rarity = Type.Object({ id: Type.Integer(), Name: Type.String(), Color });

/** The public part of a player as embedded in other answers (bets, rankings, logs). */
export const PlayerRef = Type.Object({
  id: Type.Integer(),
  Username: Type.String(),
  ColorName: Color,
  ProfileVersion: Type.Integer(),
  /**
   * docs/product-rules.md#entities-and-fields: present only when the player has an external picture. The server's queries select the
   * column wherever a player is embedded, and the API leaves a null one out of every answer; it is
   * declared nullable so those rows type-check on their way to that rule.
   */
  ProviderID: Type.Optional(
    Type.Union([Type.String(), Type.Null()], { description: 'Present only when the player has an external picture (never null in an answer).' }),
  ),
});

export const GuildRef = Type.Object({ id: Type.Integer(), Name: Type.String(), Color, ProfileVersion: Type.Integer() });

export const ItemTypeRef = Type.Object({
  Name: Type.String(),
  NameCustom: Type.Union([Type.String(), Type.Null()]),
  EquipSpot: Type.Union([Type.String(), Type.Null()]),
});

export const Effect = Type.Object({
  DamageIncrease: Type.Number(),
  DamageReduction: Type.Number(),
  Experience: Type.Number(),
  Coins: Type.Number(),
  ClassPoint: Type.Number(),
  Reputation: Type.Number(),
});

export const ItemRef = Type.Object({ id: Type.Integer(), Name: Type.String(), Icon: Type.String(), RarityID: Type.Integer(), type: ItemTypeRef });

/**
 * The stable, machine-readable reason of a refusal, beside its words: tools and scripts
 * branch on `code`, people read `messages`. New codes may be added; a code never changes meaning.
 */
export const ERROR_CODES = [
  'invalid_fields',
  'bad_request',
  'login_required',
  'payment_required',
  'payment_unavailable',
  'forbidden',
  'session_expired',
  'not_found',
  'conflict',
  'bet_taken',
  'bet_cancelled',
  'own_bet',
  'out_of_stock',
  'gift_to_self',
  'not_giftable',
  'not_enough_coins',
  'deletion_wait',
  'second_factor_required',
  'account_suspended',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'storage_full',
  'unavailable',
  'server_error',
] as const;

const ErrorCode = Type.Enum(ERROR_CODES);

/** Validation failure (422): an errors map keyed by field; `code` is `invalid_fields`. */
export const ErrorsAnswer = Type.Object(
  { errors: Type.Record(Type.String(), Type.Array(Type.String())), code: Type.Optional(ErrorCode) },
  { examples: [{ errors: { Coins: ['The coins field must be at least 1.'] }, code: 'invalid_fields' }] },
);

/** Other request errors (4xx/5xx): messages to show, and a stable code. */
export const MessagesAnswer = Type.Object(
  { messages: Type.Array(Type.String()), code: Type.Optional(ErrorCode) },
  { examples: [{ messages: ['The bet was not found.'], code: 'not_found' }] },
);

/** Answer with a message (bet new, recovery send …). */
export const MessageAnswer = Type.Object({ message: Type.String() });

/** DataTables server-side answer around the table's row schema. */
export const DataTablesAnswer = <Row extends TSchema>(row: Row) =>
  Type.Object({
    draw: Type.Integer(),
    recordsTotal: Type.Integer(),
    recordsFiltered: Type.Integer(),
    recordsFilteredCapped: Type.Optional(
      Type.Literal(true, { description: 'Present on a table too big to count every match: more rows than recordsFiltered match.' }),
    ),
    data: Type.Array(row),
  });

/**
 * The DataTables request (as a POST form or a GET query): draw, start, length, `search[value]`,
 * `columns[i][data]` and `order[i][column|dir]`. Every value is text; the table parser checks them.
 * A table states its shortest honoured search (a number, or a sentence when it differs by path
 * parameter) and its orderable columns, so a tool can read both from the reference.
 */
export const dataTablesFields = (minSearchLength: number | string = 1, orderable?: string) =>
  Type.Object(
    {
      draw: Type.Optional(Type.String({ description: 'Echoed back in the answer.', examples: ['1'] })),
      start: Type.Optional(Type.String({ description: 'First row (0-based).', examples: ['0'] })),
      length: Type.Optional(Type.String({ description: 'Rows per page, 1 to 1000.', examples: ['10'] })),
      'search[value]': Type.Optional(
        Type.String({
          description:
            typeof minSearchLength === 'string'
              ? `Search text, at most 100 characters. ${minSearchLength} A shorter term is answered as no search (200).`
              : minSearchLength > 1
                ? `Search text, at most 100 characters. A term shorter than ${minSearchLength} characters is answered as no search (200).`
                : 'Search text, at most 100 characters. A term of 1 character is honoured.',
        }),
      ),
      'columns[0][data]': Type.Optional(Type.String({ description: 'Name of column 0 (columns[i][data] for each column).', examples: ['Position'] })),
      'order[0][column]': Type.Optional(
        Type.String({
          description:
            'Index of the column to sort by (order[i][column], up to 3).' +
            (orderable ? ` Orderable columns (their columns[i][data]): ${orderable}. A sort on another column is ignored (the table's own order).` : ''),
          examples: ['0'],
        }),
      ),
      'order[0][dir]': Type.Optional(Type.String({ description: 'asc or desc.', examples: ['asc'] })),
    },
    { additionalProperties: Type.String() },
  );
export const DataTablesFields = dataTablesFields();

export { MESSAGES_KEYWORD, TRIM_KEYWORD } from '../values/request-rules';

/** A check box of a form body: true, false, 1 or 0 in any letter case (absent: off); anything else, an empty value too, is refused. */
export const FormFlag = (description: string, examples?: string[]) =>
  Type.Optional(Type.String({ pattern: BOOLEAN_TEXT_PATTERN, description, ...(examples ? { examples } : {}) }));
