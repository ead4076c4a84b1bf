/**
 * The server the other browsers' journeys use, started once for the run behind the journey proxy (its links name
 * the proxy, so the signing service sends the candidate back through it too), and announced in the environment the
 * shared journey helpers of tests/e2e/support read. It is the compiled server `npm start` runs, which starts in a
 * fraction of the time the sources take through tsx; `npm test` builds it just before, and a build older than the
 * sources is refused rather than tested.
 */
import { readVerdict, VERDICT_LINES } from '../../../server/build/build-stamp';
import { PROJECT_ROOT } from '../../../server/paths';
import { SERVER_ENV } from '../../e2e/support/server';
import { freePort, startServer } from '../../e2e/support/start-server';
import { type JourneyProxy, startJourneyProxy } from './journey-proxy';

export interface JourneyServer {
  proxy: JourneyProxy;
  stop(): Promise<void>;
}

export async function startJourneyServer(): Promise<JourneyServer> {
  const verdict = readVerdict(PROJECT_ROOT);
  if (verdict !== 'up-to-date') throw new Error(`${VERDICT_LINES[verdict]} Run npm run build first.`);
  const proxyPort = await freePort();
  const started = await startServer({ publicUrl: `http://127.0.0.1:${proxyPort}` });
  const proxy = await startJourneyProxy(proxyPort, started.port);
  process.env[SERVER_ENV.baseUrl] = proxy.url;
  process.env[SERVER_ENV.dataDir] = started.dataDir;
  process.env[SERVER_ENV.port] = String(started.port);
  process.env[SERVER_ENV.demoUrl] = started.demoUrl;
  return {
    proxy,
    stop: async () => {
      await proxy.close();
      await started.stop();
    },
  };
}
