// Flat config: current ESLint reads only eslint.config.js (design.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'coverage', 'test-results', 'playwright-report', 'server/drizzle'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
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
