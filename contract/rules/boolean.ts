// Strict boolean parsing (docs/product-rules.md#booleans): only true/false/1/0 in their boolean, number or string forms.

/** The spellings parseBoolean accepts, as a JSON Schema pattern for a form's text (a schema has no case-insensitive flag). */
export const BOOLEAN_TEXT_PATTERN = '^\\s*(?:[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|1|0)\\s*$';

/** Raised for values that are not one of the accepted boolean spellings. */
export class InvalidBooleanError extends Error {
  readonly value: unknown;

  constructor(value: unknown) {
    super(`Invalid boolean value: ${describeValue(value)}`);
    this.name = 'InvalidBooleanError';
    this.value = value;
  }
}

// String() throws for objects without a prototype or with a throwing toString; the error path must not.
function describeValue(value: unknown): string {
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** Accepts true, false, 1, 0 and the strings "true", "false", "1", "0" (any case, trimmed); throws otherwise. */
export function parseBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 1) return true;
  if (value === 0) return false;
  if (typeof value === 'string') {
    const normalized = value.trim().toLowerCase();
    if (normalized === 'true' || normalized === '1') return true;
    if (normalized === 'false' || normalized === '0') return false;
  }
  throw new InvalidBooleanError(value);
}

/** A form's check box as sent (its text already checked against BOOLEAN_TEXT_PATTERN): an unticked one is not sent, so absent is off. */
export const ticked = (value: string | undefined): boolean => value !== undefined && parseBoolean(value);
