/**
 * `npm start` (after the build): one process serving the API and the built SPA, on PGlite in DATA_DIR unless
 * DATABASE_URL names a PostgreSQL server.
 */
import { loadConfig } from './config';
import { createLogger } from './logger';
import { startServer, stopOnSignals } from './start';

const config = loadConfig();
const logger = createLogger({ level: config.logLevel });

try {
  const running = await startServer({ config, logger, publicUrlFromEnv: Boolean(process.env.PUBLIC_URL?.trim()) });
  stopOnSignals(running.stop, logger);
  process.stdout.write(`Ready on http://localhost:${running.port}\n`);
  if (running.demoUrl) process.stdout.write(`Demo candidate: ${running.demoUrl()}\n`);
} catch (error) {
  process.stderr.write(`Could not start the server: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
