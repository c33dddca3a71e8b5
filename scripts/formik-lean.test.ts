import { describe, expect, it } from 'vitest';
import { formikLean, LEAN_MODULES } from './lib/formik-lean';

// Formik's lodash helpers, as the browser build replaces them (scripts/lib/formik-lean.ts): the
// answers Formik relies on for a form's values and field names, as lodash gives them.

const lean = async <T>(name: string) => ((await import(`data:text/javascript,${encodeURIComponent(LEAN_MODULES[name])}`)) as { default: T }).default;

describe("Formik's helpers in the browser build", () => {
  it('clone a form’s initial values deeply, its objects and arrays new, a chosen file the same', async () => {
    const cloneDeep = await lean<<T>(value: T) => T>('lodash-es/cloneDeep');
    const file = new File(['x'], 'avatar.png');
    const values = { Username: 'Ana', Country: 'DE', Age: 3, Newsletter: false, Avatar: file, items: [{ name: 'a' }], none: null };
    const copy = cloneDeep(values);
    expect(copy).toEqual(values);
    expect(copy).not.toBe(values);
    expect(copy.items).not.toBe(values.items);
    expect(copy.items[0]).not.toBe(values.items[0]);
    expect(copy.Avatar).toBe(file);
    expect(cloneDeep(undefined)).toBeUndefined();
    expect(cloneDeep('text')).toBe('text');
  });

  it('copy the objects along a field’s path shallowly, keeping what they are', async () => {
    const clone = await lean<<T>(value: T) => T>('lodash-es/clone');
    class Values {
      a = { b: 1 };
    }
    const values = new Values();
    const copy = clone(values);
    expect(copy).toBeInstanceOf(Values);
    expect(copy).not.toBe(values);
    expect(copy.a).toBe(values.a);
    const list = [1, 2];
    expect(clone(list)).toEqual(list);
    expect(clone(list)).not.toBe(list);
    expect(clone(5)).toBe(5);
  });

  it('read a field’s name as its path', async () => {
    const toPath = await lean<(value: unknown) => string[]>('lodash-es/toPath');
    expect(toPath('password')).toEqual(['password']);
    expect(toPath('items[0].name')).toEqual(['items', '0', 'name']);
    expect(toPath('a.b.c')).toEqual(['a', 'b', 'c']);
    expect(toPath(['items', 0])).toEqual(['items', '0']);
  });

  it('replace them only where Formik imports them', () => {
    const plugin = formikLean();
    const resolve = plugin.resolveId as (source: string, importer?: string) => string | null;
    expect(resolve('lodash-es/cloneDeep', '/app/node_modules/formik/dist/formik.esm.js')).toBe('\0formik-lean/lodash-es/cloneDeep');
    expect(resolve('hoist-non-react-statics', '/app/node_modules/formik/dist/formik.esm.js')).toBe('\0formik-lean/hoist-non-react-statics');
    expect(resolve('lodash-es/cloneDeep', '/app/src/features/account/components/account-form.tsx')).toBeNull();
    expect(resolve('lodash-es/isPlainObject', '/app/node_modules/formik/dist/formik.esm.js')).toBeNull();
  });
});
