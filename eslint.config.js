// Flat config: current ESLint reads only eslint.config.js.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** Every SPA feature folder: none may import another (bulletproof-react's zones). */
const FEATURES = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
/** Every server route folder: shared things live in lib, plugins or the domain, never in another route folder. */
const ROUTE_FOLDERS = readdirSync('server/src/routes/api', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'node_modules', 'data', 'coverage', 'test-results', 'playwright-report', 'server/drizzle'] },
  js.configs.recommended,
  // Type-aware rules: they see that a promise is dropped, a value is `any`, a cast is useless.
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { project: ['./tsconfig.json', './server/tsconfig.json'], tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Fastify plugins and handlers are async by contract (a plugin returns a promise) even when
      // nothing inside awaits; the rule would ask to break that convention in every route file.
      '@typescript-eslint/require-await': 'off',
    },
  },
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  {
    // Tests read answers as parsed JSON (`any`) and assert their shape: the unsafe-any family would
    // ask for a cast before every assertion without catching anything the assertion does not.
    files: ['**/*.test.{ts,tsx}', 'server/test/**/*.ts', 'tests/**/*.ts', 'src/testing/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Test servers read form fields they sent themselves (FormData values are strings there).
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/restrict-template-expressions': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Boundaries (conventions.md): app -> features -> components/lib -> contract; server routes ->
    // domain -> db. Enforced on resolved paths, so the @/ and @contract/ aliases count too.
    files: ['src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'server/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'Features never import each other: move what they share to src/components or src/lib.',
            })),
            {
              target: ['./src/features', './src/components', './src/lib'],
              from: './src/app',
              message: 'Only main.tsx, the app and the test utilities import from app/.',
            },
            { target: ['./src/components', './src/lib'], from: './src/features', message: 'Shared code never imports a feature.' },
            { target: './src/lib', from: './src/components', message: 'lib holds mechanics without UI: it never imports components.' },
            { target: ['./src', './contract'], from: './server', message: 'The SPA and the contract never import server code.' },
            { target: './server/src/domain', from: ['./server/src/routes', './server/src/plugins'], message: 'The domain does not know HTTP.' },
            { target: './server/src/lib', from: './server/src/domain', message: 'lib holds mechanics below the domain: pass what it needs in instead.' },
            ...ROUTE_FOLDERS.map((folder) => ({
              target: `./server/src/routes/api/${folder}`,
              from: './server/src/routes/api',
              except: [`./${folder}`, './index.ts'],
              message: 'A route folder never imports another one: move the shared thing to lib, plugins or the domain.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{ts,mjs,js}', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      // The contract runs in the browser and in Node: no Node or DOM imports.
      'no-restricted-imports': ['error', { patterns: ['node:*', 'react*', 'fastify*', '@/*'] }],
    },
  },
  {
    files: ['contract/types/**/*.ts', 'src/**/*.{ts,tsx}'],
    rules: {
      // The SPA reads the contract's types only: schema code (and typebox) never reaches a bundle.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/schemas/*', '@contract/schemas/*'], allowTypeImports: true, message: 'Import the type from contract/types instead.' },
            { group: ['typebox', 'typebox/*'], allowTypeImports: true, message: 'The SPA never loads typebox.' },
          ],
        },
      ],
    },
  },
  {
    files: ['contract/schemas/**/*.ts'],
    rules: {
      // As for all the contract (this block replaces that rule's options), and: types derive from the
      // schemas, one way; a value list both need lives in contract/values.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'react*', 'fastify*', '@/*'] },
            { group: ['**/types/*', '@contract/types/*'], message: 'Schemas never import the types: move the shared value to contract/values.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/domain/**/*.ts'],
    rules: {
      // The domain speaks the game's terms and throws domain/errors.ts: never HTTP, routes or plugins.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/lib/http-errors', '**/routes/**', '**/plugins/**', 'fastify', '@fastify/*'], message: 'The domain does not know HTTP.' }] },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
);
