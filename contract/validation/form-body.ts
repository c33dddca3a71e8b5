// A form travels as form data: every value is text and files travel apart. These say what of it a
// body schema checks, for the server reading a request and for the SPA checking its form first.

/** The fields a body schema types as numbers. */
export function numberFieldsOf(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties;
  if (!properties) return [];
  return Object.keys(properties).filter((key) => ['integer', 'number'].includes(String(properties[key].type)));
}

/**
 * The fields as the body schema sees them. A form sends an untouched number input as an empty
 * text: for a field the schema types as a number that is no value (a blank amount is a missing
 * one); text fields keep their empty value.
 */
export function withoutBlankNumbers(fields: Record<string, string>, numberFields: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([key, value]) => !(value === '' && numberFields.includes(key))));
}
