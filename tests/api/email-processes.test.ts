/**
 * The candidate's e-mails through real server processes (`server/main.ts`, as `npm start` runs it) on one
 * PostgreSQL database: two processes send each invitation once between them, and an invitation the SMTP server could
 * not take before a restart is sent by the process that follows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../e2e/support/start-server';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink';
import { ORG_API_KEY, orgHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();
const onPostgres = process.env.API_TEST_DATABASE === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
/** After the last expected message, how long the SMTP server is watched for a second copy: several polling rounds. */
const QUIET_MS = 4_000;

const servers: ServerProcess[] = [];
const dirs: string[] = [];
let sink: SmtpSink | undefined;
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.kill('SIGKILL')));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  await sink?.close();
  sink = undefined;
});

async function start(smtpUrl: string): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'email-processes-test-'));
  dirs.push(dataDir);
  const server = await startServerProcess({ ORG_API_KEY, DATABASE_URL: ctx.databaseUrl!, DATA_DIR: dataDir, SMTP_URL: smtpUrl });
  servers.push(server);
  return server;
}

async function invite(server: ServerProcess, email: string): Promise<string> {
  const body = validRequestBody({ candidate: { first_name: 'Ada', last_name: 'Lovelace', email } });
  const answer = await fetch(`${server.baseUrl}/api/org/requests`, { method: 'POST', headers: orgHeaders(), body: JSON.stringify(body) });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return ((await answer.json()) as { guid: string }).guid;
}

interface MessageFacts {
  kind: string;
  status: string;
  attempts: number;
}

/** The invitation among the request's messages, as the organisation sees it. */
async function invitationOf(server: ServerProcess, guid: string): Promise<MessageFacts | undefined> {
  const answer = await fetch(`${server.baseUrl}/api/org/requests/${guid}`, { headers: orgHeaders() });
  return ((await answer.json()) as { messages: MessageFacts[] }).messages.find((message) => message.kind === 'invitation');
}

const recipients = (received: SmtpSink['received']) =>
  received.flatMap((mail) => (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map((one) => one.address)));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(onPostgres)('two server processes on one PostgreSQL database', () => {
  it('send each invitation once between them', { timeout: 120_000 }, async () => {
    sink = await startSmtpSink();
    const [first, second] = await Promise.all([start(sink.url), start(sink.url)]);
    const addresses = Array.from({ length: 16 }, (_, n) => `candidate-${n}@example.com`);

    await Promise.all(addresses.map((address, n) => invite(n % 2 === 0 ? first! : second!, address)));
    await sink.waitFor(addresses.length, 60_000);
    await sleep(QUIET_MS);

    expect(recipients(sink.received).sort()).toStrictEqual([...addresses].sort());
  });
});

describe.runIf(onPostgres)('a server restarted while an invitation waits for its next attempt', () => {
  it('sends it after the restart, once', { timeout: 120_000 }, async () => {
    // The SMTP server the processes are told of is not there yet: the first attempt fails and is put off.
    const smtpPort = await freePort();
    const smtpUrl = `smtp://127.0.0.1:${smtpPort}`;
    const first = await start(smtpUrl);
    const guid = await invite(first, 'restarted@example.com');
    const until = Date.now() + 30_000;
    while (((await invitationOf(first, guid))?.attempts ?? 0) === 0) {
      if (Date.now() > until) throw new Error('the invitation was never tried');
      await sleep(200);
    }
    expect(await invitationOf(first, guid)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await first.kill('SIGTERM')).toBe(0);

    sink = await startSmtpSink(smtpPort);
    // The next attempt is due 30 seconds after the first; the new process makes it.
    const second = await start(smtpUrl);
    await sink.waitFor(1, 60_000);
    await sleep(QUIET_MS);
    expect(recipients(sink.received)).toStrictEqual(['restarted@example.com']);
    expect(await invitationOf(second, guid)).toMatchObject({ status: 'accepted', attempts: 2 });
  });
});
