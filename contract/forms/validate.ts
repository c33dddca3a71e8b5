import * as yup from 'yup';
import { spacedLowerCase } from '../rules/field-label';
import { formatNumber } from '../rules/format';

// Messages name the field in spaced lower case ("The coins field is required.") so the SPA can swap
// in the bold label. Figures carry thousands separators, as every text of the site. One locale for
// the client (Formik) and the server.

const name = (path: string) => spacedLowerCase(path.replace(/\[\d+\]/g, ''));

yup.setLocale({
  mixed: {
    required: ({ path }: { path: string }) => `The ${name(path)} field is required.`,
    notType: ({ path, type }: { path: string; type?: string }) => `The ${name(path)} field must be a ${type === 'number' ? 'number' : type}.`,
    oneOf: ({ path }: { path: string }) => `The selected ${name(path)} is invalid.`,
    default: ({ path }: { path: string }) => `The ${name(path)} field is invalid.`,
  },
  string: {
    min: ({ path, min }: { path: string; min: number }) => `The ${name(path)} field must be at least ${formatNumber(min)} characters.`,
    max: ({ path, max }: { path: string; max: number }) => `The ${name(path)} field must not be greater than ${formatNumber(max)} characters.`,
    email: ({ path }: { path: string }) => `The ${name(path)} field must be a valid email address.`,
    matches: ({ path }: { path: string }) => `The ${name(path)} field format is invalid.`,
  },
  number: {
    min: ({ path, min }: { path: string; min: number }) => `The ${name(path)} field must be at least ${formatNumber(min)}.`,
    max: ({ path, max }: { path: string; max: number }) => `The ${name(path)} field must not be greater than ${formatNumber(max)}.`,
    integer: ({ path }: { path: string }) => `The ${name(path)} field must be an integer.`,
    positive: ({ path }: { path: string }) => `The ${name(path)} field must be greater than 0.`,
  },
});

export { yup };

/** Runs a schema and returns either the cast value or an errors map keyed by field. */
export async function validateForm<S extends yup.AnyObjectSchema>(
  schema: S,
  input: unknown,
): Promise<{ ok: true; value: yup.InferType<S> } | { ok: false; errors: Record<string, string[]> }> {
  try {
    const value = await schema.validate(input, { abortEarly: false, stripUnknown: true });
    return { ok: true, value };
  } catch (e) {
    if (e instanceof yup.ValidationError) {
      const errors: Record<string, string[]> = {};
      for (const inner of e.inner.length ? e.inner : [e]) {
        const key = inner.path ?? '_';
        (errors[key] ??= []).push(inner.message);
      }
      return { ok: false, errors };
    }
    throw e;
  }
}
