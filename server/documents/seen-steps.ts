/**
 * The document steps a candidate has confirmed with uploads made on other pages (domain/documents/upload-origin.ts):
 * pressing Next or 'Save & Finish' on such a step records it as seen, so it counts as complete from then on.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { BorrowingStep } from '../../domain/documents/upload-origin';
import type { Database } from '../db/client';
import { referenceResponses } from '../db/schema';

/** Adds the step to the response's seen steps, once. */
export async function markStepSeen(tx: Database, responseId: number, step: BorrowingStep): Promise<void> {
  await tx
    .update(referenceResponses)
    .set({ seenSteps: sql`array_append(${referenceResponses.seenSteps}, ${step}::text)` })
    .where(and(eq(referenceResponses.id, responseId), sql`not (${step}::text = any(${referenceResponses.seenSteps}))`));
}
