/**
 * Opens the database: embedded PGlite (in DATA_DIR, or in memory for tests) or PostgreSQL over node-postgres.
 * Both come back as the same Drizzle type, so repositories never know which one they talk to.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { is, type SQL } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export type OpenDatabaseOptions = { dataDir?: string; databaseUrl?: string } | { memory: true };

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** PGlite keeps its files in DATA_DIR/db so the data folder can also hold keys and uploads. */
export function pgliteDirectory(dataDir: string): string {
  return join(dataDir, 'db');
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (!('memory' in options) && options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    keepPoolThroughLostConnections(pool);
    const db = drizzleNodePg({ client: pool, schema });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if ('memory' in options) {
    client = await PGlite.create();
  } else {
    const directory = pgliteDirectory(options.dataDir ?? './data');
    mkdirSync(directory, { recursive: true });
    client = await PGlite.create(directory);
  }
  const db = drizzlePglite({ client, schema });
  return { db, kind: 'pglite', close: () => client.close() };
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
export async function migrate(db: Database, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
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
