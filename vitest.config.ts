import { defineConfig } from 'vitest/config';

const alias = { '@': new URL('./src', import.meta.url).pathname };

// Two layers: pure logic, the server and the API in Node; components in jsdom (Testing Library).
export default defineConfig({
  resolve: { alias },
  test: {
    pool: 'forks',
    testTimeout: 15_000,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts', 'tests/api/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
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
