import type { Plugin } from 'vite';
import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { FORM_BODIES, type FormName } from '../../contract/forms/form-bodies';
import { REQUEST_AJV_OPTIONS, requestAjvPlugins } from '../../contract/validation/ajv-setup';
import { numberFieldsOf } from '../../contract/validation/form-body';

const PREFIX = 'virtual:form-rules/';

/** What only documents a field: left out of the check, whose errors quote the schema (`verbose`). */
const ANNOTATIONS = new Set(['description', 'examples']);

function withoutAnnotations(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutAnnotations);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => !ANNOTATIONS.has(key))
      .map(([key, value]) => [key, withoutAnnotations(value)]),
  );
}

/**
 * The module a form imports: its request schema's Ajv check as standalone code, compiled with the
 * server's options and keywords, the fields the schema types as numbers (a blank one is no value),
 * and `rules(...beside)`: the form's rules, this check and the rules beside it.
 */
export function formRulesModule(form: FormName): string {
  const ajv = new Ajv({ ...REQUEST_AJV_OPTIONS, code: { source: true, esm: true } });
  for (const plugin of requestAjvPlugins) plugin(ajv);
  const schema = FORM_BODIES[form];
  const code = standaloneCode(ajv, ajv.compile(withoutAnnotations(schema) as object));
  // Ajv's standalone code takes its few runtime helpers (the length of a text in characters, deep
  // equality) with require(); the SPA is ES modules. Each becomes an import; the helpers are CommonJS
  // modules, whose default export a bundler reads as the module's `default` and Node as the module.
  const imports: string[] = [];
  const esm = code.replace(/require\("([^"]+)"\)\.default/g, (_, path: string) => {
    const name = `__helper${imports.length}`;
    imports.push(`import * as ${name}Module from ${JSON.stringify(`${path}.js`)};\nconst ${name} = ${name}Module.default.default ?? ${name}Module.default;`);
    return name;
  });
  if (/\brequire\(/.test(esm)) throw new Error(`The form check of ${form} needs a module this plugin does not import.`);
  // The module also carries the rules beside the check (contract/forms/form-rules.ts), so a form loads
  // everything it checks with in one import.
  return [
    ...imports,
    esm.replace(/^"use strict";/, ''),
    `export const numberFields = ${JSON.stringify(numberFieldsOf(schema))};`,
    `import { formRules } from '@contract/forms/form-rules';`,
    `export * from '@contract/forms/form-rules';`,
    'export const rules = (...beside) => formRules({ validate, numberFields }, ...beside);',
    '',
  ].join('\n');
}

/**
 * `virtual:form-rules/<form>`: the check of a form in FORM_BODIES, generated from its request schema
 * when the SPA is built (or a test runs), so the SPA never carries a second copy of a rule, nor Ajv.
 */
export function formRules(): Plugin {
  return {
    name: 'guildhall:form-rules',
    resolveId(source) {
      return source.startsWith(PREFIX) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const form = id.slice(PREFIX.length + 1);
      if (!Object.hasOwn(FORM_BODIES, form)) throw new Error(`No form ${form} in contract/forms/form-bodies.ts.`);
      return formRulesModule(form as FormName);
    },
  };
}
