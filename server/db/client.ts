/**
 * Opens the database: embedded PGlite (in DATA_DIR, or in memory for tests) or PostgreSQL over node-postgres.
 * Both come back as the same Drizzle type, so repositories never know which one they talk to.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { is, type SQL } from 'drizzle-orm';
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

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** PGlite keeps its files in DATA_DIR/db so the data folder can also hold keys and uploads. */
export function pgliteDirectory(dataDir: string): string {
  return join(dataDir, 'db');
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (!('memory' in options) && options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
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
