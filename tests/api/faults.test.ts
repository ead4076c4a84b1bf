/**
 * Faults (docs/operations.md "Under faults"): the database connection dropped in the middle of saves, and the
 * process killed outright. Bounded in time, loopback only.
 *
 * - On PostgreSQL (api-postgres), backends are terminated with pg_terminate_backend while saves run, both under the
 *   in-process app and under the real server in a child process: the process keeps running, each save answers 200
 *   or 503, what is stored is always one whole save, and the pool recovers by itself.
 * - On PGlite (api), the real server is killed with SIGKILL during a save and started again on the same DATA_DIR:
 *   it starts, and what it stored is intact.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreatedRequest, OrgRequestInput } from '../../domain/org-request.schema';
import type { ReferenceResponse } from '../../domain/reference-response';
import { DETAILS } from '../../server/errors';
import { bristolAddressHistory } from './support/answers';
import { ORG_API_KEY, orgHeaders, tokenHeaders, useTestApp, validRequestBody } from './support/test-app';
import { startServerProcess, type ServerProcess } from './support/server-process';

const ctx = useTestApp();
const onPostgres = process.env.API_TEST_DATABASE === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

/** How long connections are cut for, and how often. */
const FAULT_WINDOW_MS = 3_000;
const CUT_EVERY_MS = 15;

const REQUEST: OrgRequestInput = validRequestBody({ checks: [{ type: 'criminal_record', level: ['enhanced'] }] });

/** The API of one server, in-process or over HTTP, as the candidate and the organisation call it. */
type Fetch = (path: string, init?: RequestInit) => Promise<Response>;

interface Candidate {
  created: CreatedRequest;
  responseGuid: string;
  gb: number;
}

async function createCandidate(fetch: Fetch): Promise<Candidate> {
  const answer = await fetch('/api/org/requests', { method: 'POST', headers: orgHeaders(), body: JSON.stringify(REQUEST) });
  expect(answer.status).toBe(201);
  const created = (await answer.json()) as CreatedRequest;
  const response = (await (await fetch(`/api/oneform/${created.guid}/`, { headers: tokenHeaders(created.user_token) })).json()) as ReferenceResponse;
  const countries = (await (await fetch('/api/countries/', { headers: tokenHeaders(created.user_token) })).json()) as {
    id: number;
    short_name: string;
  }[];
  return { created, responseGuid: response.guid, gb: countries.find((row) => row.short_name === 'GB')!.id };
}

const saveHistory = (fetch: Fetch, c: Candidate, tag: string) =>
  fetch(`/api/oneform/${c.created.guid}/${c.responseGuid}/details/address/`, {
    method: 'POST',
    headers: { ...tokenHeaders(c.created.user_token), 'content-type': 'application/json' },
    body: JSON.stringify(bristolAddressHistory(c.gb, tag)),
  });

/** The stored streets; a read may itself meet a cut connection, so it is tried a few times. */
async function storedStreets(fetch: Fetch, c: Candidate): Promise<string[]> {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await fetch(`/api/oneform/${c.created.guid}/`, { headers: tokenHeaders(c.created.user_token) });
    if (answer.status === 200 || attempt === 4) {
      expect(answer.status).toBe(200);
      return ((await answer.json()) as ReferenceResponse).candidate_address_details.map((record) => record.street_address);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Saves in waves of five while another connection terminates the app's backends every few milliseconds, for the
 * whole window: long enough for cuts to land on every moment of a save, before, inside and between its queries.
 * Answers each save's status and tag.
 */
async function savesWhileCutting(fetch: Fetch, c: Candidate, cutWhere: string) {
  const admin = new pg.Client({ connectionString: ctx.databaseUrl });
  await admin.connect();
  let cutting = true;
  const cutter = (async () => {
    while (cutting) {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend' and ${cutWhere}`,
      );
      await new Promise((resolve) => setTimeout(resolve, CUT_EVERY_MS));
    }
  })();
  const answers: { status: number; tag: string; body: unknown; retryAfter: string | null }[] = [];
  const deadline = Date.now() + FAULT_WINDOW_MS;
  try {
    for (let wave = 0; Date.now() < deadline; wave += 1) {
      const tags = Array.from({ length: 5 }, (_, index) => `Wave${wave}x${index}`);
      const settled = await Promise.all(
        tags.map(async (tag) => {
          const answer = await saveHistory(fetch, c, tag);
          return { status: answer.status, tag, body: (await answer.json()) as unknown, retryAfter: answer.headers.get('retry-after') };
        }),
      );
      answers.push(...settled);
    }
  } finally {
    cutting = false;
    await cutter;
    await admin.end();
  }
  return answers;
}

function expectOnlySavedOr503(answers: Awaited<ReturnType<typeof savesWhileCutting>>) {
  for (const answer of answers) {
    expect([200, 503]).toContain(answer.status);
    if (answer.status === 503) {
      expect(answer.body).toStrictEqual({ detail: DETAILS.serviceUnavailable });
      expect(answer.retryAfter).toBe('5');
    }
  }
  // The window is long enough for the cuts to reach saves in flight; otherwise this test proved nothing.
  expect(answers.some((answer) => answer.status === 503)).toBe(true);
}

/** What is stored is one whole save (three addresses of one tag), never a mix or a part. */
function expectWholeSave(streets: string[], answers: Awaited<ReturnType<typeof savesWhileCutting>>) {
  const tags = new Set(answers.map((answer) => answer.tag));
  expect(streets).toHaveLength(3);
  const tag = /^1 (\S+) Street$/.exec(streets[0] ?? '')?.[1] ?? '';
  expect(tags.has(tag) || tag === 'Before').toBe(true);
  expect(streets).toStrictEqual([`1 ${tag} Street`, `2 ${tag} Street`, `3 ${tag} Street`]);
}

const servers: ServerProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.kill('SIGKILL')));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const overHttp = (server: ServerProcess): Fetch => (path, init) => fetch(`${server.baseUrl}${path}`, init);

describe.runIf(onPostgres)('a PostgreSQL connection cut in the middle of saves', () => {
  const inProcess: Fetch = (path, init) => Promise.resolve(ctx.app.request(path, init));

  it('answers 503 for the saves it cut, keeps one whole save, and recovers by itself (in process)', async () => {
    const c = await createCandidate(inProcess);
    expect((await saveHistory(inProcess, c, 'Before')).status).toBe(200);

    const answers = await savesWhileCutting(inProcess, c, 'true');
    expectOnlySavedOr503(answers);
    expectWholeSave(await storedStreets(inProcess, c), answers);

    expect((await saveHistory(inProcess, c, 'After')).status).toBe(200);
    expect(await storedStreets(inProcess, c)).toStrictEqual(['1 After Street', '2 After Street', '3 After Street']);
    expect(ctx.logs.some((line) => line.includes('"msg":"database unavailable"'))).toBe(true);
    expect(ctx.logs.some((line) => line.includes('"msg":"unhandled error"'))).toBe(false);
  });

  it('keeps the real server process running and healthy', async () => {
    const url = new URL(ctx.databaseUrl!);
    url.searchParams.set('application_name', 'fault-test-server');
    const server = await startServerProcess({ DATABASE_URL: url.toString(), ORG_API_KEY, DATA_DIR: tempDir() });
    servers.push(server);
    const http = overHttp(server);
    const c = await createCandidate(http);
    expect((await saveHistory(http, c, 'Before')).status).toBe(200);

    const answers = await savesWhileCutting(http, c, `application_name = 'fault-test-server'`);
    expect(server.running(), server.output()).toBe(true);
    expectOnlySavedOr503(answers);
    expectWholeSave(await storedStreets(http, c), answers);

    expect((await http('/healthz')).status).toBe(200);
    expect((await saveHistory(http, c, 'After')).status).toBe(200);
    expect(server.output()).not.toMatch(/Unhandled 'error' event|"msg":"unhandled error"/);
  });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'faults-test-'));
  dirs.push(dir);
  return dir;
}

describe.runIf(!onPostgres)('the embedded database after the process is killed', () => {
  // Two starts of a real server, the first of which creates the embedded database in a thread before opening it.
  it('starts again on the same DATA_DIR with every committed save intact', async () => {
    const dataDir = tempDir();
    const first = await startServerProcess({ DATA_DIR: dataDir, ORG_API_KEY });
    servers.push(first);
    const c = await createCandidate(overHttp(first));
    expect((await saveHistory(overHttp(first), c, 'Kept')).status).toBe(200);

    // A save in flight when the process dies either committed whole or not at all.
    const inFlight = saveHistory(overHttp(first), c, 'Dying').catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await first.kill('SIGKILL')).toBe('SIGKILL');
    await inFlight;

    const second = await startServerProcess({ DATA_DIR: dataDir, ORG_API_KEY });
    servers.push(second);
    const streets = await storedStreets(overHttp(second), c);
    expect([
      ['1 Kept Street', '2 Kept Street', '3 Kept Street'],
      ['1 Dying Street', '2 Dying Street', '3 Dying Street'],
    ]).toContainEqual(streets);
    expect((await saveHistory(overHttp(second), c, 'Again')).status).toBe(200);
  }, 120_000);
});
