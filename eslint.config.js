// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
/** Tests beside the code, and what they share, may cross layers to set a scene; tests/ may import everything. */
const TEST_FILES = ['**/*.test.{ts,tsx}', 'src/testing/**'];
const CODE = ['{domain,machines,server,src,scripts}/**/*.{ts,tsx}'];

/**
 * The import direction of docs/architecture.md, judged on resolved paths: no file under `target` may import one
 * under `from`. tests/lint/zones.test.ts proves every zone with a fixture.
 */
const zone = (target, from, message) => ({ target, from, message });

/** Between the repository's folders; these bind tests beside the code as well. */
const FOLDER_ZONES = [
  zone('domain', ['src', 'machines', 'server'], 'domain/ imports nothing of ours: move the rule into domain/.'),
  zone('machines', ['src', 'server'], 'machines/ import domain/ only: move the rule to domain/, or take it as input.'),
  zone('server', ['src', 'machines'], 'server/ imports domain/ only: move what it shares with the SPA into domain/.'),
  zone('src', 'server', 'The SPA never imports the server: share rules and the API contract through domain/.'),
  zone(
    ['domain', 'machines', 'server', 'src', 'scripts'],
    'tests',
    'Only tests import tests/: move what the code needs out of tests/.',
  ),
];

const features = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The server's section services: each judges a section's bodies and writes its records. */
const SECTION_SERVICES = ['server/consents', 'server/details', 'server/directorships', 'server/employers', 'server/referees'];

/** Within the code, tests aside: what domain/ may use, and the layers of src/. */
const CODE_ZONES = [
  {
    target: 'domain',
    from: 'node_modules',
    except: ['./valibot', './date-fns'],
    message: 'domain/ stays pure, with valibot and date-fns only: code that needs more belongs to its caller.',
  },
  zone(
    'src/ui',
    ['src/app', 'src/features', 'src/api', 'src/routes', 'src/forms', 'src/step-layout'],
    'ui/ knows nothing of the product: take data, texts and callbacks as props.',
  ),
  zone(
    'src/api',
    ['src/app', 'src/features', 'src/ui', 'src/routes', 'src/forms', 'src/step-layout'],
    'api/ only talks to the API: return the data and let the caller show it; shared types live in domain/.',
  ),
  zone(
    'src/app',
    ['src/features', 'src/routes', 'src/forms', 'src/step-layout'],
    'app/ is the shell under every screen: move what it needs into app/, api/ or ui/, or let a route pass it in.',
  ),
  zone(
    'src/forms',
    ['src/app', 'src/features', 'src/routes'],
    'The form kit serves every feature: take what it needs as an argument, or move it to step-layout/, api/ or ui/.',
  ),
  zone(
    'src/step-layout',
    ['src/features', 'src/routes', 'src/forms'],
    "The step frame sits under the screens and the form kit: take a section's specifics as props, or move shared " +
      'code to app/, api/ or ui/.',
  ),
  zone(
    'src/features',
    'src/routes',
    'A feature never imports a route: the route renders the feature and passes it what it loaded.',
  ),
  // The server's rooms: routes → the write path (requests/) and the section services → repositories and db/.
  zone(
    'server/routes',
    'server/db/schema.ts',
    "A route states what it saves: reach the tables through a section's service or server/db/repositories/.",
  ),
  zone(
    SECTION_SERVICES,
    ['server/routes', 'server/middleware', 'server/requests'],
    'A section service judges and writes in the transaction it is given: the route runs it on the write path.',
  ),
  zone(
    'server/requests',
    ['server/routes', 'server/middleware'],
    'The write path sits under the routes: take what it needs as an argument.',
  ),
  zone(
    'server/db',
    ['server/routes', 'server/middleware', 'server/requests', 'server/providers', ...SECTION_SERVICES],
    'db/ is the bottom room: queries and tables only, which the rooms above call.',
  ),
  // A zone per feature keeps each one, at any depth, out of its siblings (bulletproof-react).
  ...features.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move what both need to ui/, app/, api/ or domain/.',
  })),
];

const restrictedPaths = (zones) => ['error', { basePath: root, zones }];

/** Package names, which path zones cannot judge: a server library may resolve to its types in @types/. */
const banPackages = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  {
    ignores: [
      'dist/', 'dist-server/', 'node_modules/', '.cache/', 'data/', 'coverage/', 'src/routeTree.gen.ts', 'locales/*/messages.ts',
      'locales/*/sections.ts', 'server/db/migrations/', 'tests/lint/fixtures/',
    ],
  },
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
    // The English sources of messages the home page writes, which the shell's hub frame looks up in the catalogs.
    files: ['src/features/home/hub-frame-messages.ts'],
    rules: { 'lingui/no-unlocalized-strings': 'off' },
  },
  {
    // A test that asserts on something it just created may say so plainly.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'src/**/testing/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver()],
      // Files import-x reads to follow imports (no-cycle); its default is JavaScript only.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
  },
  { files: CODE, rules: { 'import-x/no-restricted-paths': restrictedPaths(FOLDER_ZONES) } },
  {
    files: CODE,
    ignores: TEST_FILES,
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...FOLDER_ZONES, ...CODE_ZONES]) },
  },
  {
    // domain/ and machines/ run in the browser as well as on the server (a zone cannot see built-in modules).
    files: ['{domain,machines}/**/*.ts'],
    ignores: TEST_FILES,
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  {
    // The rule skips type-only imports, which vanish at runtime, and tests, which nothing imports. The fixtures are
    // listed so that the zone test can prove it on a real pair of files; the lint itself ignores them.
    files: ['{domain,machines,server,src}/**/*.{ts,tsx}', 'tests/lint/fixtures/**/*.ts'],
    ignores: TEST_FILES,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  banPackages(['machines/**/*.ts'], [
    {
      group: ['react', 'react-*', '@xstate/react'],
      message: 'machines/ never import React: a component reads the machine with @xstate/react.',
    },
  ]),
  banPackages(['src/**/*.{ts,tsx}'], [
    {
      group: ['drizzle-orm*', 'hono*', '@electric-sql/*', 'pg'],
      message: 'Server libraries stay out of the SPA: ask the API, and share rules through domain/.',
    },
  ]),
);
