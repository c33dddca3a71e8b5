// docs/product-rules.md#form-data-typing form data typing rule, shared so the SPA sends and the server expects the same types.
import { parseBoolean } from './boolean';
import { ID_KEY } from './ids';

export type FormValue = string | number | boolean;

// "Is" followed by an upper-case letter or underscore: IsSpecial counts, Issue / Island do not.
const BOOLEAN_KEY = /^Is[A-Z_]/;
const isIntegerKey = (key: string) => /^Req/.test(key) || ID_KEY.test(key);
const INTEGER_TEXT = /^-?\d+$/;
const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * Types one form value by its key:
 * - empty string stays '' for every key, so "required" validation can still report it;
 * - Is* keys are booleans via parseBoolean (throws InvalidBooleanError on other spellings, as docs/product-rules.md#validation-and-field-messages requires);
 * - *ID and Req* keys are base-10 integers; a non-integer text is kept as-is for the server validator to reject;
 * - other strictly numeric texts ("12", "-3.5") become numbers; everything else stays a string.
 */
export function typeFormValue(key: string, value: string): FormValue {
  if (value === '') return value;
  if (BOOLEAN_KEY.test(key)) return parseBoolean(value);
  if (isIntegerKey(key)) {
    // Strict check first: parseInt alone would turn "12abc" into 12 and hide the bad input.
    return INTEGER_TEXT.test(value) ? Number.parseInt(value, 10) : value;
  }
  return NUMERIC_TEXT.test(value) ? Number(value) : value;
}

function isIterable(entries: Iterable<[string, string]> | Record<string, string>): entries is Iterable<[string, string]> {
  return typeof (entries as Partial<Iterable<[string, string]>>)[Symbol.iterator] === 'function';
}

/** Types every field; accepts entry pairs (e.g. filtered FormData entries) or a plain object. Later duplicates win. */
export function typeFormFields(entries: Iterable<[string, string]> | Record<string, string>): Record<string, FormValue> {
  const pairs = isIterable(entries) ? entries : Object.entries(entries);
  const typed: Record<string, FormValue> = {};
  for (const [key, value] of pairs) typed[key] = typeFormValue(key, value);
  return typed;
}
