// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importZones } from './scripts/eslint-import-zones.ts';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Imports run one way: shared → features → routes. Shared code imports no feature and no route;
 * a feature imports no route and no other feature.
 */
const layerRules = [
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/routes/*', '**/features/**', '**/routes/**'],
              message: 'shared/ must not import features or routes.',
            },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/features/*',
                `!@/features/${feature}`,
                `!@/features/${feature}/**`,
                '@/routes/*',
                '../../*',
              ],
              message: 'A feature imports shared/ and itself only (no other feature, no route).',
            },
          ],
        },
      ],
    },
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'dist-node',
      'node_modules',
      'src/routeTree.gen.ts',
      'contract/schema.gen.ts',
      'test-results',
      'playwright-report',
      '.bench',
      '.data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // TanStack Router's API is built on throwing `notFound()` and `redirect()` objects.
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}', 'tests/component/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    extends: [
      reactHooks.configs.flat['recommended-latest'],
      ...pluginQuery.configs['flat/recommended-strict'],
      ...pluginRouter.configs['flat/recommended'],
    ],
  },
  {
    files: [
      'server/**/*.ts',
      'scripts/**/*.ts',
      'tests/server/**/*.ts',
      'tests/api/**/*.ts',
      'tests/e2e/**/*.ts',
      'tests/engines/**/*.ts',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: globals.node },
    rules: {
      // Fastify handlers and hooks are async by contract, whether or not they await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Every query is keyed by the contract path it reads (src/shared/api/call-key.ts): whether its
    // answers may stay on the device follows from that path (decision 024), so none is written by hand.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Property[key.name=/^(queryKey|mutationKey)$/] > :matches(ArrayExpression, TSAsExpression[expression.type="ArrayExpression"], TSSatisfiesExpression[expression.type="ArrayExpression"])',
          message: "Key a query with callKey('<contract path>', …) from '@/shared/api/call-key'.",
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(get|set)Query(Data|State)$|^(ensureQueryData|fetchQuery|prefetchQuery)$/][arguments.0.type="ArrayExpression"]',
          message: "Key a query with callKey('<contract path>', …) from '@/shared/api/call-key'.",
        },
      ],
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['eslint.config.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  ...layerRules,
  ...importZones,
);
