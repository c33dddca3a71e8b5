import { spacedLowerCase } from '../rules/field-label';
import { formatNumber } from '../rules/format';
import { MESSAGES_KEYWORD } from '../values/request-rules';
import { BOOLEAN_TEXT_PATTERN } from '../rules/boolean';

// A request refused by its schema is answered in the contract's 422 shape, worded like the product's
// field messages ("The coins field is required."). The server words its refusals with it and the
// SPA's forms word their own checks of the same schemas with it, so a player reads one sentence
// whichever side refused. The request schemas are the rules (docs/contract.md#request-rules): a field
// whose rule needs its own sentence carries it in the schema's `x-messages`, keyed by the Ajv keyword
// that fails.

/**
 * An Ajv error as Ajv reports it with `verbose` (Fastify's validation errors are the same objects):
 * the failing schema and the value it refused.
 */
export interface RuleError {
  keyword: string;
  instancePath?: string;
  params: Record<string, unknown>;
  parentSchema?: Record<string, unknown>;
  data?: unknown;
}

/** The field an Ajv error is about: the missing property, else the first segment of its path. */
function fieldOf(error: RuleError): string {
  const missing = error.params.missingProperty as string | undefined;
  if (missing) return missing;
  const path = error.instancePath ?? '';
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
function ownMessage(error: RuleError, field: string): string | undefined {
  const properties = error.parentSchema?.properties as Record<string, Record<string, unknown>> | undefined;
  const schema = error.keyword === 'required' && properties && Object.hasOwn(properties, field) ? properties[field] : error.parentSchema;
  return (schema?.[MESSAGES_KEYWORD] as Record<string, string> | undefined)?.[error.keyword];
}

function messageOf(error: RuleError, field: string): string {
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
const saysMissing = (error: RuleError) => error.keyword === 'required' || (error.data === '' && ['minLength', 'type', 'enum'].includes(error.keyword));

/** The contract's errors map for a request that fails its schema. */
export function fieldErrorsOf(errors: RuleError[]): Record<string, string[]> {
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
