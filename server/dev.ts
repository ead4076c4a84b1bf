/**
 * `npm run dev`: the API (as `npm start` runs it, without building) plus Vite's dev server with hot reload on
 * port 5173, which proxies /api, /healthz and the signing pages (/e-signing, /sandbox) to the API
 * (vite.config.ts). The demo link points at Vite.
 */
import { createServer } from 'vite';
import { loadConfig } from './config';
import { apiProxy } from './served-paths';
import { createLogger } from './logger';
import { startServer, stopOnSignals } from './start';

const VITE_PORT = 5173;

const config = loadConfig();
const logger = createLogger({ level: config.logLevel });

try {
  const api = await startServer({ config, logger, publicUrlFromEnv: Boolean(process.env.PUBLIC_URL?.trim()) });
  // The proxy of vite.config.ts names port 3000; point it at the port this API actually has.
  const apiOrigin = `http://localhost:${api.port}`;
  // Vite's dev server exits the process on SIGTERM or when stdin ends, which would cut the database's close short;
  // this process owns shutdown, so those listeners are taken back and stopOnSignals closes Vite and then the API.
  const sigtermBefore = new Set(process.listeners('SIGTERM'));
  const stdinEndBefore = new Set(process.stdin.listeners('end'));
  const vite = await createServer({
    server: { port: VITE_PORT, strictPort: true, proxy: apiProxy(apiOrigin) },
  });
  for (const listener of process.listeners('SIGTERM')) if (!sigtermBefore.has(listener)) process.off('SIGTERM', listener);
  for (const listener of process.stdin.listeners('end')) {
    if (!stdinEndBefore.has(listener)) process.stdin.off('end', listener as () => void);
  }
  await vite.listen();
  stopOnSignals(async () => {
    await vite.close();
    await api.stop();
  }, logger);
  const appUrl = `http://localhost:${VITE_PORT}`;
  process.stdout.write(`API on http://localhost:${api.port}\nReady on ${appUrl}\n`);
  if (api.demoUrl) process.stdout.write(`Demo candidate: ${api.demoUrl(appUrl)}\n`);
} catch (error) {
  process.stderr.write(`Could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
