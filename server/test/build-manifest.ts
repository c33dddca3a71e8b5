/**
 * The shell of a Vite build manifest as `npm run build` writes it (server/src/page-render/page-assets.ts reads
 * it), for tests that lay out a build of their own: the entry, one chunk it imports, and one chunk it
 * evaluates in a step of its own (src/main.tsx), which index.html does not name.
 */
export const buildManifestShell = {
  'index.html': {
    file: 'assets/index-e1.js',
    isEntry: true,
    imports: ['_shared-s1.js'],
    dynamicImports: ['node_modules/react-dom/client.js'],
    css: ['assets/index-e1.css'],
  },
  'node_modules/react-dom/client.js': { file: 'assets/react-dom-r1.js', isDynamicEntry: true, imports: ['_shared-s1.js'] },
  '_shared-s1.js': { file: 'assets/shared-s1.js' },
};
