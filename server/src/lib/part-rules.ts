import { Ajv } from 'ajv';
import type { Static, TSchema } from 'typebox';
import { ValidationFailed } from './http-errors';
import { REQUEST_AJV_OPTIONS, requestAjvPlugins } from '@contract/validation/ajv-setup';
import { fieldErrorsOf } from '@contract/validation/field-errors';

// What a request sends beside its body fields (a multipart upload's files) is checked with a request
// schema too, compiled as Fastify compiles the body's (its defaults and this app's options and
// keywords), and refused in the same words and shape (422).
const ajv = new Ajv(REQUEST_AJV_OPTIONS);
for (const plugin of requestAjvPlugins) plugin(ajv);

/** A checker for `schema`: answers the value when it passes, else throws the contract's 422. */
export function partRules<S extends TSchema>(schema: S): (value: unknown) => Static<S> {
  const check = ajv.compile(schema);
  return (value) => {
    if (check(value)) return value as Static<S>;
    throw new ValidationFailed(fieldErrorsOf(check.errors ?? []));
  };
}
