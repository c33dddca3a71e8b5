import type { Plugin } from 'vite';

// Formik's helpers from lodash, in the few lines the forms need, in the browser build: lodash's
// `clone`, `cloneDeep` and `toPath` bring its whole cloning and caching machinery along (every
// typed array, Map, Set and Symbol case), some 3 KB brotli on every page with a form. Formik clones
// its initial values (plain objects, arrays, strings, numbers, a File) and copies the objects along a
// field's path when it sets a value; a field's path is its name, dots and brackets (`items[0].name`).
// `hoist-non-react-statics` serves only Formik's `connect` and `withFormik`, which the site does not
// use. scripts/formik-lean.test.ts holds the replacements to lodash's answers for those values.

const PREFIX = '\0formik-lean/';

export const LEAN_MODULES: Record<string, string> = {
  'lodash-es/clone': `export default function clone(value) {
  if (Array.isArray(value)) return value.slice();
  if (value !== null && typeof value === 'object') return Object.assign(Object.create(Object.getPrototypeOf(value)), value);
  return value;
}
`,
  'lodash-es/cloneDeep': `const plain = (value) => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};
export default function cloneDeep(value) {
  if (Array.isArray(value)) return value.map(cloneDeep);
  if (value === null || typeof value !== 'object' || !plain(value)) return value;
  const copy = {};
  for (const key of Object.keys(value)) copy[key] = cloneDeep(value[key]);
  return copy;
}
`,
  'lodash-es/toPath': `export default function toPath(value) {
  if (Array.isArray(value)) return value.map((key) => (typeof key === 'symbol' ? key : String(key)));
  return String(value).match(/[^.[\\]]+/g) ?? [];
}
`,
  'hoist-non-react-statics': `export default function hoistNonReactStatics(target) {
  return target;
}
`,
};

export function formikLean(): Plugin {
  return {
    name: 'guildhall:formik-lean',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source in LEAN_MODULES && importer?.replaceAll('\\', '/').includes('/node_modules/formik/')) return PREFIX + source;
      return null;
    },
    load(id) {
      return id.startsWith(PREFIX) ? LEAN_MODULES[id.slice(PREFIX.length)] : null;
    },
  };
}
