import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Projects: "unit" and "unit-components" run the tests that sit beside the code (a component test opts into jsdom
 * with a `// @vitest-environment jsdom` line); "api" runs the API contract in tests/api on in-memory PGlite, and
 * "api-postgres" runs it again on PostgreSQL when TEST_DATABASE_URL is set. The journeys in tests/e2e run on
 * Playwright's own runner (playwright.config.ts).
 */
function apiProject(name: string, database: 'pglite' | 'postgres'): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      include: ['tests/api/**/*.test.ts'],
      environment: 'node',
      env: { API_TEST_DATABASE: database },
      globalSetup: ['./tests/api/support/compiled-server.ts', './tests/api/support/database-template.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

function unitProject(
  name: string,
  test: { include: string[]; pool?: 'vmThreads'; maxWorkers?: number; sequence?: { groupOrder: number } },
): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      environment: 'node',
      globalSetup: ['./tests/compile-catalogs.ts'],
      setupFiles: ['./tests/setup-unit.ts'],
      // Twice testing-library's wait (tests/setup-unit.ts), so a missing page fails with its own message.
      testTimeout: 20_000,
      ...test,
    },
  };
}

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // One worker per core, not Vitest's default of one fewer: an API test spends much of its time waiting on
      // PostgreSQL or a child process, and on a two-core machine the default runs every file one after another.
      maxWorkers: availableParallelism(),
      projects: [
        unitProject('unit', {
          include: [
            'domain/**/*.test.ts',
            'machines/**/*.test.ts',
            'src/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
        }),
        // The components' tests, in jsdom. A fresh process per file spent longer making jsdom than most files spend
        // testing; here each file still gets a context, a module graph and a jsdom of its own, in workers that load
        // jsdom once. Only these files: objects made in a context fail toStrictEqual against Node's own (a parsed
        // JSON body in the server's tests), and no component test compares those. Four at a time: so run, they
        // keep about one core busy, the rest of their time going to the app's own timers and testing-library's
        // polling (52 files: 211 s with two workers, 173 s with four). Projects of different worker counts run one
        // group after the other, so these start once the other unit tests are done.
        unitProject('unit-components', {
          include: ['src/**/*.test.tsx'],
          pool: 'vmThreads',
          maxWorkers: 4,
          sequence: { groupOrder: 1 },
        }),
        apiProject('api', 'pglite'),
        // The same contract again on PostgreSQL, when a server to run it on is named.
        ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
      ],
    },
  }),
);
