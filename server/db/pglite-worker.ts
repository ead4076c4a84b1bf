/**
 * The embedded database's own thread: opens PGlite in the folder it is given and serves it over PostgreSQL's wire
 * protocol on a Unix socket (@electric-sql/pglite-socket), so the server talks to it with the same driver as to
 * PostgreSQL and a query runs here, never on the server's event loop. Started and stopped by `openDatabase`
 * (client.ts), which it tells when it is ready, or why it could not start, and when it has closed.
 *
 * Run as a child process instead (`node pglite-worker.js FOLDER`), it only creates the database in the folder and
 * ends: what creating one costs the memory allocator is then handed back with the process, not kept by the server.
 */
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface PgliteWorkerData {
  /** PGlite's folder (DATA_DIR/db). */
  directory: string;
  /** The Unix socket to listen on; none to create the database in the folder and close it again. */
  socketPath: string | null;
}

export type PgliteWorkerMessage = { type: 'ready' } | { type: 'failed'; message: string } | { type: 'closed' };

/**
 * PostgreSQL's page cache inside PGlite's WebAssembly memory, which only ever grows: 128 MB by default, more than
 * one embedded deployment's data needs, held by every server process for good (docs/performance.md "Memory").
 */
export const PGLITE_SETTINGS = ['shared_buffers = 16MB'];

const thread = parentPort;
const child = process.send?.bind(process);
if (!thread && !child) throw new Error('pglite-worker runs as a worker thread or a child process only.');
const { directory, socketPath }: PgliteWorkerData = thread ? (workerData as PgliteWorkerData) : { directory: process.argv[2] ?? '', socketPath: null };
const tell = (message: PgliteWorkerMessage) => (thread ? thread.postMessage(message) : child?.(message));

/** Opens the database and serves it until told to close. */
async function serve(db: PGlite, path: string, port: MessagePort): Promise<void> {
  // One client connection: PGlite is one session, so the server's pool holds one connection and queues the rest.
  const server = new PGLiteSocketServer({ db, path, maxConnections: 1 });
  await server.start();
  port.on('message', (message: unknown) => {
    if (message !== 'close') return;
    void (async () => {
      await server.stop();
      await db.close();
      tell({ type: 'closed' });
    })();
  });
  tell({ type: 'ready' });
}

try {
  const db = await PGlite.create(directory, { postgresqlconf: PGLITE_SETTINGS });
  if (socketPath === null || !thread) {
    await db.close();
    tell({ type: 'closed' });
  } else {
    await serve(db, socketPath, thread);
  }
} catch (error) {
  tell({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}
