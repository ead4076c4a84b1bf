/**
 * Webhooks through real server processes (`server/main.ts`, as `npm start` runs it): two processes on one
 * PostgreSQL database send each event once between them, and an event recorded before a restart is delivered after
 * it, on either database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { ORG_API_KEY, orgHeaders, useTestApp, validRequestBody } from './support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

const ctx = useTestApp();
const onPostgres = process.env.API_TEST_DATABASE === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
/** After the last expected message, how long the receiver is watched for a second copy: several polling rounds. */
const QUIET_MS = 4_000;

const servers: ServerProcess[] = [];
const dirs: string[] = [];
let receiver: WebhookReceiver | undefined;
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.kill('SIGKILL')));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  await receiver?.close();
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'webhook-processes-test-'));
  dirs.push(dir);
  return dir;
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess({ ORG_API_KEY, ...env });
  servers.push(server);
  return server;
}

async function orgCall(server: ServerProcess, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${server.baseUrl}/api/org${path}`, {
    method,
    headers: orgHeaders(),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function registerReceiver(server: ServerProcess, url: string): Promise<string> {
  const answer = await orgCall(server, 'POST', '/webhooks', { url, event_types: ['request.withdrawn'] });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return ((await answer.json()) as { secret: string }).secret;
}

/** Creates a request and withdraws it: one request.withdrawn event, recorded with the withdrawal. */
async function withdrawnRequest(server: ServerProcess): Promise<string> {
  const created = await orgCall(server, 'POST', '/requests', validRequestBody());
  expect(created.status).toBe(201);
  const { guid } = (await created.json()) as { guid: string };
  expect((await orgCall(server, 'DELETE', `/requests/${guid}`)).status).toBe(204);
  return guid;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(onPostgres)('two server processes on one PostgreSQL database', () => {
  it('send each event once between them', { timeout: 120_000 }, async () => {
    receiver = await startWebhookReceiver();
    const [first, second] = await Promise.all([start({ DATABASE_URL: ctx.databaseUrl!, DATA_DIR: tempDir() }), start({ DATABASE_URL: ctx.databaseUrl!, DATA_DIR: tempDir() })]);
    const secret = await registerReceiver(first!, receiver.url);

    const withdrawn = await Promise.all(Array.from({ length: 16 }, (_, n) => withdrawnRequest(n % 2 === 0 ? first! : second!)));
    await receiver.waitFor(withdrawn.length, 60_000);
    await sleep(QUIET_MS);

    expect(receiver.received).toHaveLength(withdrawn.length);
    expect(new Set(receiver.received.map((message) => message.headers['webhook-id'])).size).toBe(withdrawn.length);
    expect(receiver.received.map((message) => message.json.data.request_guid).sort()).toStrictEqual([...withdrawn].sort());
    for (const message of receiver.received) expect(receiver.verify(message, secret)).toMatchObject({ type: 'request.withdrawn' });
  });
});

describe('a server restarted while a delivery waits for its next attempt', () => {
  it('delivers it after the restart', { timeout: 120_000 }, async () => {
    receiver = await startWebhookReceiver();
    const env: Record<string, string> = onPostgres ? { DATABASE_URL: ctx.databaseUrl!, DATA_DIR: tempDir() } : { DATA_DIR: tempDir() };
    const first = await start(env);
    const secret = await registerReceiver(first, receiver.url);
    receiver.answerWith(503);
    const guid = await withdrawnRequest(first);
    await receiver.waitFor(1, 30_000);
    expect(await first.kill('SIGTERM')).toBe(0);

    // The next attempt is due 30 seconds after the first; the new process makes it.
    await start(env);
    const [refused, delivered] = await receiver.waitFor(2, 60_000);
    expect(delivered!.headers['webhook-id']).toBe(refused!.headers['webhook-id']);
    expect(receiver.verify(delivered!, secret)).toMatchObject({ type: 'request.withdrawn', data: { request_guid: guid } });
  });
});
