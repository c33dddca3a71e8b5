import type { yup } from '@contract/forms/validate';
import { validateForm } from '@contract/forms/validate';
import { InvalidFields } from '../errors';

/**
 * Validates a request's fields with the contract's schema (the one the SPA's Formik uses) and
 * answers 422 with the errors map on failure. Account forms validate the untyped fields: a
 * password or a name made of digits must stay text.
 */
export async function validated<S extends yup.AnyObjectSchema>(schema: S, fields: Record<string, string>): Promise<yup.InferType<S>> {
  const result = await validateForm(schema, fields);
  if (!result.ok) throw new InvalidFields(result.errors);
  return result.value;
}
