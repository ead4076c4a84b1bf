import { defineConfig } from '@playwright/test';

/** Flags that keep Chromium from reaching for the network it does not have. */
const LAUNCH_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];

/**
 * The journeys in tests/e2e, driving Debian's Chromium (no browser download is possible here; CHROMIUM_PATH names
 * another) through the real server, which tests/e2e/global-setup.ts starts once for the run.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.test.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  // Two browsers at a time: the journeys wait on the server and on timers as much as they compute, and each makes
  // its own requests, so two workers share the one server (global-setup.ts) and finish the suite sooner. The tests
  // of one file stay in order in one worker (fill-sections.e2e.test.ts finishes a request its first test filled).
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  // A busy machine answers slowly: the retrying assertions wait this long before they fail.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: 'node_modules/.cache/playwright-results',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: LAUNCH_ARGS },
  },
});
