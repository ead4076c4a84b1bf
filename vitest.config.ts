import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Two projects: "unit" runs the pure and component tests that sit beside the code (a component test opts into jsdom with a `// @vitest-environment jsdom` line),
 * "api" runs the API contract suite in tests/api against a real database, "e2e" drives Chromium
 * through the real server (tests/e2e).
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['domain/**/*.test.ts', 'machines/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
            environment: 'node',
            setupFiles: ['./tests/setup-unit.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'api',
            include: ['tests/api/**/*.test.ts'],
            environment: 'node',
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            include: ['tests/e2e/**/*.e2e.test.ts'],
            environment: 'node',
            globalSetup: ['./tests/e2e/global-setup.ts'],
            testTimeout: 60_000,
            hookTimeout: 60_000,
            // One browser at a time: the machine has two cores and the server needs one.
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);
