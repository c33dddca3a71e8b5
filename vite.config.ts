import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { axiosXhrOnly } from './scripts/lib/axios-xhr-only';
import { formikLean } from './scripts/lib/formik-lean';
import { leanIcons } from './scripts/lib/lean-icons';
import { tableCoreLean } from './scripts/lib/table-core-lean';
import { i18nParts } from './scripts/lib/i18n-parts-plugin';
import { precompress } from './scripts/lib/precompress';
import { shellChunk } from './scripts/lib/shell-chunk';
import { usedClassesSass } from './scripts/lib/used-classes';
import { formRules } from './scripts/lib/form-rules';
import { copyRuffleInto } from './server/src/lib/ruffle';

/** The packages the site starts with, in the order src/main.tsx evaluates them. */
const STARTUP_PACKAGES: [name: string, test: RegExp][] = [
  ['react-dom', /node_modules[\\/](react-dom|scheduler)[\\/]/],
  ['react-router', /node_modules[\\/](react-router|react-router-dom)[\\/]/],
  ['react-query', /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/],
  ['axios', /node_modules[\\/]axios[\\/]/],
];

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

/** The chunks every page has evaluated before any chunk but the entries asks for another: the entry's
 *  own (`startup`, the bundler's runtime), the packages of its steps and the shell. */
const LOADED_FIRST = new RegExp(`^assets/(${['startup', 'rolldown-runtime', 'shell', ...STARTUP_PACKAGES.map(([name]) => name)].join('|')})-[\\w-]+\\.js$`);
const ENTRY_CHUNK = /^assets\/(index|boot)-[\w-]+\.js$/;

export default defineConfig(({ isSsrBuild }) => {
  // The app's shell, the last step of src/main.tsx, in one chunk of its own (scripts/lib/shell-chunk.ts),
  // without what src/main.tsx imports before its steps.
  const shell = shellChunk('src/app/start.tsx', 'src/main.tsx');
  const texts = i18nParts(fileURLToPath(new URL('.', import.meta.url)));
  return {
    // precompress: .br and .gz beside every script, style, SVG and JSON, and beside Ruffle's files
    // (copied into the build first), sent as they are.
    // axiosXhrOnly: the browser build carries one axios adapter, the one browsers use.
    // formikLean: Formik's lodash helpers in the few lines the forms need.
    // leanIcons: each icon its drawing and one shared component.
    // tableCoreLean: the table library without the features the site's tables do not use.
    // The server-side render (`vite build --ssr`) runs in Node: axios keeps its Node adapter there
    // (the render replaces it anyway) and nothing of it is sent to a browser, so nothing to precompress.
    // shell.plugin: finds the shell's modules for the chunk below.
    // formRules: each form's check, generated from its call's request schema (virtual:form-rules/<form>).
    // i18nParts: each language's page texts, split into a core part and one part per page.
    plugins: isSsrBuild
      ? [react(), formRules(), texts]
      : [axiosXhrOnly(), formikLean(), leanIcons(), tableCoreLean(), react(), formRules(), texts, shell.plugin, precompress({ before: copyRuffleInto })],
    css: {
      preprocessorOptions: {
        scss: {
          // Bootstrap's utilities are kept only where the source uses their classes (src/styles/bootstrap.scss).
          additionalData: (source: string) => usedClassesSass(fileURLToPath(new URL('.', import.meta.url))) + source,
          // Bootstrap 5.3's Sass predates the module system: its deprecation notices are not ours to act on.
          quietDeps: true,
          silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
        },
      },
    },
    resolve: {
      alias: {
        '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
        '@': fileURLToPath(new URL('./src', import.meta.url)),
      },
    },
    build: {
      // dist-ssr/ beside dist/, never inside it: the static files must not serve the server's code.
      outDir: isSsrBuild ? 'dist-ssr' : 'dist',
      sourcemap: false,
      // A manifest lets the server and the size check know which chunks a route needs.
      manifest: !isSsrBuild,
      // boot.ts: the one script a page the server painted names; it starts the site's.
      rolldownOptions: isSsrBuild
        ? undefined
        : {
            input: { index: 'index.html', boot: 'src/server-render/boot.ts' },
            // The packages every page starts with, each a chunk of its own, so src/main.tsx evaluates them
            // one task at a time.
            output: {
              codeSplitting: {
                groups: [
                  // A package in one of these goes there, even when the shell imports it too.
                  // What src/main.tsx runs before its steps: without React and the rest.
                  { name: 'startup', test: shell.isEntryOwn, priority: 3 },
                  ...STARTUP_PACKAGES.map(([name, test]) => ({ name, test, priority: 2 })),
                  { name: 'shell', test: shell.isMember, priority: 1 },
                ],
              },
            },
          },
      // A dynamic import lists the chunks it needs so that they are fetched together; those every page
      // has already are left out of the shell's list (its router's pages, the languages' parts), which
      // each first load downloads.
      modulePreload: {
        resolveDependencies: (_file: string, deps: string[], { hostId, hostType }: { hostId: string; hostType: string }) =>
          hostType === 'html' || ENTRY_CHUNK.test(hostId) ? deps : deps.filter((dep) => !LOADED_FIRST.test(dep)),
      },
      copyPublicDir: !isSsrBuild,
      chunkSizeWarningLimit: 300,
    },
    // The server-side render carries its own copy of every package: react-bootstrap's per-component
    // imports (react-bootstrap/Button) are folders, which Node's module loader refuses, and React is
    // built for production there whatever NODE_ENV the server runs with.
    ssr: { noExternal: true },
    server: {
      port: 5173,
      proxy: {
        '/api': { target: apiTarget, changeOrigin: false },
        '/healthz': { target: apiTarget },
      },
    },
  };
});
