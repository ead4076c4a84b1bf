/** The writes a response took under an `Idempotency-Key` (schema.ts `writeAttempts`; server/requests/idempotency.ts). */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { writeAttempts } from '../schema';

export interface StoredAttempt {
  request: string;
  recordId: number | null;
  answer: unknown;
}

export async function findWriteAttempt(tx: Database, responseId: number, key: string): Promise<StoredAttempt | null> {
  const [row] = await tx
    .select({ request: writeAttempts.request, recordId: writeAttempts.recordId, answer: writeAttempts.answer })
    .from(writeAttempts)
    .where(and(eq(writeAttempts.responseId, responseId), eq(writeAttempts.idempotencyKey, key)));
  return row ?? null;
}

export async function recordWriteAttempt(
  tx: Database,
  attempt: { responseId: number; key: string; request: string; recordId: number | null; answer: unknown },
): Promise<void> {
  await tx.insert(writeAttempts).values({
    responseId: attempt.responseId,
    idempotencyKey: attempt.key,
    request: attempt.request,
    recordId: attempt.recordId,
    answer: attempt.answer ?? null,
  });
}
