/**
 * Opens the database: embedded PGlite (in DATA_DIR, or in memory for tests) or PostgreSQL over node-postgres.
 * Both come back as the same Drizzle type, so repositories never know which one they talk to.
 */
import { fork } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { is, type SQL } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import type { PgliteWorkerData, PgliteWorkerMessage } from './pglite-worker';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export type OpenDatabaseOptions =
  | {
      dataDir?: string;
      databaseUrl?: string;
      /**
       * Run the embedded database in a thread of its own, reached over a socket (the server, so a query never
       * blocks its event loop); in this thread by default (a short command, the tests).
       */
      pgliteThread?: boolean;
    }
  | {
      memory: true;
      /** A dump of another database's files (PGlite's dumpDataDir) to start from, instead of a new database. */
      copyOf?: Blob;
    };


/** PGlite keeps its files in DATA_DIR/db so the data folder can also hold keys and uploads. */
export function pgliteDirectory(dataDir: string): string {
  return join(dataDir, 'db');
}

/** Connections each server process opens to PostgreSQL (docs/performance.md "Scale on paper"). */
export const POSTGRES_POOL_SIZE = 10;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (!('memory' in options) && options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: POSTGRES_POOL_SIZE });
    keepPoolThroughLostConnections(pool);
    const db = drizzleNodePg({ client: pool, schema });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if ('memory' in options) {
    client = await PGlite.create(options.copyOf ? { loadDataDir: options.copyOf } : undefined);
  } else {
    const directory = pgliteDirectory(options.dataDir ?? './data');
    mkdirSync(directory, { recursive: true });
    if (options.pgliteThread) return openPgliteThread(directory);
    client = await PGlite.create(directory);
  }
  const db = drizzlePglite({ client, schema });
  return { db, kind: 'pglite', close: () => client.close() };
}

/**
 * The thread's code: the compiled file beside the compiled server, or, when this runs from source (tsx: the tests,
 * `npm run dev`), the source loaded through tsx, whose loader a worker thread does not inherit.
 */
function pgliteWorkerScript(): URL {
  if (!import.meta.url.endsWith('.ts')) return new URL('./pglite-worker.js', import.meta.url);
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  const loader = `import { tsImport } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))};\n` +
    `await tsImport(${JSON.stringify(source)}, ${JSON.stringify(import.meta.url)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(loader)}`);
}
/** node-postgres reaches a Unix socket as {host: folder, port}, at folder/.s.PGSQL.{port}. */
const PGLITE_SOCKET_PORT = 5432;

/** Starts the thread with its data and waits for its first word: ready, closed, or why it failed. */
async function startPgliteWorker(data: PgliteWorkerData): Promise<{ worker: Worker; nextMessage: () => Promise<PgliteWorkerMessage> }> {
  const worker = new Worker(pgliteWorkerScript(), { workerData: data });
  const nextMessage = () =>
    new Promise<PgliteWorkerMessage>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`The embedded database's thread exited with ${code}.`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.once('message', (message: PgliteWorkerMessage) => {
        worker.off('error', reject);
        worker.off('exit', onExit);
        resolve(message);
      });
    });
  const first = await nextMessage();
  if (first.type === 'failed') {
    await worker.terminate();
    throw new Error(`The embedded database did not open: ${first.message}`);
  }
  return { worker, nextMessage };
}

/**
 * Creates the database in a child process that then ends. A thread that ended gave back its WebAssembly memory but
 * not what compiling and running initdb left in the process's allocator: about 50 to 120 MB more for good.
 */
async function createPgliteDatabase(directory: string): Promise<void> {
  const script = fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? './pglite-worker.ts' : './pglite-worker.js', import.meta.url));
  const execArgv = import.meta.url.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const creator = fork(script, [directory], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<number | null>((resolve) => creator.once('exit', resolve));
  const message = await new Promise<PgliteWorkerMessage | null>((resolve, reject) => {
    creator.once('error', reject);
    creator.once('message', (first: PgliteWorkerMessage) => resolve(first));
    void exited.then(() => resolve(null));
  });
  if (creator.connected) creator.disconnect();
  const code = await exited;
  if (message?.type !== 'closed') {
    const reason = message?.type === 'failed' ? message.message : `its process exited with ${code}`;
    throw new Error(`The embedded database could not be created: ${reason}`);
  }
}

/**
 * PGlite in a worker thread (pglite-worker.ts), served on a Unix socket in a private temporary folder (a socket
 * path must stay under about 100 bytes, which DATA_DIR may not) and reached with node-postgres, as PostgreSQL is.
 * PGlite is one session, so the pool holds one connection: a transaction has it to itself, as in PGlite.
 *
 * Creating a database (initdb) grows PGlite's WebAssembly memory to several hundred MB, which it never gives back:
 * a new database is created by a process of its own that then ends, and the serving thread opens it afresh.
 */
async function openPgliteThread(directory: string): Promise<DatabaseHandle> {
  if (!existsSync(join(directory, 'PG_VERSION'))) await createPgliteDatabase(directory);
  const socketDir = mkdtempSync(join(tmpdir(), 'pglite-'));
  const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });
  const { worker, nextMessage } = await startPgliteWorker({
    directory,
    socketPath: join(socketDir, `.s.PGSQL.${PGLITE_SOCKET_PORT}`),
  }).catch((error: unknown) => {
    removeSocketDir();
    throw error;
  });
  // Every connection of the socket shares PGlite's one session: the pool keeps its connection open rather than
  // replace it when idle, and a connection it does open anew first clears what a previous one left in the session
  // (a transaction, named prepared statements node-postgres would not know of and prepare again).
  const pool = new pg.Pool({
    host: socketDir,
    port: PGLITE_SOCKET_PORT,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    idleTimeoutMillis: 0,
    onConnect: async (client) => {
      await client.query('ROLLBACK');
      await client.query('DEALLOCATE ALL');
    },
  });
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await pool.end();
      const closed = nextMessage();
      worker.postMessage('close');
      await closed;
      await worker.terminate();
      removeSocketDir();
    },
  };
}

/**
 * A client whose connection is cut (a database restart, a failover, pg_terminate_backend) emits 'error', and an
 * 'error' with no listener ends the process. The pool listens only while a client is idle, so each client gets a
 * listener of its own for the time a request holds it. That listener also hands the dead client back to the pool at
 * once: its holder may never do so (Drizzle's transaction does not release a client whose BEGIN failed), and ten
 * such clients would leave every later request waiting for a connection forever. The holder's own queries then fail
 * at once (isDatabaseUnavailable), and its release, when it comes, has nothing left to do.
 */
function keepPoolThroughLostConnections(pool: pg.Pool): void {
  const held = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => held.add(client));
  pool.on('release', (_error, client) => held.delete(client));
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (!held.has(client)) return;
      const release = client.release;
      client.release = () => {};
      release(error);
    });
  });
}

/** Applies the committed drizzle-kit migrations with the migrator of the driver the database was opened with. */
export async function migrate(db: Database, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  const config = { migrationsFolder };
  if (is(db, PgliteDatabase)) await migratePglite(db as PgliteDatabase<Schema>, config);
  else await migrateNodePg(db as NodePgDatabase<Schema>, config);
}

/**
 * Rows of a raw SQL query. Both drivers answer `execute` with a `{ rows }` result, but Drizzle types it per driver,
 * so code written for either goes through here.
 */
export async function queryRows<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * SQLSTATE classes and codes that mean the database went away rather than refused the statement: 08 (connection
 * exception), 57P01–57P03 (the server is shutting down, crashed, or cannot take connections yet), 53300 (too many
 * connections); and the socket errors of a server that cannot be reached.
 */
const UNAVAILABLE_CODE = /^(08[0-9A-Z]{3}|57P0[123]|53300|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT)$/;
/** Errors node-postgres raises itself when the connection is gone, with no code. */
const UNAVAILABLE_MESSAGE = /Connection terminated|connection error|not queryable|timeout exceeded when trying to connect/i;

/** Whether an error (or one it wraps, as Drizzle wraps the driver's) says the database could not be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODE.test(code)) return true;
    // A failed query's own message quotes its parameters, which a candidate wrote: only the driver's reason counts.
    if (!(cause instanceof DrizzleQueryError) && UNAVAILABLE_MESSAGE.test(cause.message)) return true;
  }
  return false;
}
