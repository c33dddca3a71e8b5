import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as icons from 'react-bootstrap-icons';
import { describe, expect, it } from 'vitest';
import { FACTORY, leanIcon, leanIcons } from './lib/lean-icons';

// Every icon the site imports draws, through the shared component the browser build gives it
// (scripts/lib/lean-icons.ts), the very <svg> the package's own module draws, for the props the site passes.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packageDir = path.join(root, 'node_modules/react-bootstrap-icons/dist');

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (/\.tsx?$/.test(entry.name)) yield file;
  }
}
const used = new Set(
  [...sourceFiles(path.join(root, 'src'))].flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from 'react-bootstrap-icons'/g)].flatMap(([, names]) =>
      names
        .split(',')
        .map((name) => name.trim().split(' as ')[0])
        .filter(Boolean),
    ),
  ),
);
/** The package's module of each icon, by its export name. */
const moduleOf = new Map(
  [...readFileSync(path.join(packageDir, 'index.js'), 'utf8').matchAll(/export \{ default as (\w+) \} from '\.\/icons\/([\w-]+)'/g)].map(([, name, file]) => [
    name,
    path.join(packageDir, 'icons', `${file}.js`),
  ]),
);

// The modules as the build writes them, evaluated with the real React (given through a global: a
// module made from a string cannot import a package).
type Icon = React.ComponentType<Record<string, unknown>>;
const scope = globalThis as unknown as { leanIconsReact: typeof React; leanIconsFactory: unknown };
scope.leanIconsReact = React;
const evaluate = async <T>(code: string) => ((await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { default: T }).default;
const withReact = (code: string) =>
  code
    .replace(/^import React, \{ forwardRef \} from 'react';$/m, 'const React = globalThis.leanIconsReact; const { forwardRef } = React;')
    .replace(/^import React from 'react';$/m, 'const React = globalThis.leanIconsReact;')
    .replace(/^import \{ icon \} from .*$/m, 'const { icon } = globalThis.leanIconsFactory;');

describe('the icons in the browser build', () => {
  it('draw every icon the site imports as the package does, with and without its props', async () => {
    scope.leanIconsFactory = { icon: (await import(`data:text/javascript,${encodeURIComponent(withReact(FACTORY))}`)).icon as unknown };
    expect(used.size).toBeGreaterThan(10);
    for (const name of used) {
      const own = (icons as unknown as Record<string, Icon>)[name];
      const code = leanIcon(readFileSync(moduleOf.get(name)!, 'utf8'));
      expect(code, name).toBeDefined();
      const lean = await evaluate<Icon>(withReact(code!));
      for (const props of [{}, { size: 20, color: 'red', title: 'Bank', className: 'me-1', 'aria-hidden': true }]) {
        expect(renderToStaticMarkup(React.createElement(lean, props)), name).toBe(renderToStaticMarkup(React.createElement(own, props)));
      }
    }
  });

  it('leave a module of another shape as it is', () => {
    expect(leanIcon('export default 1;')).toBeUndefined();
    const transform = leanIcons().transform as (code: string, id: string) => unknown;
    expect(transform('export default 1;', '/app/src/components/ui/icon.tsx')).toBeNull();
  });
});
