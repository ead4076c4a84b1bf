/**
 * Writing to the webhook outbox. An event is recorded inside the transaction of the change that causes it, with one
 * delivery per endpoint of the organisation that takes its type, so the change and its notice commit or roll back
 * together; the worker (worker.ts) sends them afterwards.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { WebhookEventType } from '../../domain/org-webhook.schema';
import type { Database } from '../db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../db/schema';

/** What a message says beside its type: ids only, for the organisation to fetch the details with its key. */
export interface WebhookEventData {
  request_guid: string;
  /** section.completed only: the hub section that became complete. */
  section?: string;
}

export interface RecordedEvent {
  organisationId: number;
  requestId: number;
  type: WebhookEventType;
  data: WebhookEventData;
  at: Date;
}

/** The message body every attempt sends, in the Standard Webhooks shape {type, timestamp, data}. */
export const webhookPayload = ({ type, data, at }: Pick<RecordedEvent, 'type' | 'data' | 'at'>) => ({
  type,
  timestamp: at.toISOString(),
  data,
});

/**
 * Records the event and its deliveries; false when the request already has this once-only event (another process
 * noticed the same expiry first), and nothing is written.
 */
export async function recordWebhookEvent(tx: Database, event: RecordedEvent): Promise<boolean> {
  const [row] = await tx
    .insert(webhookEvents)
    .values({
      organisationId: event.organisationId,
      requestId: event.requestId,
      type: event.type,
      payload: webhookPayload(event),
      createdAt: event.at,
    })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  if (!row) return false;
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.organisationId, event.organisationId),
        isNull(webhookEndpoints.deletedAt),
        sql`(cardinality(${webhookEndpoints.eventTypes}) = 0 or ${event.type} = any(${webhookEndpoints.eventTypes}))`,
      ),
    );
  if (endpoints.length > 0) {
    await tx
      .insert(webhookDeliveries)
      .values(endpoints.map((endpoint) => ({ eventId: row.id, endpointId: endpoint.id, nextAttemptAt: event.at, createdAt: event.at })));
  }
  return true;
}
