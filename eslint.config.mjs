import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'playwright-report/**', 'test-results/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Production code never reaches the test helpers or the test libraries (dev dependencies).
    files: ['{shared,host,remote-*}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '*/src/test/**', '*/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@school/shared/testing', message: 'Test helpers are for *.test.ts(x) and src/test/ only.' }],
          patterns: [
            { group: ['**/testing', '**/testing/*'], message: 'Test helpers are for *.test.ts(x) and src/test/ only.' },
            { group: ['msw', 'msw/*', '@testing-library/*'], message: 'Test libraries are dev dependencies: tests only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
