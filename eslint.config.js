// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import direction of ARCHITECTURE.md: domain → machines → src; server beside src; nothing imports tests. */
const boundary = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
const forbid = (group, message) => ({ group, message });

const SPA_PATTERNS = [
  forbid(['**/server/**', '**/tests/**'], 'The SPA never imports the server.'),
  forbid(['drizzle-orm*', 'hono*', '@electric-sql/*', 'pg'], 'Server libraries stay out of the SPA.'),
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.cache/', 'data/', 'coverage/', 'src/routeTree.gen.ts', 'locales/*/messages.ts', 'locales/*/sections.ts', 'server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, lingui },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-trans-inside-trans': 'error',
      'lingui/no-expression-in-message': 'error',
    },
  },
  { ...jsxA11y.flatConfigs.strict, files: ['src/**/*.tsx'] },
  {
    // Visible text must be a message: flag string literals in the SPA that are not code-like.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/testing/**'],
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // one "word" without an upper-case start: keys, slugs, paths, CSS values, MIME types
            '^(?![A-Z])\\S+$',
            // UPPER_CASE constants and codes
            '^[A-Z0-9_-]+$',
            // a single capitalised word used as a key (event names, HTTP methods)
            '^[A-Z][a-zA-Z]+$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            'styleName', 'src', 'srcSet', 'type', 'id', 'width', 'height', 'displayName', 'Authorization',
            'to', 'href', 'rel', 'target', 'role', 'method', 'name', 'autoComplete', 'inputMode', 'lang',
            'queryKey', 'path', 'mode', 'variant', 'size', 'key', 'slot', 'level', 'status', 'locale',
            'aria-live', 'aria-hidden', 'data-testid', 'accept', 'encType', 'fetchPriority', 'loading', 'decoding',
          ],
          ignoreFunctions: [
            'Error', 'ApiError', 'console.*', '*.headers.set', '*.addEventListener', '*.removeEventListener',
            '*.getElementById', '*.querySelector', '*.includes', '*.startsWith', '*.endsWith', '*.get', '*.set',
            '*.getItem', '*.setItem', '*.removeItem', 'URL', 'URLSearchParams', 'redirect', 'createFileRoute',
            'createLazyFileRoute', 'notFound', 'fetch', 'apiRequest', 'matchMedia', 'format', 'document.*',
          ],
          useTsTypes: false,
        },
      ],
    },
  },
  {
    // A test that asserts on something it just created may say so plainly.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'src/**/testing/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  boundary(['domain/**/*.ts'], [
    forbid(['**/src/**', '**/server/**', '**/machines/**', '**/tests/**'], 'domain/ imports nothing of ours.'),
    forbid(['react', 'react-*', '@tanstack/*', 'drizzle-orm*', 'hono*', 'xstate'], 'domain/ stays pure: valibot and date-fns only.'),
  ]),
  boundary(['machines/**/*.ts'], [
    forbid(['**/src/**', '**/server/**', '**/tests/**'], 'machines/ may import domain/ only.'),
    forbid(['react', 'react-*', '@xstate/react'], 'machines/ never import React.'),
  ]),
  boundary(['server/**/*.ts'], [
    forbid(['**/src/**', '**/machines/**', '**/tests/**'], 'server/ may import domain/ only.'),
  ]),
  boundary(['src/**/*.{ts,tsx}'], SPA_PATTERNS),
  // A feature never reaches into a sibling: shared code moves to ui/, app/ or domain/ (bulletproof-react).
  // Feature folders are flat, so a path that climbs exactly one level lands in another feature.
  boundary(['src/features/*/*.{ts,tsx}'], [...SPA_PATTERNS, { regex: '^\\.\\./(?!\\.\\./)', message: 'Features do not import each other.' }]),
);
