/**
 * The webhook queue of the outbox worker (server/outbox/worker.ts, docs/decisions/0021). Each round it claims due
 * deliveries with FOR UPDATE SKIP LOCKED, pushing their next attempt past the attempt's own time limit in the same
 * statement, so a delivery is in flight in one process at a time however many share the database; it then sends
 * them, records each attempt, and schedules the next one with back-off or marks the delivery done or failed. A
 * process that dies mid-attempt leaves the delivery due again once its claim lapses: receivers de-duplicate on
 * webhook-id, as the Standard Webhooks specification asks.
 */
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { webhookAttempts, webhookDeliveries } from '../db/schema';
import type { Logger } from '../logger';
import { createOutboxWorker, POLL_INTERVAL_MS, type OutboxQueue, type OutboxWorker } from '../outbox/worker';
import { retryDelayMs } from './backoff';
import { recordRequestEvent } from './request-events';
import { accepted, sendWebhook, type AttemptOutcome, type SendOptions } from './send';

/** The receiver has this long to answer. */
export const ATTEMPT_TIMEOUT_MS = 15_000;
/** How long a claim holds a delivery: well past the attempt's time limit, so a live attempt is never taken over. */
const CLAIM_MS = 4 * ATTEMPT_TIMEOUT_MS;
const BATCH_SIZE = 10;
/** Expiry is a date passing, not a write: the worker looks for newly expired requests this often. */
const EXPIRY_SWEEP_MS = 30_000;
const EXPIRY_BATCH_SIZE = 100;

export interface WebhookWorkerOptions {
  db: Database;
  logger: Logger;
  now: () => Date;
  allowPrivateTargets: boolean;
  pollIntervalMs?: number;
  resolve?: SendOptions['resolve'];
  /** One attempt; sendWebhook unless a test gives another. */
  send?: typeof sendWebhook;
}

/**
 * runOnce records the expiry of every request that expired unsubmitted since the last look, then sends every
 * delivery due now (claimed in batches); it resolves with how many attempts were made.
 */
export type WebhookWorker = OutboxWorker;

interface ClaimedDelivery extends Record<string, unknown> {
  id: number;
  attempt_count: number;
  event_guid: string;
  payload: unknown;
  url: string;
  secret: string;
}

/**
 * Records request.expired for requests whose expiry date has passed with the response unsubmitted and the request
 * not withdrawn, at the expiry date. Processes that look at once both find the request; the event's unique index
 * lets one record it.
 */
async function recordExpiries(db: Database, now: Date): Promise<void> {
  for (;;) {
    const expired = await queryRows<{ id: number; expire_date: string | Date }>(
      db,
      sql`
        select r.id, r.expire_date from reference_requests r
        join reference_responses s on s.request_id = r.id
        where r.expire_date <= ${now.toISOString()} and not r.has_soft_deleted and s.status <> 'done'
          and not exists (select 1 from webhook_events e where e.request_id = r.id and e.type = 'request.expired')
        order by r.expire_date, r.id
        limit ${EXPIRY_BATCH_SIZE}`,
    );
    for (const request of expired) {
      await db.transaction((tx) => recordRequestEvent(tx, request.id, 'request.expired', new Date(request.expire_date)));
    }
    if (expired.length < EXPIRY_BATCH_SIZE) return;
  }
}

async function claimDue(db: Database, now: Date): Promise<ClaimedDelivery[]> {
  const claimedUntil = new Date(now.getTime() + CLAIM_MS);
  return queryRows<ClaimedDelivery>(
    db,
    sql`
      with due as (
        select d.id from webhook_deliveries d
        join webhook_endpoints e on e.id = d.endpoint_id
        where d.status = 'pending' and d.next_attempt_at <= ${now.toISOString()} and e.deleted_at is null
        order by d.next_attempt_at, d.id
        limit ${BATCH_SIZE}
        for update of d skip locked
      )
      update webhook_deliveries d
      set next_attempt_at = ${claimedUntil.toISOString()}, attempt_count = d.attempt_count + 1, last_attempt_at = ${now.toISOString()}
      from due, webhook_events ev, webhook_endpoints e
      where d.id = due.id and ev.id = d.event_id and e.id = d.endpoint_id
      returning d.id, d.attempt_count, ev.guid as event_guid, ev.payload, e.url, e.secret`,
  );
}

/**
 * Records the attempt and what follows from it. The attempt count in the condition makes the write a no-op for a
 * process whose claim lapsed and was taken over, so it cannot overwrite the newer attempt's outcome.
 */
async function recordOutcome(db: Database, delivery: ClaimedDelivery, outcome: AttemptOutcome, attemptedAt: Date, durationMs: number) {
  const finishedAt = new Date(attemptedAt.getTime() + durationMs);
  const retryIn = retryDelayMs(delivery.attempt_count);
  const next = accepted(outcome)
    ? { status: 'delivered' as const, deliveredAt: finishedAt }
    : retryIn === null
      ? { status: 'failed' as const }
      : { nextAttemptAt: new Date(finishedAt.getTime() + retryIn) };
  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({ deliveryId: delivery.id, attemptedAt, statusCode: outcome.statusCode, error: outcome.error, durationMs });
    await tx
      .update(webhookDeliveries)
      .set(next)
      .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.attemptCount, delivery.attempt_count)));
  });
}

export function webhookQueue(options: Omit<WebhookWorkerOptions, 'pollIntervalMs' | 'logger'>): OutboxQueue {
  const { db, now, allowPrivateTargets, resolve, send = sendWebhook } = options;
  let lastExpirySweep = Number.NEGATIVE_INFINITY;

  async function attempt(delivery: ClaimedDelivery, attemptedAt: Date): Promise<void> {
    const started = performance.now();
    const outcome = await send(
      { url: delivery.url, secret: delivery.secret, id: delivery.event_guid, body: JSON.stringify(delivery.payload), sentAt: attemptedAt },
      { timeoutMs: ATTEMPT_TIMEOUT_MS, allowPrivateTargets, resolve },
    );
    await recordOutcome(db, delivery, outcome, attemptedAt, Math.round(performance.now() - started));
  }

  async function deliverDue(): Promise<number> {
    let attempts = 0;
    for (;;) {
      const attemptedAt = now();
      const claimed = await claimDue(db, attemptedAt);
      if (claimed.length === 0) return attempts;
      await Promise.all(claimed.map((delivery) => attempt(delivery, attemptedAt)));
      attempts += claimed.length;
    }
  }

  return {
    name: 'webhook delivery',
    async runOnce() {
      await recordExpiries(db, now());
      return deliverDue();
    },
    async round() {
      if (Date.now() - lastExpirySweep >= EXPIRY_SWEEP_MS) {
        lastExpirySweep = Date.now();
        await recordExpiries(db, now());
      }
      await deliverDue();
    },
  };
}

/** A worker of the webhook queue alone, as the webhook tests run it. */
export function createWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  return createOutboxWorker({ logger: options.logger, pollIntervalMs: options.pollIntervalMs ?? POLL_INTERVAL_MS, queues: [webhookQueue(options)] });
}
