/**
 * The API suite's global setup: one database migrated and seeded for the whole run, which each test file then
 * copies instead of creating and migrating its own. On PGlite that is a dump of its files (a new in-memory database
 * runs initdb, fifteen migrations and the reference data, 12–18 s on a loaded two-core machine, where loading the
 * dump takes 2–3 s); on PostgreSQL a template database that CREATE DATABASE … TEMPLATE copies.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Database, migrate, openDatabase } from '../../../server/db/client';
import { ensureReferenceData } from '../../../server/db/reference-data';
import * as schema from '../../../server/db/schema';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PGlite dump's file, or the PostgreSQL template database's name. */
    databaseTemplate: string;
  }
}

/** The template database's name on the server TEST_DATABASE_URL names, beside the files' own (test-app.ts). */
export function postgresTemplateName(baseUrl: string): string {
  return `${new URL(baseUrl).pathname.slice(1) || 'test'}_api_template`.replace(/[^a-z0-9_]/gi, '_');
}

async function onAdminConnection<T>(baseUrl: string, use: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    return await use(admin);
  } finally {
    await admin.end();
  }
}

async function prepare(db: Database): Promise<void> {
  await migrate(db);
  await ensureReferenceData(db);
}

async function pgliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const client = await PGlite.create();
  try {
    await prepare(drizzle({ client, schema }) as unknown as Database);
    const dump = await client.dumpDataDir('none');
    const folder = await mkdtemp(path.join(tmpdir(), 'api-template-'));
    const file = path.join(folder, 'pglite.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('databaseTemplate', file);
    return () => rm(folder, { recursive: true, force: true });
  } finally {
    await client.close();
  }
}

async function postgresTemplate(project: TestProject, baseUrl: string): Promise<() => Promise<void>> {
  const name = postgresTemplateName(baseUrl);
  const drop = () => onAdminConnection(baseUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  await drop();
  await onAdminConnection(baseUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  // Its connections are closed before any file copies it: PostgreSQL copies only a template nobody is connected to.
  const handle = await openDatabase({ databaseUrl: url.toString() });
  try {
    await prepare(handle.db);
  } finally {
    await handle.close();
  }
  project.provide('databaseTemplate', name);
  return async () => {
    await drop();
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (project.config.env?.API_TEST_DATABASE === 'postgres' && baseUrl) return postgresTemplate(project, baseUrl);
  return pgliteTemplate(project);
}
