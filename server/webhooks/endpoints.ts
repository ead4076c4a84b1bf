/**
 * An organisation's webhook endpoints and their deliveries, always looked up through the organisation: another
 * organisation's endpoint is as unknown as one that never existed.
 */
import { and, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { OrgWebhook } from '../../domain/org-webhook.schema';
import type { Database } from '../db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '../db/schema';
import { generateWebhookSecret } from './signing';

export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;

/** How an endpoint reads in the API; the secret only once, in the answer that creates it. */
export function endpointJson(endpoint: WebhookEndpoint) {
  return {
    id: endpoint.guid,
    url: endpoint.url,
    description: endpoint.description,
    event_types: endpoint.eventTypes,
    created_at: endpoint.createdAt.toISOString(),
  };
}

export async function createEndpoint(db: Database, organisationId: number, input: OrgWebhook, now: Date): Promise<WebhookEndpoint> {
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({
      organisationId,
      url: input.url,
      description: input.description,
      eventTypes: [...new Set(input.event_types)],
      secret: generateWebhookSecret(),
      createdAt: now,
    })
    .returning();
  if (!endpoint) throw new Error('Webhook endpoint insert returned no row.');
  return endpoint;
}

export function listEndpoints(db: Database, organisationId: number): Promise<WebhookEndpoint[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.organisationId, organisationId), isNull(webhookEndpoints.deletedAt)))
    .orderBy(webhookEndpoints.id);
}

export async function findEndpoint(db: Database, organisationId: number, guid: string): Promise<WebhookEndpoint | null> {
  const [endpoint] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.organisationId, organisationId), eq(webhookEndpoints.guid, guid), isNull(webhookEndpoints.deletedAt)));
  return endpoint ?? null;
}

/** Whether the endpoint was there to delete; its deliveries stay on record and the worker skips them. */
export async function deleteEndpoint(db: Database, organisationId: number, guid: string, now: Date): Promise<boolean> {
  const deleted = await db
    .update(webhookEndpoints)
    .set({ deletedAt: now })
    .where(and(eq(webhookEndpoints.organisationId, organisationId), eq(webhookEndpoints.guid, guid), isNull(webhookEndpoints.deletedAt)))
    .returning({ id: webhookEndpoints.id });
  return deleted.length > 0;
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  guid: webhookDeliveries.guid,
  status: webhookDeliveries.status,
  attemptCount: webhookDeliveries.attemptCount,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  deliveredAt: webhookDeliveries.deliveredAt,
  createdAt: webhookDeliveries.createdAt,
  eventGuid: webhookEvents.guid,
  eventType: webhookEvents.type,
  payload: webhookEvents.payload,
};

const selectDeliveries = (db: Database) =>
  db.select(deliveryColumns).from(webhookDeliveries).innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId));

type DeliveryRow = Awaited<ReturnType<typeof selectDeliveries>>[number];
type AttemptRow = typeof webhookAttempts.$inferSelect;

function deliveryJson(delivery: DeliveryRow, attempts: AttemptRow[]) {
  return {
    id: delivery.guid,
    event_id: delivery.eventGuid,
    event_type: delivery.eventType,
    payload: delivery.payload,
    status: delivery.status,
    attempt_count: delivery.attemptCount,
    next_attempt_at: delivery.status === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
    last_attempt_at: delivery.lastAttemptAt?.toISOString() ?? null,
    delivered_at: delivery.deliveredAt?.toISOString() ?? null,
    created_at: delivery.createdAt.toISOString(),
    attempts: attempts.map((attempt) => ({
      attempted_at: attempt.attemptedAt.toISOString(),
      status_code: attempt.statusCode,
      error: attempt.error,
      duration_ms: attempt.durationMs,
    })),
  };
}

export type DeliveryJson = ReturnType<typeof deliveryJson>;

async function withAttempts(db: Database, rows: DeliveryRow[]): Promise<DeliveryJson[]> {
  const attempts =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(webhookAttempts)
          .where(inArray(webhookAttempts.deliveryId, rows.map((row) => row.id)))
          .orderBy(webhookAttempts.id);
  return rows.map((row) => deliveryJson(row, attempts.filter((attempt) => attempt.deliveryId === row.id)));
}

/**
 * A page of the endpoint's deliveries, newest first, and the id of its last row when more follow: the next page
 * starts below it, so pages hold still while new deliveries arrive ahead of them.
 */
export async function listDeliveries(
  db: Database,
  endpointId: number,
  { limit, before }: { limit: number; before: number | null },
): Promise<{ deliveries: DeliveryJson[]; lastId: number | null }> {
  const rows = await selectDeliveries(db)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), before === null ? undefined : lt(webhookDeliveries.id, before)))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { deliveries: await withAttempts(db, page), lastId: rows.length > limit && last ? last.id : null };
}

/**
 * Sends a delivery's event to its endpoint again, as a new delivery due now: the message keeps its webhook-id, so
 * a receiver that already has it knows it for the same event.
 */
export async function replayDelivery(db: Database, endpointId: number, deliveryGuid: string, now: Date): Promise<DeliveryJson | null> {
  const [original] = await db
    .select({ eventId: webhookDeliveries.eventId })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.guid, deliveryGuid)));
  if (!original) return null;
  const [replay] = await db
    .insert(webhookDeliveries)
    .values({ eventId: original.eventId, endpointId, nextAttemptAt: now, createdAt: now })
    .returning({ id: webhookDeliveries.id });
  if (!replay) throw new Error('Webhook delivery insert returned no row.');
  const rows = await selectDeliveries(db).where(eq(webhookDeliveries.id, replay.id));
  const [json] = await withAttempts(db, rows);
  return json ?? null;
}
