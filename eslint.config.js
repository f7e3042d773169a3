import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import cinedex from './eslint-rules/module-boundaries.js';

/**
 * Files allowed past the module boundaries, each for a reason: the composition root (modules.ts and its composition/ clusters) and the route
 * table wire every module's internals together, the database schema assembles every module's
 * table types, and seeds and tests arrange data below the services.
 */
const BOUNDARY_EXCEPTIONS = [
  'src/server/modules.ts',
  'src/server/composition/**',
  'src/server/routes.ts',
  'src/server/db/schema.ts',
  'src/server/seed/**',
  'tests/**',
];

export default tseslint.config(
  { ignores: ['dist', 'storage', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Only src/server/config.ts reads the environment.',
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react-admin', 'ra-*'],
              message: 'The public site never imports react-admin.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: BOUNDARY_EXCEPTIONS,
    plugins: { cinedex },
    rules: { 'cinedex/module-boundaries': 'error' },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: BOUNDARY_EXCEPTIONS,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Only src/server/config.ts reads the environment.',
        },
        {
          selector: 'NewExpression[callee.name=/Service$/]',
          message: 'Services are built once, in src/server/modules.ts, and injected.',
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: [...BOUNDARY_EXCEPTIONS, 'src/server/db/**', 'src/server/**/*-repository.ts'],
    plugins: { cinedex },
    rules: { 'cinedex/queries-in-repositories': 'error' },
  },
  {
    files: ['src/server/config.ts', 'scripts/**', 'tests/**', '*.config.ts', '*.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
