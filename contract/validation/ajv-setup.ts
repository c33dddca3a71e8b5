import { _, type Ajv, type KeywordCxt, type Options, type Plugin } from 'ajv';
import ajvFormats from 'ajv-formats';
import { MESSAGES_KEYWORD, TRIM_KEYWORD } from '../values/request-rules';

// How a request schema is compiled, the same for the server's routes and for the SPA's form checks
// generated from those schemas at build time (docs/contract.md#form-checks-from-the-request-schemas).

/**
 * Fastify's own Ajv defaults (coercion, defaults, dropping what `additionalProperties: false`
 * forbids), written out so a form's check compiles with them too, plus every error of a request
 * (`allErrors`) with the failing schema and value (`verbose`) for the field messages.
 */
export const REQUEST_AJV_OPTIONS = {
  coerceTypes: 'array',
  useDefaults: true,
  removeAdditional: true,
  allErrors: true,
  verbose: true,
} as const satisfies Options;

/** Ajv plugin: accept the messages keyword (an annotation: it validates nothing). */
const messagesKeyword = (ajv: Ajv) => ajv.addKeyword({ keyword: MESSAGES_KEYWORD, schemaType: 'object' });

/**
 * Ajv plugin: `x-trim` drops a text's surrounding spaces in the request itself, before its length,
 * pattern and format are checked, as the forms do ("  " is a missing name). It is written as
 * generated code, not as a function, so Ajv's standalone code for the SPA carries it too.
 */
const trimKeyword = (ajv: Ajv) =>
  ajv.addKeyword({
    keyword: TRIM_KEYWORD,
    type: 'string',
    schemaType: 'boolean',
    before: 'maxLength',
    code(cxt: KeywordCxt) {
      const { gen, data, it } = cxt;
      if (cxt.schema !== true) return;
      gen.assign(data, _`${data}.trim()`);
      gen.if(_`${it.parentData} !== undefined`, () => gen.assign(_`${it.parentData}[${it.parentDataProperty}]`, data));
    },
  });

/**
 * The formats (email, date-time …) and the two keywords every request schema may use. ajv-formats is
 * passed itself, not wrapped: Fastify adds it a second time unless it sees the plugin by its name.
 */
export const requestAjvPlugins = [ajvFormats as Plugin<unknown>, messagesKeyword, trimKeyword];
