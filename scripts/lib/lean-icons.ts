import type { Plugin } from 'vite';

// react-bootstrap-icons, each icon its drawing and one shared component, in the browser build: every
// icon module of the package carries its own copy of Babel's object helpers, its props' defaults and
// its propTypes (with the prop-types package), about 40 lines around a path or two; the shell alone
// shows some twenty icons. The shared component (`FACTORY`) draws the same <svg> from the same props
// (color, size, title, className, and any other passed on), as scripts/lean-icons.test.ts checks
// against the package's own for every icon the site imports. A module not in the package's usual
// shape is left as it is.

const FACTORY_ID = '\0lean-icons/factory';

export const FACTORY = `import React, { forwardRef } from 'react';
export function icon(name, viewBox, children) {
  return forwardRef(function Icon({ color = 'currentColor', size = '1em', title = null, className = '', ...rest }, ref) {
    return React.createElement(
      'svg',
      { ref, xmlns: 'http://www.w3.org/2000/svg', viewBox, width: size, height: size, fill: color, className: ['bi', name, className].filter(Boolean).join(' '), ...rest },
      title ? React.createElement('title', null, title) : null,
      ...children,
    );
  });
}
`;

const ICON_MODULE = /[\\/]node_modules[\\/]react-bootstrap-icons[\\/]dist[\\/]icons[\\/][\w-]+\.js$/;
const TITLE = 'title ? /*#__PURE__*/React.createElement("title", null, title) : null, ';
const END = '));\n});';

/** The icon module in the shared component's terms; undefined if it is not in the package's usual shape. */
export function leanIcon(code: string): string | undefined {
  const name = /className: \['bi', '([\w-]+)', className\]/.exec(code)?.[1];
  const viewBox = /viewBox: "([\d. ]+)"/.exec(code)?.[1];
  const start = code.indexOf(TITLE);
  const end = code.lastIndexOf(END);
  if (!name || !viewBox || start < 0 || end < start || !code.includes('.propTypes = {')) return undefined;
  const children = code.slice(start + TITLE.length, end + 1);
  return [
    "import React from 'react';",
    `import { icon } from ${JSON.stringify(FACTORY_ID)};`,
    `export default /*#__PURE__*/ icon(${JSON.stringify(name)}, ${JSON.stringify(viewBox)}, [${children}]);`,
    '',
  ].join('\n');
}

export function leanIcons(): Plugin {
  return {
    name: 'guildhall:lean-icons',
    enforce: 'pre',
    resolveId: (id) => (id === FACTORY_ID ? id : null),
    load: (id) => (id === FACTORY_ID ? FACTORY : null),
    transform(code, id) {
      if (!ICON_MODULE.test(id.split('?')[0])) return null;
      const lean = leanIcon(code);
      return lean ? { code: lean, map: null } : null;
    },
  };
}
