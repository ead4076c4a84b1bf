/**
 * The moments of a request's lifecycle the organisation API reports (docs/organisation-api.md "Status"): the
 * candidate's first opening, each change to the response with the sections it completed, the submission and the
 * withdrawal. Each runs inside the transaction of the change that causes it, so whatever else that moment writes
 * (the webhook outbox) commits or rolls back with it.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SectionSlug } from '../../domain/sections';
import type { Database } from '../db/client';
import { referenceRequests, sectionCompletions } from '../db/schema';
import { cancelWaitingMessages } from '../mail/outbox';
import { loadResponseProgress } from '../requests/progress';
import { recordRequestEvent } from '../webhooks/request-events';

/** Records the candidate's first opening of the link; true only for the call that recorded it. */
export async function recordFirstOpening(tx: Database, requestId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(referenceRequests)
    .set({ firstOpenedAt: now, lastActivityAt: now, updatedAt: now })
    .where(and(eq(referenceRequests.id, requestId), isNull(referenceRequests.firstOpenedAt)))
    .returning({ id: referenceRequests.id });
  if (rows.length === 0) return false;
  await recordRequestEvent(tx, requestId, 'request.opened', now);
  return true;
}

/**
 * After a change to the response, under its lock: moves the request's activity times and keeps the section
 * completion times in step with the hub's own rules. Answers the sections this change completed.
 */
export async function recordResponseChange(tx: Database, requestId: number, now: Date): Promise<SectionSlug[]> {
  await tx
    .update(referenceRequests)
    .set({ startedAt: sql`coalesce(${referenceRequests.startedAt}, ${now})`, lastActivityAt: now, updatedAt: now })
    .where(eq(referenceRequests.id, requestId));
  const { responseId, progress } = await loadResponseProgress(tx, requestId, now);
  const complete = new Set(progress.sections.filter((s) => s.status === 'success').map((s) => s.section));
  const recorded = await tx
    .select({ section: sectionCompletions.section })
    .from(sectionCompletions)
    .where(eq(sectionCompletions.responseId, responseId));
  const recordedSections = new Set(recorded.map((row) => row.section));
  const undone = [...recordedSections].filter((section) => !complete.has(section));
  if (undone.length > 0) {
    await tx
      .delete(sectionCompletions)
      .where(and(eq(sectionCompletions.responseId, responseId), inArray(sectionCompletions.section, undone)));
  }
  const completed = [...complete].filter((section) => !recordedSections.has(section));
  if (completed.length > 0) {
    await tx.insert(sectionCompletions).values(completed.map((section) => ({ responseId, section, completedAt: now })));
  }
  for (const section of completed) await recordRequestEvent(tx, requestId, 'section.completed', now, section);
  return completed;
}

/** Marks the organisation's request withdrawn; true only for the call that withdrew it. */
export function withdrawRequest(db: Database, requestId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(referenceRequests)
      .set({ hasSoftDeleted: true, withdrawnAt: now, updatedAt: now })
      .where(and(eq(referenceRequests.id, requestId), isNull(referenceRequests.withdrawnAt)))
      .returning({ id: referenceRequests.id });
    if (rows.length === 0) return false;
    await recordRequestEvent(tx, requestId, 'request.withdrawn', now);
    await cancelWaitingMessages(tx, requestId, now);
    return true;
  });
}
