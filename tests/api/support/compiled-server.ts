/**
 * The API suite's global setup for the tests that start server processes (server-process.ts): they run the
 * compiled server, as `npm start` does, so it is compiled first when dist-server/ is missing or stale.
 */
import { ensureCompiledServer } from '../../../server/build/compile-server';

export default async function setup(): Promise<void> {
  await ensureCompiledServer();
}
