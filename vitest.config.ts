import { defineConfig } from 'vitest/config';
import { pathAliases } from './scripts/path-aliases.ts';

// Two layers: pure logic, the server and the API in Node; components in jsdom (Testing Library).
export default defineConfig({
  resolve: { alias: pathAliases },
  test: {
    pool: 'forks',
    // A loaded two-core machine starts a server in a test file's hook slowly: generous limits.
    testTimeout: 15_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts', 'tests/api/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
        },
      },
    ],
  },
});
