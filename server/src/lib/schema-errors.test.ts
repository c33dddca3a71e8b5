import { describe, expect, it } from 'vitest';
import type { FastifySchemaValidationError } from 'fastify';
import { fieldErrorsOf } from './schema-errors';

const error = (instancePath: string, keyword: string, params: Record<string, unknown> = {}) =>
  ({ instancePath, keyword, params, schemaPath: '', message: '' }) as FastifySchemaValidationError;

describe('fieldErrorsOf: a refused request as the contract errors map', () => {
  it('names each field once with its messages, a missing property by its name', () => {
    const map = fieldErrorsOf([
      error('/coins', 'minimum', { limit: 10 }),
      error('/coins', 'minimum', { limit: 10 }),
      error('', 'required', { missingProperty: 'username' }),
    ]);
    expect(map).toEqual({ coins: ['The coins field must be at least 10.'], username: ['The username field is required.'] });
  });

  it('answers a field named like an Object.prototype member (the fuzzer sent ?hasOwnProperty=…)', () => {
    const map = fieldErrorsOf([error('/hasOwnProperty', 'type'), error('/constructor', 'type'), error('/__proto__', 'type')]);
    expect(Object.keys(map)).toEqual(['hasOwnProperty', 'constructor', '__proto__']);
    for (const messages of Object.values(map)) expect(messages).toEqual([expect.stringMatching(/^The .+ field /)]);
    expect(Object.keys(JSON.parse(JSON.stringify(map)) as object)).toEqual(['hasOwnProperty', 'constructor', '__proto__']);
  });
});
