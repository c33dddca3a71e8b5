import { configDefaults, defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { formRules } from './scripts/lib/form-rules';
import { i18nParts } from './scripts/lib/i18n-parts-plugin';

const alias = {
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
};
// As the build makes them: the pages' texts in parts (the tests that start a language load them), and
// the forms' checks generated from the request schemas (virtual:form-rules/<form>).
const plugins = [i18nParts(fileURLToPath(new URL('.', import.meta.url))), formRules()];

// Three layers of tests run from one `npm test`: unit (rules), component (React + msw), API (fastify.inject on PGlite).
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        plugins,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['contract/**/*.test.ts', 'src/**/*.unit.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        plugins,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/testing/setup.ts'],
          // The longest wait in this project (the router's lazy pages on a loaded machine) is 10 s:
          // the test's own limit must be above it, or the limit fails first and hides the reason.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        plugins,
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // What only one database can show runs in that database's run (scripts/test-pg.mjs sets
          // PG_TEST_URL): *.postgres.test.ts there, *.pglite.test.ts in `npm test`.
          exclude: [...configDefaults.exclude, process.env.PG_TEST_URL ? '**/*.pglite.test.ts' : '**/*.postgres.test.ts'],
          setupFiles: ['server/test/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each test file builds its own database; two cores, so keep workers modest. The API group
          // runs after the unit and component groups (vitest needs its own group for its own worker count).
          maxWorkers: 2,
          // Files share a worker's module cache: each builds its own app and database anyway, and
          // importing the server again for every file cost more than half the group's time.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
