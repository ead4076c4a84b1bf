/**
 * The candidate's e-mails through the outbox worker to a real SMTP server on loopback: the invitation in each
 * language with its link in the text and the HTML parts, the link opening the candidate's request; reminders on
 * their days with a moved clock and none after submission; resend and a later expiry; a refusal recorded and
 * announced as invitation.bounced.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../domain/locales';
import { openDatabase, type Database } from '../../server/db/client';
import { emailMessages, referenceResponses, referenceRequests, webhookEvents } from '../../server/db/schema';
import { createLogger } from '../../server/logger';
import { mailQueue } from '../../server/mail/queue';
import { createMailTransport } from '../../server/mail/transport';
import { createOutboxWorker } from '../../server/outbox/worker';
import { linksOf, startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { orgHeaders, PUBLIC_URL, testConfig, tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;
const START = new Date('2026-03-02T09:00:00Z');

let sink: SmtpSink;
let transport: ReturnType<typeof createMailTransport>;
beforeEach(async () => {
  sink = await startSmtpSink();
  transport = createMailTransport({ mail: { smtpUrl: sink.url, from: 'Checks <checks@example.com>' }, dataDir: testConfig().dataDir, production: false, publicUrl: PUBLIC_URL });
  ctx.setNow(START);
});
afterEach(async () => {
  transport.close();
  await sink.close();
});

const worker = (db: Database = ctx.db) =>
  createOutboxWorker({
    logger: createLogger({ level: 'error', write: () => {} }),
    queues: [mailQueue({ db, logger: createLogger({ level: 'error', write: () => {} }), now: ctx.now, transport, publicUrl: PUBLIC_URL })],
  });
const moveTo = (days: number) => ctx.setNow(new Date(START.getTime() + days * DAY_MS));
const org = (path: string, init: RequestInit = {}) => ctx.app.request(`/api/org${path}`, { headers: orgHeaders(), ...init });

describe('the invitation', () => {
  it.each(LANGUAGES)('arrives in %s with the link in both parts, and the link opens the request', async (language) => {
    const created = await ctx.createRequest(
      validRequestBody({ language, company: { name: 'Acme Care Ltd', logo_url: 'https://acme.example/logo.png', contact_email: 'hr@acme.example' } }),
    );
    expect(await worker().runOnce()).toBe(1);
    const [mail] = await sink.waitFor(1);
    expect(mail!.to).toMatchObject({ value: [{ address: 'ada@example.com' }] });
    expect(mail!.subject).toContain('Acme Care Ltd');
    expect(linksOf(mail!)).toStrictEqual({ text: created.url, html: created.url });
    expect(mail!.html).toContain(`<html lang="${language}">`);
    expect(mail!.html).toContain('alt=');
    expect(mail!.text).toContain('hr@acme.example');
    expect(mail!.text).toContain('01/04/2026');

    const link = new URL(linksOf(mail!).text!);
    const opened = await ctx.app.request(`/api/oneform/${link.searchParams.get('guid')}/`, { headers: tokenHeaders(link.searchParams.get('user_token')!) });
    expect(opened.status).toBe(200);

    const detail = (await (await org(`/requests/${created.guid}`)).json()) as { messages: { kind: string; status: string }[] };
    expect(detail.messages.filter((message) => message.status === 'accepted').map((message) => message.kind)).toStrictEqual(['invitation']);
  });

  it('is not sent when the organisation sends the link itself', async () => {
    await ctx.createRequest(validRequestBody({ send_invitation: false }));
    expect(await worker().runOnce()).toBe(0);
    expect(await ctx.db.select().from(emailMessages)).toHaveLength(0);
  });

  it('refuses an unknown language and reminders of no whole days', async () => {
    const answer = await org('/requests', { method: 'POST', body: JSON.stringify({ ...validRequestBody(), language: 'de', reminders: { after_invitation_days: [1.5] } }) });
    expect(answer.status).toBe(400);
    expect(Object.keys((await answer.json()) as object).sort()).toStrictEqual(['language', 'reminders.after_invitation_days.0']);
  });
});

describe('reminders', () => {
  it('fall 3 and 7 days after the invitation and 2 days before expiry, each once', async () => {
    await ctx.createRequest();
    await worker().runOnce();
    for (const [day, expected] of [[2.9, 1], [3, 2], [6.9, 2], [7, 3], [27.9, 3], [28, 4], [40, 4]] as const) {
      moveTo(day);
      await worker().runOnce();
      expect(sink.received, `day ${day}`).toHaveLength(expected);
    }
    expect(sink.received.map((mail) => mail.subject)).toStrictEqual([
      'Acme Care Ltd asks you to complete your background check',
      'Reminder: your background check for Acme Care Ltd',
      'Reminder: your background check for Acme Care Ltd',
      'Reminder: your background check for Acme Care Ltd',
    ]);
    for (const mail of sink.received) expect(linksOf(mail).text).toMatch(/user_token=/);
  });

  it('are not sent after submission, and a request can have none', async () => {
    const { guid } = await ctx.createRequest();
    await ctx.createRequest(validRequestBody({ candidate: { first_name: 'B', last_name: 'C', email: 'b@example.com' }, reminders: false }));
    await worker().runOnce();
    expect(sink.received).toHaveLength(2);
    const [request] = await ctx.db.select({ id: referenceRequests.id }).from(referenceRequests).where(eq(referenceRequests.guid, guid));
    await ctx.db.update(referenceResponses).set({ status: 'done' }).where(eq(referenceResponses.requestId, request!.id));
    moveTo(40);
    await worker().runOnce();
    expect(sink.received).toHaveLength(2);
    expect(new Set((await ctx.db.select().from(emailMessages)).map((row) => row.status))).toStrictEqual(new Set(['accepted', 'cancelled']));
  });

  it('are sent once when workers race, each on its own connection where the database has several', async () => {
    for (let n = 0; n < 6; n += 1) {
      await ctx.createRequest(validRequestBody({ candidate: { first_name: 'C', last_name: String(n), email: `c${n}@example.com` } }));
    }
    // PostgreSQL gives the second worker a connection of its own, as a second server process has; PGlite has one.
    const second = ctx.databaseUrl ? await openDatabase({ databaseUrl: ctx.databaseUrl }) : null;
    try {
      for (const day of [0, 3, 7, 28]) {
        moveTo(day);
        const counts = await Promise.all([worker().runOnce(), worker(second?.db).runOnce(), worker().runOnce()]);
        expect(counts.reduce((sum, count) => sum + count, 0), `day ${day}`).toBe(6);
      }
    } finally {
      await second?.close();
    }
    await sink.waitFor(24);
    expect(new Set(sink.received.map((mail) => mail.messageId)).size).toBe(24);
    // A worker made afterwards, as after a restart, finds nothing left and sends nothing again.
    moveTo(40);
    expect(await worker().runOnce()).toBe(0);
  });

  it('waiting when the process stops are sent by the next one', async () => {
    await ctx.createRequest();
    const first = worker();
    await first.runOnce();
    await first.stop();
    moveTo(3);
    expect(await worker().runOnce()).toBe(1);
    expect(sink.received.map((mail) => mail.subject)).toHaveLength(2);
  });

  it('stop when the request is withdrawn', async () => {
    const { guid } = await ctx.createRequest();
    await worker().runOnce();
    expect((await org(`/requests/${guid}`, { method: 'DELETE' })).status).toBe(204);
    moveTo(40);
    await worker().runOnce();
    expect(sink.received).toHaveLength(1);
  });
});

describe('resend and a later expiry', () => {
  it('resend e-mails a new link that works, and the old one stops', async () => {
    const first = await ctx.createRequest();
    await worker().runOnce();
    const resent = await org(`/requests/${first.guid}/resend`, { method: 'POST' });
    expect(resent.status).toBe(202);
    const { url } = (await resent.json()) as { url: string };
    await worker().runOnce();
    const [, mail] = await sink.waitFor(2);
    expect(linksOf(mail!).text).toBe(url);
    expect((await ctx.app.request(`/api/oneform/${first.guid}/`, { headers: tokenHeaders(first.user_token) })).status).toBe(401);
    const token = new URL(url).searchParams.get('user_token')!;
    expect((await ctx.app.request(`/api/oneform/${first.guid}/`, { headers: tokenHeaders(token) })).status).toBe(200);
  });

  it('a later expiry opens an expired request again and tells the candidate the date', async () => {
    const created = await ctx.createRequest(validRequestBody({ reminders: false }));
    await worker().runOnce();
    moveTo(31);
    const status = async () => ((await (await org(`/requests/${created.guid}`)).json()) as { status: string }).status;
    expect(await status()).toBe('expired');
    const earlier = await org(`/requests/${created.guid}`, { method: 'PATCH', body: JSON.stringify({ expire_date: new Date(START.getTime() + 20 * DAY_MS).toISOString() }) });
    expect(earlier.status).toBe(400);
    expect(await earlier.json()).toHaveProperty('expire_date');
    const later = await org(`/requests/${created.guid}`, { method: 'PATCH', body: JSON.stringify({ expire_date: '2026-05-01T00:00:00.000Z' }) });
    expect(later.status).toBe(200);
    expect(await later.json()).toMatchObject({ expire_date: '2026-05-01T00:00:00.000Z' });
    expect(await status()).toBe('invited');
    await worker().runOnce();
    const [, mail] = await sink.waitFor(2);
    expect(mail!.subject).toBe('More time for your background check with Acme Care Ltd');
    expect(mail!.text).toContain('01/05/2026');
  });

  it('another organisation’s request answers 404', async () => {
    const { guid } = await ctx.createRequest();
    const other = await ctx.app.request(`/api/org/requests/${guid}/resend`, { method: 'POST', headers: orgHeaders('not-a-key') });
    expect(other.status).toBe(401);
    expect((await org(`/requests/00000000-0000-4000-8000-000000000000/resend`, { method: 'POST' })).status).toBe(404);
  });
});

describe('a refused recipient', () => {
  it('is recorded as refused, stops the reminders, and is announced as invitation.bounced', async () => {
    const { guid } = await ctx.createRequest(validRequestBody({ candidate: { first_name: 'Ada', last_name: 'L', email: 'bounce@example.com' } }));
    await worker().runOnce();
    expect(sink.received).toHaveLength(0);
    const detail = (await (await org(`/requests/${guid}`)).json()) as { messages: { kind: string; status: string; smtp_response: string }[] };
    expect(detail.messages[0]).toMatchObject({ kind: 'invitation', status: 'refused' });
    expect(detail.messages[0]!.smtp_response).toMatch(/550/);
    expect(detail.messages.slice(1).every((message) => message.status === 'cancelled')).toBe(true);
    expect((await ctx.db.select().from(webhookEvents)).map((event) => event.type)).toContain('invitation.bounced');
  });
});

describe('the lost-link form', () => {
  // The client address comes from X-Forwarded-For, as behind one proxy.
  beforeEach(() => void ctx.makeApp({ config: { trustProxy: 1 } }));
  const ask = (email: string, address = '192.0.2.1') =>
    ctx.app.request('/api/lost-link/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email }),
    });

  it('answers a known and an unknown address alike, and e-mails a new link only to the known one', async () => {
    const created = await ctx.createRequest(validRequestBody({ send_invitation: false }));
    const known = await ask('ADA@example.com');
    const unknown = await ask('nobody@example.com');
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toStrictEqual(await unknown.json());
    await worker().runOnce();
    const [mail] = await sink.waitFor(1);
    expect(sink.received).toHaveLength(1);
    expect(mail!.to).toMatchObject({ value: [{ address: 'ada@example.com' }] });
    const link = new URL(linksOf(mail!).text!);
    expect((await ctx.app.request(`/api/oneform/${created.guid}/`, { headers: tokenHeaders(link.searchParams.get('user_token')!) })).status).toBe(200);
  });

  it('refuses an address that is not one with the field named', async () => {
    const answer = await ask('not an address');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual({ email: ['Enter a valid email address.'] });
  });

  it('throttles per e-mail address, known or not, and per client', async () => {
    await ctx.createRequest(validRequestBody({ send_invitation: false }));
    for (const email of ['ada@example.com', 'nobody@example.com']) {
      const answers = [];
      for (let n = 0; n < 4; n += 1) answers.push((await ask(email, `192.0.2.${n + 10}`)).status);
      expect(answers, email).toStrictEqual([202, 202, 202, 429]);
    }
    const fromOneClient = [];
    for (let n = 0; n < 11; n += 1) fromOneClient.push((await ask(`x${n}@example.com`, '198.51.100.7')).status);
    expect(fromOneClient.at(-1)).toBe(429);
  });
});
