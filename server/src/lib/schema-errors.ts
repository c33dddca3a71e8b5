import type { FastifySchemaValidationError } from 'fastify';
import { spacedLowerCase } from '@contract/rules/field-label';

// Fastify validates each request against its route's schemas; a refusal is answered in
// the contract's 422 shape, worded like the product's field messages ("The coins field is required.").

/** The field an Ajv error is about: the missing property, else the first segment of its path. */
function fieldOf(error: FastifySchemaValidationError): string {
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  if (missing) return missing;
  const path = (error as { instancePath?: string }).instancePath ?? '';
  const first = path.split('/')[1];
  return first ? first.replace(/~1/g, '/').replace(/~0/g, '~') : '_';
}

function messageOf(error: FastifySchemaValidationError, field: string): string {
  const name = spacedLowerCase(field.replace(/\[\d+\]/g, ''));
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return `The ${name} field is required.`;
    case 'type':
      return `The ${name} field must be ${p.type === 'integer' ? 'an integer' : p.type === 'array' ? 'a list' : `a ${String(p.type)}`}.`;
    case 'minimum':
      return `The ${name} field must be at least ${String(p.limit)}.`;
    case 'maximum':
      return `The ${name} field must not be greater than ${String(p.limit)}.`;
    case 'minLength':
      return `The ${name} field must be at least ${String(p.limit)} characters.`;
    case 'maxLength':
      return `The ${name} field must not be greater than ${String(p.limit)} characters.`;
    case 'maxItems':
      return `The ${name} field must not have more than ${String(p.limit)} items.`;
    case 'enum':
    case 'const':
    case 'anyOf':
      return `The selected ${name} is invalid.`;
    default:
      return `The ${name} field format is invalid.`;
  }
}

/** The contract's errors map for a request that fails its schema. */
export function fieldErrorsOf(errors: FastifySchemaValidationError[]): Record<string, string[]> {
  // A Map, not an object literal: a field may be named like an Object.prototype member ("hasOwnProperty").
  const map = new Map<string, string[]>();
  for (const error of errors) {
    const field = fieldOf(error);
    const message = messageOf(error, field);
    const messages = map.get(field) ?? [];
    if (!messages.includes(message)) map.set(field, [...messages, message]);
  }
  return Object.fromEntries(map);
}
