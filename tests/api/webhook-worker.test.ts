/**
 * The delivery worker against a real database and a receiver on loopback: signatures the standard's verifier
 * accepts, retries with back-off on a simulated clock, giving up after more than a day, one delivery per event when
 * workers race for it, and endpoints that were deleted or refuse private targets.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { findDefaultOrganisation } from '../../server/db/repositories/organisations';
import { referenceRequests, webhookAttempts, webhookDeliveries } from '../../server/db/schema';
import { createLogger } from '../../server/logger';
import { MAX_ATTEMPTS } from '../../server/webhooks/backoff';
import { createEndpoint, deleteEndpoint } from '../../server/webhooks/endpoints';
import { recordRequestEvent } from '../../server/webhooks/request-events';
import { createWebhookWorker } from '../../server/webhooks/worker';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';
import { useTestApp } from './support/test-app';

const ctx = useTestApp();
const HOUR_MS = 60 * 60_000;

let receiver: WebhookReceiver;
beforeEach(async () => {
  receiver = await startWebhookReceiver();
});
afterEach(async () => {
  await receiver.close();
});

function worker(options: { allowPrivateTargets?: boolean; db?: typeof ctx.db } = {}) {
  return createWebhookWorker({
    db: options.db ?? ctx.db,
    logger: createLogger({ level: 'error', write: () => {} }),
    now: ctx.now,
    allowPrivateTargets: options.allowPrivateTargets ?? true,
  });
}

async function endpoint(eventTypes: string[] = []) {
  return createEndpoint(
    ctx.db,
    (await findDefaultOrganisation(ctx.db)).id,
    { url: receiver.url, description: null, event_types: eventTypes as never },
    ctx.now(),
  );
}

/** A new request of the default organisation, and its response.submitted event; answers the request's guid. */
async function submitted(): Promise<string> {
  const { guid } = await ctx.createRequest();
  const [request] = await ctx.db.select({ id: referenceRequests.id }).from(referenceRequests).where(eq(referenceRequests.guid, guid));
  await ctx.db.transaction((tx) => recordRequestEvent(tx, request!.id, 'response.submitted', ctx.now()));
  return guid;
}

const advance = (ms: number) => ctx.setNow(new Date(ctx.now().getTime() + ms));

describe('the webhook worker', () => {
  it('sends each event once, signed so the Standard Webhooks verifier accepts it', async () => {
    ctx.setNow(new Date());
    const { secret } = await endpoint();
    const guid = await submitted();
    expect(await worker().runOnce()).toBe(1);
    const [message] = await receiver.waitFor(1);
    expect(receiver.verify(message!, secret)).toStrictEqual({
      type: 'response.submitted',
      timestamp: ctx.now().toISOString(),
      data: { request_guid: guid },
    });
    expect(await worker().runOnce()).toBe(0);
    const [delivery] = await ctx.db.select().from(webhookDeliveries);
    expect(delivery).toMatchObject({ status: 'delivered', attemptCount: 1 });
    expect(receiver.received).toHaveLength(1);
  });

  it('sends only the event types an endpoint asked for', async () => {
    await endpoint(['request.opened']);
    await submitted();
    expect(await worker().runOnce()).toBe(0);
    expect(await ctx.db.select().from(webhookDeliveries)).toHaveLength(0);
  });

  it('tries again after a 500, waiting longer each time, with the same webhook-id and a fresh signature', async () => {
    ctx.setNow(new Date());
    const { secret } = await endpoint();
    receiver.answerWith(500, 503);
    await submitted();
    const run = worker();

    expect(await run.runOnce()).toBe(1);
    advance(29_000);
    expect(await run.runOnce()).toBe(0);
    advance(2_000);
    expect(await run.runOnce()).toBe(1);
    advance(59_000);
    expect(await run.runOnce()).toBe(0);
    advance(2_000);
    expect(await run.runOnce()).toBe(1);

    const messages = await receiver.waitFor(3);
    expect(new Set(messages.map((message) => message.headers['webhook-id'])).size).toBe(1);
    expect(new Set(messages.map((message) => message.headers['webhook-timestamp'])).size).toBe(3);
    for (const message of messages) expect(receiver.verify(message, secret)).toMatchObject({ type: 'response.submitted' });

    const [delivery] = await ctx.db.select().from(webhookDeliveries);
    expect(delivery).toMatchObject({ status: 'delivered', attemptCount: 3 });
    const attempts = await ctx.db.select().from(webhookAttempts).orderBy(webhookAttempts.id);
    expect(attempts.map((attempt) => attempt.statusCode)).toStrictEqual([500, 503, 204]);
  });

  it('keeps trying for more than 24 hours, then marks the delivery failed', async () => {
    await endpoint();
    receiver.answerWith(...Array.from({ length: MAX_ATTEMPTS + 1 }, () => 500));
    const first = ctx.now();
    await submitted();
    const run = worker();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const [pending] = await ctx.db.select().from(webhookDeliveries);
      expect(pending!.status).toBe('pending');
      ctx.setNow(pending!.nextAttemptAt);
      expect(await run.runOnce()).toBe(1);
    }
    const [delivery] = await ctx.db.select().from(webhookDeliveries);
    expect(delivery).toMatchObject({ status: 'failed', attemptCount: MAX_ATTEMPTS });
    expect(delivery!.lastAttemptAt!.getTime() - first.getTime()).toBeGreaterThan(24 * HOUR_MS);
    advance(7 * 24 * HOUR_MS);
    expect(await run.runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(MAX_ATTEMPTS);
  });

  it('sends nothing more to a deleted endpoint', async () => {
    const created = await endpoint();
    await submitted();
    await deleteEndpoint(ctx.db, created.organisationId, created.guid, ctx.now());
    expect(await worker().runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(0);
  });

  it('refuses a loopback endpoint outside development and tests, records why, and tries again later', async () => {
    await endpoint();
    await submitted();
    expect(await worker({ allowPrivateTargets: false }).runOnce()).toBe(1);
    expect(receiver.received).toHaveLength(0);
    const [attempt] = await ctx.db.select().from(webhookAttempts);
    expect(attempt).toMatchObject({ statusCode: null, error: 'The host 127.0.0.1 resolves to 127.0.0.1, which is not a public address.' });
    const [delivery] = await ctx.db.select().from(webhookDeliveries);
    expect(delivery!.status).toBe('pending');
  });

  it('leaves an event claimed by one worker to that worker alone', async () => {
    await endpoint();
    for (let n = 0; n < 12; n += 1) await submitted();
    // Workers on separate connections where the database has them (PostgreSQL); PGlite has one connection.
    const second = ctx.databaseUrl ? await openDatabase({ databaseUrl: ctx.databaseUrl }) : null;
    try {
      const counts = await Promise.all([worker().runOnce(), worker({ db: second?.db }).runOnce(), worker().runOnce()]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(12);
    } finally {
      await second?.close();
    }
    await receiver.waitFor(12);
    const ids = receiver.received.map((message) => message.headers['webhook-id']);
    expect(new Set(ids).size).toBe(12);
    const deliveries = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.status, 'delivered'));
    expect(deliveries).toHaveLength(12);
  });
});
