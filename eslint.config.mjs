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
          paths: [
            { name: '@school/shared/testing', message: 'Test helpers are for *.test.ts(x) and src/test/ only.' },
            { name: '@school/shared/rich-text/server', message: 'The sanitizer runs on the API only: import the policy from @school/shared/rich-text.' },
          ],
          patterns: [
            { group: ['**/testing', '**/testing/*'], message: 'Test helpers are for *.test.ts(x) and src/test/ only.' },
            { group: ['msw', 'msw/*', '@testing-library/*'], message: 'Test libraries are dev dependencies: tests only.' },
          ],
        },
      ],
    },
  },
  {
    // An internal link names its route in shared's route table, pathOf('home'), never '/home':
    // typecheck then refuses a link to an address the table lacks.
    files: ['{shared,host,remote-*}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '*/src/test/**', '*/src/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "JSXAttribute[name.name='to'] > Literal",
          "JSXAttribute[name.name='to'] > JSXExpressionContainer > :matches(Literal, TemplateLiteral[expressions.length=0])",
          "Property[key.name='to'] > Literal[value=/^\\//]",
          "CallExpression[callee.name='navigate'] > Literal.arguments:first-child",
        ].map((selector) => ({ selector, message: "Name the route: pathOf('…') from @school/shared/routing." })),
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
