/**
 * One engine's journeys as node:test tests: the server behind the journey proxy for the file, a browser of its own
 * for each journey. A browser that is not installed skips the file, saying so, except in CI (CI=true), where it fails:
 * `.ci/run` installs both.
 */
import { existsSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { JourneyBrowser } from './journey-browser';
import { startJourneyServer, type JourneyServer } from './journey-server';
import { australianJourney, expectNoPageErrors, type JourneyContext, ukJourney } from './journeys';

/** A phone's width; WebKit's window stops at its own minimum (webkit-browser.ts). */
export const PHONE = { width: 390, height: 844 };
const JOURNEY_TIMEOUT_MS = 240_000;

export interface Engine {
  name: string;
  /** The files the engine needs, each with the Debian package that installs it. */
  needs: Record<string, string>;
  launch(): Promise<JourneyBrowser>;
}

export function engineSuite(engine: Engine): void {
  const missing = Object.entries(engine.needs).filter(([file]) => !existsSync(file));
  const why = missing.map(([file, pkg]) => `${file} (apt-get install ${pkg})`).join(', ');
  if (missing.length > 0 && process.env.CI === 'true') throw new Error(`${engine.name} is not installed in CI: ${why}`);

  describe(`${engine.name} journeys`, { skip: missing.length > 0 ? `${engine.name} is not installed: ${why}` : false }, () => {
    let server: JourneyServer;
    before(async () => {
      server = await startJourneyServer();
    });
    after(async () => {
      await server?.stop();
    });

    const attempt = async (run: (context: JourneyContext) => Promise<void>) => {
      const browser = await engine.launch();
      try {
        await run({ browser, proxy: server.proxy });
      } finally {
        await browser.close();
        expectNoPageErrors(server.proxy);
      }
    };
    // Firefox's BiDi at times reports a window it is still discarding to the driver ("Protocol error … Browsing
    // context is discarded"): a fault of the driver's link, not of the page, so the journey runs once more in a new
    // browser. Any other failure, and a second protocol error, fails it.
    const journey = (run: (context: JourneyContext) => Promise<void>) => async () => {
      try {
        await attempt(run);
      } catch (error) {
        if (!(error instanceof Error && error.message.startsWith('Protocol error'))) throw error;
        process.stderr.write(`${engine.name}: the driver lost a window (${error.message.split('\n')[0]}); running the journey again\n`);
        await attempt(run);
      }
    };
    it('a UK candidate completes the request', { timeout: JOURNEY_TIMEOUT_MS }, journey(ukJourney));
    it('an Australian candidate completes the request', { timeout: JOURNEY_TIMEOUT_MS }, journey(australianJourney));
  });
}
