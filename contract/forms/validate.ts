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
