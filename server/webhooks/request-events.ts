/**
 * The webhook event of a moment in a request's lifecycle, recorded by the lifecycle code (server/org/lifecycle.ts,
 * the completion) inside the transaction of the change, for the organisation that owns the request.
 */
import { eq } from 'drizzle-orm';
import type { WebhookEventType } from '../../domain/org-webhook.schema';
import type { SectionSlug } from '../../domain/sections';
import type { Database } from '../db/client';
import { referenceRequests } from '../db/schema';
import { recordWebhookEvent } from './outbox';

export async function recordRequestEvent(
  tx: Database,
  requestId: number,
  type: WebhookEventType,
  at: Date,
  section?: SectionSlug,
): Promise<void> {
  const [request] = await tx
    .select({ guid: referenceRequests.guid, organisationId: referenceRequests.organisationId })
    .from(referenceRequests)
    .where(eq(referenceRequests.id, requestId));
  if (!request) throw new Error(`Request ${requestId} does not exist.`);
  await recordWebhookEvent(tx, {
    organisationId: request.organisationId,
    requestId,
    type,
    data: section === undefined ? { request_guid: request.guid } : { request_guid: request.guid, section },
    at,
  });
}
