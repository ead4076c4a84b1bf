/**
 * Starts the real server once for the run (support/start-server.ts) and hands the journeys its address and demo
 * link through the environment the workers inherit (support/server.ts reads them).
 */
import { SERVER_ENV } from './support/server';
import { startServer } from './support/start-server';

export default async function setup(): Promise<() => Promise<void>> {
  const started = await startServer();
  process.env[SERVER_ENV.baseUrl] = started.baseUrl;
  process.env[SERVER_ENV.dataDir] = started.dataDir;
  process.env[SERVER_ENV.port] = String(started.port);
  process.env[SERVER_ENV.demoUrl] = started.demoUrl;
  return started.stop;
}
