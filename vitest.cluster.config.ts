import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// The tests of the site running at scale (PostgreSQL, nginx, several processes): run by
// scripts/test-cluster.mjs, which starts all of that first. Not part of `npm test`.
export default defineConfig({
  resolve: { alias: { '@contract': fileURLToPath(new URL('./contract', import.meta.url)) } },
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['tests/cluster/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    sequence: { concurrent: false },
  },
});
