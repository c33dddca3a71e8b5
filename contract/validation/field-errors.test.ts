import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, type RuleError } from './field-errors';

const error = (instancePath: string, keyword: string, params: Record<string, unknown> = {}) =>
  ({ instancePath, keyword, params, schemaPath: '', message: '' }) as RuleError;

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

  it('words a refused number as the form did: blank is missing, text is no number, a fraction is no integer, limits with separators', () => {
    const integer = (data: unknown) => ({ ...error('/coins', 'type', { type: 'integer' }), data }) as RuleError;
    expect(fieldErrorsOf([integer('')])).toEqual({ coins: ['The coins field is required.'] });
    expect(fieldErrorsOf([integer('abc')])).toEqual({ coins: ['The coins field must be a number.'] });
    expect(fieldErrorsOf([integer('12.5')])).toEqual({ coins: ['The coins field must be an integer.'] });
    expect(fieldErrorsOf([error('/coins', 'maximum', { limit: 10_000_000 })])).toEqual({ coins: ['The coins field must not be greater than 10,000,000.'] });
    expect(fieldErrorsOf([error('/RecipientID', 'exclusiveMinimum', { limit: 0 })])).toEqual({
      RecipientID: ['The recipient id field must be greater than 0.'],
    });
  });

  it("answers a field's own sentence from its schema, once however many of its rules fail", () => {
    const parentSchema = {
      'x-messages': {
        pattern: 'The client seed field must be 1 to 64 visible characters.',
        maxLength: 'The client seed field must be 1 to 64 visible characters.',
      },
    };
    const own = (keyword: string) => ({ ...error('/ClientSeed', keyword), parentSchema }) as RuleError;
    expect(fieldErrorsOf([own('pattern'), own('maxLength')])).toEqual({ ClientSeed: ['The client seed field must be 1 to 64 visible characters.'] });
  });
});
