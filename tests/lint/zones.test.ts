import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Proves the import zones of eslint.config.js. Each fixture is linted as if it lived at `at`, so its imports are
 * written from there; the path zones judge the importing file by that path and the imported one by resolving it.
 * A forbidden fixture holds one import per folder its zone refuses, so dropping a zone, or one folder from it,
 * fails here; an allowed fixture must pass untouched.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURES = fileURLToPath(new URL('./fixtures', import.meta.url));

// One instance, so the configuration and the TypeScript resolver load once. A zone ignores an import it cannot
// resolve, so every fixture's imports must resolve for its result to mean anything.
const eslint = new ESLint({
  cwd: ROOT,
  ignore: false,
  overrideConfig: { rules: { 'import-x/no-unresolved': 'error' } },
});

type Problem = { ruleId: string | null; message: string };

const zone = (specifier: string, advice: string): Problem => ({
  ruleId: 'import-x/no-restricted-paths',
  message: `Unexpected path "${specifier}" imported in restricted zone. ${advice}`,
});
const builtin = (specifier: string): Problem => ({
  ruleId: 'import-x/no-nodejs-modules',
  message: `Do not import Node.js builtin module "${specifier}"`,
});
const bannedPackage = (specifier: string, advice: string): Problem => ({
  ruleId: 'no-restricted-imports',
  message: `'${specifier}' import is restricted from being used by a pattern. ${advice}`,
});

const DOMAIN = 'domain/ imports nothing of ours: move the rule into domain/.';
const DOMAIN_PACKAGES =
  'domain/ stays pure, with valibot and date-fns only: code that needs more belongs to its caller.';
const MACHINES = 'machines/ import domain/ only: move the rule to domain/, or take it as input.';
const SERVER = 'server/ imports domain/ only: move what it shares with the SPA into domain/.';
const SERVER_ROUTES =
  "A route states what it saves: reach the tables through a section's service or server/db/repositories/.";
const SECTION_SERVICE =
  'A section service judges and writes in the transaction it is given: the route runs it on the write path.';
const WRITE_PATH = 'The write path sits under the routes: take what it needs as an argument.';
const DB = 'db/ is the bottom room: queries and tables only, which the rooms above call.';
const SPA = 'The SPA never imports the server: share rules and the API contract through domain/.';
const TESTS = 'Only tests import tests/: move what the code needs out of tests/.';
const REACT = 'machines/ never import React: a component reads the machine with @xstate/react.';
const SERVER_LIBRARIES = 'Server libraries stay out of the SPA: ask the API, and share rules through domain/.';
const UI = 'ui/ knows nothing of the product: take data, texts and callbacks as props.';
const API = 'api/ only talks to the API: return the data and let the caller show it; shared types live in domain/.';
const APP =
  'app/ is the shell under every screen: move what it needs into app/, api/ or ui/, or let a route pass it in.';
const FORMS =
  'The form kit serves every feature: take what it needs as an argument, or move it to step-layout/, api/ or ui/.';
const STEP_LAYOUT =
  "The step frame sits under the screens and the form kit: take a section's specifics as props, or move shared " +
  'code to app/, api/ or ui/.';
const FEATURE_ROUTE = 'A feature never imports a route: the route renders the feature and passes it what it loaded.';
const FEATURES = 'Features do not import each other: move what both need to ui/, app/, api/ or domain/.';

const CASES: { fixture: string; at: string; problems: Problem[] }[] = [
  {
    fixture: 'domain.forbidden.ts',
    at: 'domain/__fixture__.ts',
    problems: [
      zone('../src/app/brand', DOMAIN),
      zone('../machines/hub.machine', DOMAIN),
      zone('../server/config', DOMAIN),
      zone('../tests/setup-unit', TESTS),
      zone('xstate', DOMAIN_PACKAGES),
      builtin('node:fs'),
    ],
  },
  { fixture: 'domain.allowed.ts', at: 'domain/__fixture__.ts', problems: [] },
  { fixture: 'domain-test.allowed.ts', at: 'domain/__fixture__.test.ts', problems: [] },
  {
    fixture: 'machines.forbidden.ts',
    at: 'machines/__fixture__.ts',
    problems: [
      zone('../src/app/brand', MACHINES),
      zone('../server/config', MACHINES),
      zone('../tests/setup-unit', TESTS),
      bannedPackage('react', REACT),
      builtin('node:fs'),
    ],
  },
  { fixture: 'machines.allowed.ts', at: 'machines/__fixture__.ts', problems: [] },
  {
    fixture: 'server.forbidden.ts',
    at: 'server/__fixture__.ts',
    problems: [
      zone('../src/app/brand', SERVER),
      zone('../machines/hub.machine', SERVER),
      zone('../tests/setup-unit', TESTS),
    ],
  },
  { fixture: 'server.allowed.ts', at: 'server/__fixture__.ts', problems: [] },
  { fixture: 'server-routes.forbidden.ts', at: 'server/routes/__fixture__.ts', problems: [zone('../db/schema', SERVER_ROUTES)] },
  { fixture: 'server-routes.allowed.ts', at: 'server/routes/__fixture__.ts', problems: [] },
  {
    fixture: 'server-section.forbidden.ts',
    at: 'server/details/__fixture__.ts',
    problems: [
      zone('../routes/health', SECTION_SERVICE),
      zone('../middleware/body-size', SECTION_SERVICE),
      zone('../requests/load-response', SECTION_SERVICE),
    ],
  },
  { fixture: 'server-section.allowed.ts', at: 'server/employers/__fixture__.ts', problems: [] },
  {
    fixture: 'server-requests.forbidden.ts',
    at: 'server/requests/__fixture__.ts',
    problems: [zone('../routes/health', WRITE_PATH), zone('../middleware/body-size', WRITE_PATH)],
  },
  {
    fixture: 'server-db.forbidden.ts',
    at: 'server/db/__fixture__.ts',
    problems: [
      '../routes/health',
      '../middleware/body-size',
      '../requests/load-response',
      '../providers/status',
      '../consents/save-consent',
      '../details/phone',
      '../directorships/save-directorship',
      '../employers/save-employer',
      '../referees/save-referee',
    ].map((specifier) => zone(specifier, DB)),
  },
  {
    fixture: 'spa.forbidden.ts',
    at: 'src/__fixture__.ts',
    problems: [
      zone('../server/config', SPA),
      zone('../tests/setup-unit', TESTS),
      bannedPackage('hono', SERVER_LIBRARIES),
    ],
  },
  // The composition root, beside main.tsx and router.ts, is in no layer.
  { fixture: 'spa.allowed.ts', at: 'src/__fixture__.ts', problems: [] },
  {
    fixture: 'ui.forbidden.ts',
    at: 'src/ui/__fixture__.ts',
    problems: [
      zone('../app/brand', UI),
      zone('../features/home/home-page', UI),
      zone('../api/http', UI),
      zone('../routes/index', UI),
      zone('../forms/form-errors', UI),
      zone('../step-layout/step-links', UI),
    ],
  },
  { fixture: 'ui.allowed.ts', at: 'src/ui/__fixture__.ts', problems: [] },
  {
    fixture: 'api.forbidden.ts',
    at: 'src/api/__fixture__.ts',
    problems: [
      zone('../app/brand', API),
      zone('../features/home/home-page', API),
      zone('../ui/flag/flag', API),
      zone('../routes/index', API),
      zone('../forms/form-errors', API),
      zone('../step-layout/step-links', API),
    ],
  },
  { fixture: 'api.allowed.ts', at: 'src/api/__fixture__.ts', problems: [] },
  {
    fixture: 'app.forbidden.ts',
    at: 'src/app/__fixture__.ts',
    problems: [
      zone('../features/home/home-page', APP),
      zone('../routes/index', APP),
      zone('../forms/form-errors', APP),
      zone('../step-layout/step-links', APP),
    ],
  },
  { fixture: 'app.allowed.ts', at: 'src/app/__fixture__.ts', problems: [] },
  {
    fixture: 'forms.forbidden.ts',
    at: 'src/forms/__fixture__.ts',
    problems: [zone('../app/brand', FORMS), zone('../features/home/home-page', FORMS), zone('../routes/index', FORMS)],
  },
  { fixture: 'forms.allowed.ts', at: 'src/forms/__fixture__.ts', problems: [] },
  {
    fixture: 'step-layout.forbidden.ts',
    at: 'src/step-layout/__fixture__.ts',
    problems: [
      zone('../features/home/home-page', STEP_LAYOUT),
      zone('../routes/index', STEP_LAYOUT),
      zone('../forms/form-errors', STEP_LAYOUT),
    ],
  },
  { fixture: 'step-layout.allowed.ts', at: 'src/step-layout/__fixture__.ts', problems: [] },
  {
    fixture: 'feature.forbidden.ts',
    at: 'src/features/details/__fixture__.ts',
    problems: [zone('../../routes/index', FEATURE_ROUTE), zone('../home/home-page', FEATURES)],
  },
  { fixture: 'feature.allowed.ts', at: 'src/features/details/__fixture__.ts', problems: [] },
  {
    fixture: 'nested-feature.forbidden.ts',
    at: 'src/features/details/steps/__fixture__.ts',
    problems: [zone('../../home/home-page', FEATURES)],
  },
  { fixture: 'nested-feature.allowed.ts', at: 'src/features/details/steps/__fixture__.ts', problems: [] },
  // Tests may cross layers to set a scene.
  { fixture: 'test-beside-code.allowed.ts', at: 'src/ui/__fixture__.test.ts', problems: [] },
  { fixture: 'testing.allowed.ts', at: 'src/testing/__fixture__.ts', problems: [] },
  { fixture: 'tests.allowed.ts', at: 'tests/__fixture__.ts', problems: [] },
];

const problemsOf = (results: ESLint.LintResult[]) =>
  results.map((result) => result.messages.map(({ ruleId, message }): Problem => ({ ruleId, message })));

describe('import zones', () => {
  // The first lint loads the configuration, the parser and the resolver: slow on a busy machine, so not in a case.
  beforeAll(() => eslint.lintText('', { filePath: join(ROOT, 'src/__fixture__.ts') }));

  it.each(CASES)('$fixture, linted as $at', async ({ fixture, at, problems }) => {
    const code = readFileSync(join(FIXTURES, fixture), 'utf8');
    expect(problemsOf(await eslint.lintText(code, { filePath: join(ROOT, at) }))).toEqual([problems]);
  });

  // A cycle needs files that really import each other, so these are linted where they are.
  it('refuses two modules that import each other', async () => {
    const results = await eslint.lintFiles([join(FIXTURES, 'cycle/a.ts'), join(FIXTURES, 'cycle/b.ts')]);
    const cycle = { ruleId: 'import-x/no-cycle', message: 'Dependency cycle detected' };
    expect(problemsOf(results)).toEqual([[cycle], [cycle]]);
  });

  it('lets a one-way chain pass', async () => {
    const results = await eslint.lintFiles([join(FIXTURES, 'chain/a.ts'), join(FIXTURES, 'chain/b.ts')]);
    expect(problemsOf(results)).toEqual([[], []]);
  });
});
