/**
 * `npm run org` for real, in child processes on a temporary DATA_DIR with the embedded database: with no server it
 * opens the database itself; with a server holding the folder it goes through the server's admin routes with the
 * admin token, and the key it prints opens the organisation API at once. The admin routes themselves answer only
 * a loopback call with the token and no proxy header.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { childEnvironment, npmScriptNodeArgs, startServerProcess, type ServerProcess } from './support/server-process';
import { validRequestBody } from './support/test-app';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TIMEOUT = 120_000;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function org(args: string[], dataDir: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [...npmScriptNodeArgs('org'), ...args], { cwd: ROOT, env: childEnvironment({ DATA_DIR: dataDir }), timeout: TIMEOUT / 2 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'org-command-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function startServer(dataDir: string): Promise<ServerProcess> {
  const server = await startServerProcess({ DATA_DIR: dataDir });
  cleanups.push(() => server.kill('SIGTERM'));
  return server;
}

const createRequest = (server: ServerProcess, key: string) =>
  fetch(`${server.baseUrl}/api/org/requests`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(validRequestBody()),
  });

// The embedded database is what the command has to work around; on PostgreSQL it simply opens the database.
describe.skipIf(process.env.API_TEST_DATABASE === 'postgres')('npm run org', () => {
  it(
    'manages organisations and keys without a server, then through the running server',
    async () => {
      const dataDir = tempDataDir();
      const created = await org(['create', '--name', 'Acme Screening', '--json'], dataDir);
      expect(created.code).toBe(0);
      expect(JSON.parse(created.stdout)).toMatchObject({ name: 'Acme Screening', is_default: false });
      const offline = await org(['key', 'create', '--organisation', 'Acme Screening'], dataDir);
      expect(offline.code).toBe(0);
      const offlineKey = offline.stdout.trim();
      expect(offlineKey).toMatch(/^org_[A-Za-z0-9_-]{43}$/);

      const server = await startServer(dataDir);
      const online = await org(['key', 'create', '--organisation', 'Acme Screening', '--label', 'ci'], dataDir);
      expect(online.code).toBe(0);
      const onlineKey = online.stdout.trim();
      expect((await createRequest(server, onlineKey)).status).toBe(201);
      expect((await createRequest(server, offlineKey)).status).toBe(201);

      const revoked = await org(['key', 'revoke', '--organisation', 'Acme Screening', '--key', offlineKey.slice(0, 12)], dataDir);
      expect(revoked.code).toBe(0);
      expect((await createRequest(server, offlineKey)).status).toBe(401);
      const listed = JSON.parse((await org(['key', 'list', '--organisation', 'Acme Screening', '--json'], dataDir)).stdout) as { prefix: string; revoked_at: string | null }[];
      expect(listed.map((key) => [key.prefix, key.revoked_at === null])).toStrictEqual([
        [offlineKey.slice(0, 12), false],
        [onlineKey.slice(0, 12), true],
      ]);
      const duplicate = await org(['create', '--name', 'Acme Screening'], dataDir);
      expect(duplicate.code).toBe(1);
      expect(duplicate.stderr).toContain('An organisation named "Acme Screening" already exists.');
    },
    TIMEOUT,
  );

  it(
    'lets only a loopback call with the admin token and no proxy header reach the admin routes',
    async () => {
      const dataDir = tempDataDir();
      const server = await startServer(dataDir);
      const token = readFileSync(join(dataDir, 'admin-token'), 'utf8').trim();
      const call = (headers: Record<string, string>) => fetch(`${server.baseUrl}/api/admin/organisations`, { headers });
      expect((await call({ authorization: `Bearer ${token}` })).status).toBe(200);
      expect((await call({ authorization: 'Bearer wrong' })).status).toBe(404);
      expect((await call({})).status).toBe(404);
      expect((await call({ authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.9' })).status).toBe(404);
      expect((await call({ authorization: `Bearer ${token}`, forwarded: 'for=203.0.113.9' })).status).toBe(404);
    },
    TIMEOUT,
  );

  it('explains its usage and refuses a command it does not know', async () => {
    const dataDir = tempDataDir();
    const unknown = await org(['rename'], dataDir);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command "rename".');
    const missing = await org(['key', 'create'], dataDir);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Name the organisation with --organisation NAME.');
  }, TIMEOUT);
});
