/**
 * The API suite's harness: one database per test file (in-memory PGlite, or, in the api-postgres project, a
 * PostgreSQL database of its own on the server TEST_DATABASE_URL names), copied from the run's migrated and seeded
 * template (database-template.ts); every test starts from empty tables (reference data kept)
 * with a fresh app, a captured logger and a clock it can move.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { mkdtempSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import type { CreatedRequest, OrgRequestInput } from '../../../domain/org-request.schema';
import { createApp, type App, type CreateAppOptions } from '../../../server/app';
import type { Config } from '../../../server/config';
import { openDatabase, queryRows, type Database, type DatabaseHandle } from '../../../server/db/client';
import { createLogger } from '../../../server/logger';
import { assertDocumentedAnswer } from './openapi';

export const ORG_API_KEY = 'test-org-api-key-0123456789abcdef';
export const PUBLIC_URL = 'http://candidate.test';

/** Tables that hold seeded reference data and survive between tests; of the organisations, only the default one does. */
const KEPT_TABLES = new Set([
  'countries',
  'nationalities',
  'fit_and_proper_questionnaires',
  'fit_and_proper_questions',
  'fit_and_proper_options',
  'organisations',
]);

/**
 * The data folder of the apps under test (the uploads they keep): a temporary folder of this test file's own, made
 * when first asked for and removed with the file's database.
 */
let testDataDir: string | undefined;
const testDataDirectory = () => (testDataDir ??= mkdtempSync(path.join(tmpdir(), 'api-test-data-')));

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    dataDir: testDataDirectory(),
    databaseUrl: undefined,
    publicUrl: PUBLIC_URL,
    orgApiKey: ORG_API_KEY,
    production: false,
    allowSandboxStates: true,
    trustProxy: 0,
    logLevel: 'debug',
    helpCentreUrl: 'https://help.example.com/candidates',
    careerPassportUrl: 'https://passport.example.com/',
    clientErrors: { enabled: true, perMinute: 10 },
    ...overrides,
  };
}

/**
 * A PostgreSQL database for this test file, named after vitest's worker slot so concurrent files never share
 * one and a rerun replaces what a crashed run left behind.
 */
async function createPostgresDatabase(baseUrl: string, template: string): Promise<{ url: string; drop(): Promise<void> }> {
  const base = new URL(baseUrl);
  const name = `${base.pathname.slice(1) || 'test'}_api_${process.env.VITEST_POOL_ID ?? '1'}`.replace(/[^a-z0-9_]/gi, '_');
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export type TestDatabaseHandle = DatabaseHandle & { kind: 'pglite' | 'postgres'; url?: string };

/** This file's database: a copy of the run's template (database-template.ts). */
export async function openTestDatabase(): Promise<TestDatabaseHandle> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const template = inject('databaseTemplate');
  if (process.env.API_TEST_DATABASE !== 'postgres' || !baseUrl) {
    return openDatabase({ memory: true, copyOf: new Blob([await readFile(template)]) });
  }
  const database = await createPostgresDatabase(baseUrl, template);
  const handle = await openDatabase({ databaseUrl: database.url });
  return {
    ...handle,
    url: database.url,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * One statement that empties every table but the reference data and restarts their ids, as TRUNCATE … RESTART
 * IDENTITY would. Deleting the few rows a test leaves is far cheaper than TRUNCATE, which makes new files for every
 * table: on PostgreSQL about 10 ms against a second under load, before each of the suite's two thousand tests.
 * Foreign keys are not checked meanwhile (session_replication_role, for this transaction only), since every table
 * that refers to another is emptied with it.
 */
async function emptyTablesStatement(db: Database): Promise<string> {
  const tables = await queryRows<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const sequences = await queryRows<{ sequence: string; owner: string }>(
    db,
    sql`select s.relname as sequence, t.relname as owner
        from pg_class s
        join pg_namespace n on n.oid = s.relnamespace
        join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
        join pg_class t on t.oid = d.refobjid
        where s.relkind = 'S' and n.nspname = 'public'`,
  );
  const emptied = tables.map((row) => row.tablename).filter((name) => !KEPT_TABLES.has(name));
  const restarted = sequences.filter((row) => !KEPT_TABLES.has(row.owner)).map((row) => row.sequence);
  const statements = [
    `PERFORM set_config('session_replication_role', 'replica', true)`,
    ...emptied.map((name) => `DELETE FROM "${name}"`),
    ...restarted.map((name) => `PERFORM setval('"${name}"', 1, false)`),
    'DELETE FROM organisations WHERE NOT is_default',
  ];
  return `DO $$ BEGIN ${statements.join('; ')}; END $$`;
}

const emptyingStatements = new WeakMap<Database, Promise<string>>();

export async function emptyTables(db: Database): Promise<void> {
  let statement = emptyingStatements.get(db);
  if (!statement) {
    statement = emptyTablesStatement(db);
    emptyingStatements.set(db, statement);
  }
  await db.execute(sql.raw(await statement));
}

export interface MakeAppOptions {
  config?: Partial<Config>;
  distDir?: string;
  db?: Database;
  authThrottle?: CreateAppOptions['authThrottle'];
}

export interface TestContext {
  app: App;
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL database of this test file (api-postgres only). */
  databaseUrl: string | undefined;
  /** Every log line the current app wrote, in order. */
  logs: string[];
  /** The clock the app reads; null means the real time. */
  setNow(date: Date | null): void;
  now(): Date;
  /** Replaces ctx.app with one built from other options (same database, logs and clock). */
  makeApp(options?: MakeAppOptions): App;
  /** POST /api/org/requests with the test key, expecting 201. */
  createRequest(body?: OrgRequestInput): Promise<CreatedRequest>;
}

export function validRequestBody(overrides: Partial<OrgRequestInput> = {}): OrgRequestInput {
  return {
    company: { name: 'Acme Care Ltd' },
    candidate: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
    country: 'GB',
    checks: [{ type: 'criminal_record', level: ['enhanced'] }],
    ...overrides,
  };
}

export const orgHeaders = (key = ORG_API_KEY) => ({ authorization: `Bearer ${key}`, 'content-type': 'application/json' });
export const tokenHeaders = (token: string) => ({ authorization: `Token ${token}` });

/** Every answer of /api/org/* the tests receive is checked against the OpenAPI document first. */
function holdOrgAnswersToTheirDocument(app: App): App {
  const request = app.request.bind(app);
  app.request = async (input, init, ...rest) => {
    const response = await request(input, init, ...rest);
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url, PUBLIC_URL).pathname.startsWith('/api/org/')) {
      const method = (input instanceof Request ? input.method : init?.method) ?? 'GET';
      await assertDocumentedAnswer(method, url, response.clone());
    }
    return response;
  };
  return app;
}

export function useTestApp(defaults: MakeAppOptions = {}): TestContext {
  let handle: TestDatabaseHandle | undefined;
  let clock: Date | null = null;

  const ctx = {
    logs: [] as string[],
    setNow(date: Date | null) {
      clock = date;
    },
    now: () => clock ?? new Date(),
    makeApp(options: MakeAppOptions = {}) {
      if (!handle) throw new Error('The test database is not open yet.');
      const logs = ctx.logs;
      ctx.app = holdOrgAnswersToTheirDocument(
        createApp({
          db: options.db ?? handle.db,
          config: testConfig({ ...defaults.config, ...options.config }),
          logger: createLogger({ level: 'debug', write: (line) => logs.push(line) }),
          distDir: options.distDir ?? defaults.distDir ?? '/nonexistent-dist',
          now: ctx.now,
          authThrottle: options.authThrottle ?? defaults.authThrottle,
        }),
      );
      return ctx.app;
    },
    async createRequest(body: OrgRequestInput = validRequestBody()) {
      const response = await ctx.app.request('/api/org/requests', {
        method: 'POST',
        headers: orgHeaders(),
        body: JSON.stringify(body),
      });
      if (response.status !== 201) throw new Error(`Expected 201, got ${response.status}: ${await response.text()}`);
      return (await response.json()) as CreatedRequest;
    },
  } as TestContext;

  beforeAll(async () => {
    handle = await openTestDatabase();
    ctx.db = handle.db;
    ctx.kind = handle.kind;
    ctx.databaseUrl = handle.url;
  });

  beforeEach(async () => {
    await emptyTables(handle!.db);
    clock = null;
    ctx.logs = [];
    ctx.makeApp();
  });

  afterAll(async () => {
    await handle?.close();
    if (testDataDir) await rm(testDataDir, { recursive: true, force: true });
  });

  return ctx;
}
