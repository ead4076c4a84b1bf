/**
 * The moments of a request's lifecycle the organisation API reports (docs/organisation-api.md "Status"): the
 * candidate's first opening, each change to the response with the sections it completed, the submission and the
 * withdrawal. Each runs inside the transaction of the change that causes it, so whatever else that moment writes
 * (the webhook outbox) commits or rolls back with it.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { referenceRequests, sectionCompletions } from '../db/schema';
import { cancelWaitingMessages } from '../mail/outbox';
import { loadResponseProgress, type ResponseProgress } from '../requests/progress';
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

/** What a change by the candidate sets on their request: the first start, and the latest activity. */
export const candidateActivity = (now: Date) => ({
  startedAt: sql<Date>`coalesce(${referenceRequests.startedAt}, ${now})`,
  lastActivityAt: now,
  updatedAt: now,
});

/**
 * After a change to the response, under its lock and given the response as the change left it: keeps the section
 * completion times in step with the hub's own rules, and tells the organisation of each section it completed.
 */
export async function recordSectionCompletions(tx: Database, requestId: number, after: ResponseProgress, now: Date) {
  const { responseId, progress, recordedSections } = after;
  const complete = new Set(progress.sections.filter((s) => s.status === 'success').map((s) => s.section));
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
}

/** A change made outside a candidate's write (a sandbox request filled on creation): its activity and completions. */
export async function recordResponseChange(tx: Database, requestId: number, now: Date): Promise<void> {
  await tx.update(referenceRequests).set(candidateActivity(now)).where(eq(referenceRequests.id, requestId));
  await recordSectionCompletions(tx, requestId, await loadResponseProgress(tx, requestId, now), now);
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
