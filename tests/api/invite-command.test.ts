/**
 * Runs the real command, as `npm run invite` runs it, in a child process against a temporary DATA_DIR: once with no
 * server (it must create the request in the embedded database), and twice with a server.json naming a live
 * process (it must go through HTTP and never open the database). It lives with the API suite because it starts real
 * processes and opens real databases, which the unit suite never does.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECK_LEVELS } from '../../domain/checks';
import { openDatabase, pgliteDirectory } from '../../server/db/client';
import { checks, referenceRequests } from '../../server/db/schema';
import { SCENARIOS } from '../../server/scenarios';
import { childEnvironment, npmScriptNodeArgs } from './support/server-process';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TIMEOUT = 60_000;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function invite(args: string[], env: Record<string, string>): Promise<Run> {
  // The command must follow only what the test sets, not the configuration of the shell running the tests.
  const childEnv = childEnvironment(env);
  return new Promise((resolve) => {
    execFile(process.execPath, [...npmScriptNodeArgs('invite'), ...args], { cwd: ROOT, env: childEnv, timeout: TIMEOUT - 5_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

const dirs: string[] = [];
function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'invite-test-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

// The command keeps its own embedded database in a temporary DATA_DIR, whichever database the suite is run on.
describe.skipIf(process.env.API_TEST_DATABASE === 'postgres')('npm run invite', () => {
  it(
    'creates the request in the embedded database when no server runs, and prints only the JSON',
    async () => {
      const dataDir = tempDataDir();

      const run = await invite(['--scenario', 'gb-dbs-enhanced', '--json'], { DATA_DIR: dataDir, PORT: '4311' });

      expect(run.code, run.stderr).toBe(0);
      const printed = JSON.parse(run.stdout) as { guid: string; user_token: string; url: string };
      expect(Object.keys(printed)).toEqual(['guid', 'user_token', 'url']);
      expect(printed.guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(printed.user_token.length).toBeGreaterThanOrEqual(32);
      const url = new URL(printed.url);
      expect(url.origin).toBe('http://localhost:4311');
      expect(url.pathname).toBe('/candidate-feedback');
      expect(url.searchParams.get('guid')).toBe(printed.guid);
      expect(url.searchParams.get('user_token')).toBe(printed.user_token);
      // The data folder is free again for a server to start on.
      expect(existsSync(join(dataDir, 'server.json'))).toBe(false);

      // The request is really there, with the scenario's checks, and keeps only a hash of the token.
      const handle = await openDatabase({ dataDir });
      try {
        const [request] = await handle.db.select().from(referenceRequests).where(eq(referenceRequests.guid, printed.guid));
        expect(request).toBeDefined();
        expect(request?.tokenHash).toBe(createHash('sha256').update(printed.user_token).digest('hex'));
        expect(request?.candidateEmail).toBe(SCENARIOS['gb-dbs-enhanced'].request.candidate.email);
        const stored = await handle.db.select().from(checks).where(eq(checks.requestId, request?.id ?? -1));
        expect(stored.map((check) => check.slug).sort()).toEqual(
          SCENARIOS['gb-dbs-enhanced'].request.checks.map((check) => check.type).sort(),
        );
        expect(stored.find((check) => check.slug === 'criminal_record')?.level).toEqual([CHECK_LEVELS.enhanced]);
      } finally {
        await handle.close();
      }
    },
    TIMEOUT,
  );

  it(
    'goes through the running server named in server.json and leaves the database alone',
    async () => {
      const dataDir = tempDataDir();
      writeFileSync(join(dataDir, 'org-api-key'), 'integration-key\n', { mode: 0o600 });
      const received: { url?: string; authorization?: string; body?: unknown } = {};
      const answer = { guid: '33333333-3333-4333-8333-333333333333', user_token: 'tok', url: 'http://localhost:1/x' };
      const server = createServer(async (request, response) => {
        received.url = request.url;
        received.authorization = request.headers.authorization;
        received.body = JSON.parse(await readBody(request));
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = server.address() as AddressInfo;
        // This test's own process stands for the server: it is alive and it answers on the port.
        writeFileSync(join(dataDir, 'server.json'), JSON.stringify({ pid: process.pid, port }));

        const run = await invite(['--scenario', 'au-acic', '--json'], { DATA_DIR: dataDir, PORT: '1' });

        expect(run.code, run.stderr).toBe(0);
        expect(JSON.parse(run.stdout)).toEqual(answer);
        expect(received.url).toBe('/api/org/requests');
        expect(received.authorization).toBe('Bearer integration-key');
        expect(received.body).toEqual(SCENARIOS['au-acic'].request);
        expect(existsSync(pgliteDirectory(dataDir))).toBe(false);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    },
    TIMEOUT,
  );

  it(
    'fails with exit 1, and still leaves the database alone, when the live server does not answer',
    async () => {
      const dataDir = tempDataDir();
      // A port that was free a moment ago: nothing listens there.
      const probe = createServer();
      await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
      const { port } = probe.address() as AddressInfo;
      await new Promise((resolve) => probe.close(resolve));
      writeFileSync(join(dataDir, 'server.json'), JSON.stringify({ pid: process.pid, port }));

      const run = await invite(['--scenario', 'gb-dbs-enhanced', '--json'], { DATA_DIR: dataDir });

      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain(`http://127.0.0.1:${port}/api/org/requests`);
      expect(run.stderr).toContain(`pid ${process.pid}`);
      expect(existsSync(pgliteDirectory(dataDir))).toBe(false);
    },
    TIMEOUT,
  );

  it(
    'prints only the JSON through npm too, run as the documentation says (npm run --silent invite)',
    async () => {
      const run = await new Promise<Run>((resolve) => {
        execFile(
          'npm',
          ['run', '--silent', 'invite', '--', '--list', '--json'],
          { cwd: ROOT, env: childEnvironment({ DATA_DIR: tempDataDir() }), timeout: TIMEOUT - 5_000 },
          (error, stdout, stderr) => resolve({ code: error ? -1 : 0, stdout, stderr }),
        );
      });
      expect(run.code, run.stderr).toBe(0);
      const listed = JSON.parse(run.stdout) as { name: string }[];
      expect(listed.map((scenario) => scenario.name)).toEqual(Object.keys(SCENARIOS));
    },
    TIMEOUT,
  );

  it(
    'exits 2 on an unknown scenario',
    async () => {
      const run = await invite(['--scenario', 'mars-colony'], { DATA_DIR: tempDataDir() });
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('gb-dbs-enhanced');
    },
    TIMEOUT,
  );
});
