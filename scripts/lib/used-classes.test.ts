import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileString } from 'sass';
import { describe, expect, it } from 'vitest';
import { usedClassesSass, usedClassNames } from './used-classes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const entry = path.join(root, 'src/styles/bootstrap.scss');

const compile = (prefix: string) =>
  compileString(prefix + readFileSync(entry, 'utf8'), {
    loadPaths: [path.join(root, 'node_modules')],
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
    style: 'compressed',
  }).css;

const classesOf = (css: string) => new Set([...css.matchAll(/\.([a-z][a-z0-9-]*)/g)].map((m) => m[1]));

describe("the site's Bootstrap build", () => {
  // Without the map of used words, the same components with every utility.
  const full = classesOf(compile(''));
  const pruned = compile(usedClassesSass(root));
  const kept = classesOf(pruned);

  it('keeps every Bootstrap class the source names, and leaves out utilities it does not', () => {
    const used = usedClassNames(root);
    const missing = [...used].filter((name) => full.has(name) && !kept.has(name));
    expect(missing).toEqual([]);
    // A utility nobody writes is gone (the theme colours stay whole: components set them from props).
    expect(used.has('ms-auto')).toBe(false);
    expect(full.has('ms-auto')).toBe(true);
    expect(kept.has('ms-auto')).toBe(false);
    expect(kept.has('bg-info')).toBe(true);
  });

  it('leaves out the components the site does not use', () => {
    for (const name of ['carousel', 'offcanvas-backdrop', 'popover', 'tooltip', 'accordion', 'toast']) expect(kept.has(name), name).toBe(false);
    for (const name of ['navbar', 'card', 'modal', 'dropdown-menu', 'pagination', 'placeholder']) expect(kept.has(name), name).toBe(true);
  });
});
