import type { FastifySchemaValidationError } from 'fastify';
import type { Ajv } from 'ajv';
import ajvFormats from 'ajv-formats';
import { spacedLowerCase } from '@contract/rules/field-label';
import { formatNumber } from '@contract/rules/format';
import { MESSAGES_KEYWORD, TRIM_KEYWORD } from '@contract/schemas/common';
import { BOOLEAN_TEXT_PATTERN } from '@contract/rules/boolean';

// Fastify validates each request against its route's schemas; a refusal is answered in
// the contract's 422 shape, worded like the product's field messages ("The coins field is required.").
// The request schemas are the rules (docs/contract.md#request-rules): a field whose rule needs its own
// sentence carries it in the schema's `x-messages`, keyed by the Ajv keyword that fails.

/** Ajv plugin: accept the messages keyword (an annotation: it validates nothing). */
const messagesKeyword = (ajv: Ajv) => ajv.addKeyword({ keyword: MESSAGES_KEYWORD, schemaType: 'object' });

/**
 * Ajv plugin: `x-trim` drops a text's surrounding spaces in the request itself, before its length,
 * pattern and format are checked, as the forms do ("  " is a missing name).
 */
const trimKeyword = (ajv: Ajv) =>
  ajv.addKeyword({
    keyword: TRIM_KEYWORD,
    type: 'string',
    schemaType: 'boolean',
    modifying: true,
    before: 'maxLength',
    validate: (
      trim: boolean,
      data: string,
      _schema?: unknown,
      context?: { parentData: Record<string | number, unknown>; parentDataProperty: string | number },
    ) => {
      if (trim && context) context.parentData[context.parentDataProperty] = data.trim();
      return true;
    },
  });

/**
 * How request schemas are compiled (Fastify's `ajv` option): every refusal at once, and formats such as
 * date-time understood; verbose so a refusal's words can say what was sent (an empty field is a
 * missing one) and use a field's own sentence.
 */
export const requestValidation = {
  customOptions: { allErrors: true, verbose: true },
  // ajv-formats is CommonJS: its plugin is the default export's `default`.
  plugins: [(ajvFormats as unknown as { default: (ajv: Ajv) => Ajv }).default, messagesKeyword, trimKeyword],
};

/** Ajv errors with `verbose`: the failing schema and the value it refused. */
type VerboseError = FastifySchemaValidationError & { parentSchema?: Record<string, unknown>; data?: unknown };

/** The field an Ajv error is about: the missing property, else the first segment of its path. */
function fieldOf(error: FastifySchemaValidationError): string {
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  if (missing) return missing;
  const path = (error as { instancePath?: string }).instancePath ?? '';
  const first = path.split('/')[1];
  return first ? first.replace(/~1/g, '/').replace(/~0/g, '~') : '_';
}

const looksNumeric = (value: unknown) =>
  typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value);

function typeMessage(name: string, type: unknown, data: unknown): string {
  // A number field given text that is no number at all is told so; a fractional one, that it must be whole.
  if (type === 'integer') return `The ${name} field must be ${looksNumeric(data) ? 'an integer' : 'a number'}.`;
  return `The ${name} field must be ${type === 'array' ? 'a list' : `a ${String(type)}`}.`;
}

/** The field's own sentence for the failing keyword; a missing field's is in its property's schema. */
function ownMessage(error: VerboseError, field: string): string | undefined {
  const properties = error.parentSchema?.properties as Record<string, Record<string, unknown>> | undefined;
  const schema = error.keyword === 'required' && properties && Object.hasOwn(properties, field) ? properties[field] : error.parentSchema;
  return (schema?.[MESSAGES_KEYWORD] as Record<string, string> | undefined)?.[error.keyword];
}

function messageOf(error: VerboseError, field: string): string {
  const own = ownMessage(error, field);
  if (own) return own;
  const name = spacedLowerCase(field.replace(/\[\d+\]/g, ''));
  const p = error.params;
  const limit = typeof p.limit === 'number' ? formatNumber(p.limit) : String(p.limit);
  switch (error.keyword) {
    case 'required':
      return `The ${name} field is required.`;
    case 'type':
      // An empty form field is a missing one.
      return error.data === '' ? `The ${name} field is required.` : typeMessage(name, p.type, error.data);
    case 'minimum':
      return `The ${name} field must be at least ${limit}.`;
    case 'exclusiveMinimum':
      return `The ${name} field must be greater than ${limit}.`;
    case 'maximum':
      return `The ${name} field must not be greater than ${limit}.`;
    case 'minLength':
      return error.data === '' ? `The ${name} field is required.` : `The ${name} field must be at least ${limit} characters.`;
    case 'maxLength':
      return `The ${name} field must not be greater than ${limit} characters.`;
    case 'pattern':
      // A form's check box (FormFlag): every one says the same.
      return p.pattern === BOOLEAN_TEXT_PATTERN ? `The ${name} field must be true or false.` : `The ${name} field format is invalid.`;
    case 'maxItems':
      return `The ${name} field must not have more than ${limit} items.`;
    case 'enum':
      // An empty choice is a missing one.
      return error.data === '' ? `The ${name} field is required.` : `The selected ${name} is invalid.`;
    case 'const':
    case 'anyOf':
      return `The selected ${name} is invalid.`;
    default:
      return `The ${name} field format is invalid.`;
  }
}

/** An error saying the field is missing: absent, or sent empty. */
const saysMissing = (error: VerboseError) => error.keyword === 'required' || (error.data === '' && ['minLength', 'type', 'enum'].includes(error.keyword));

/** The contract's errors map for a request that fails its schema. */
export function fieldErrorsOf(errors: FastifySchemaValidationError[]): Record<string, string[]> {
  // A Map, not an object literal: a field may be named like an Object.prototype member ("hasOwnProperty").
  const map = new Map<string, string[]>();
  // A missing field is only told it is missing, not also that its empty text has the wrong format.
  const missing = new Set(errors.filter(saysMissing).map(fieldOf));
  for (const error of errors) {
    const field = fieldOf(error);
    if (missing.has(field) && !saysMissing(error)) continue;
    const message = messageOf(error, field);
    const messages = map.get(field) ?? [];
    if (!messages.includes(message)) map.set(field, [...messages, message]);
  }
  return Object.fromEntries(map);
}
