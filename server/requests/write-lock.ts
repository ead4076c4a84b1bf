/**
 * The write lock (ARCHITECTURE.md "The API contract"): after completion, after expiry and on a withdrawn request,
 * every write to a candidate's response answers 409 and changes nothing. `lockedWrite` runs each write in one
 * transaction that first locks the response row and judges the lock there. That look is the one that counts: a save
 * and the completion, or two saves, may both pass the early check (server/middleware/write-lock.ts), and the row
 * lock makes the later one wait and then see what the first left.
 */
import { effectiveRequestStatus, type LockReason, lockReason } from '../../domain/lock-reason';
import type { Database } from '../db/client';
import { lockResponseForWrite, type CandidateRecord } from '../db/repositories/reference-requests';
import { notFound } from '../auth/candidate-auth';
import { detailError } from '../errors';
import { recordResponseChange } from '../org/lifecycle';

export const LOCKED_DETAILS = {
  done: 'This form has already been submitted and can no longer be changed.',
  withdrawn: 'This request is no longer available.',
  expired: 'This link has expired.',
} as const satisfies Record<LockReason, string>;

type StoredLockState = Pick<CandidateRecord, 'responseStatus' | 'hasSoftDeleted' | 'requestStatus' | 'expireDate'>;

/**
 * The 409 detail of a write, or null when the response may change: the reason the SPA sends the candidate to its
 * companion page for (domain/lock-reason.ts), so the page and the refusal always agree.
 */
export function writeRefusal(candidate: StoredLockState, now: Date): string | null {
  const reason = lockReason({
    responseStatus: candidate.responseStatus,
    requestStatus: effectiveRequestStatus(candidate.requestStatus, candidate.expireDate, now),
    hasSoftDeleted: candidate.hasSoftDeleted,
  });
  return reason && LOCKED_DETAILS[reason];
}

/**
 * Runs `write` in one transaction that begins by locking the candidate's response (and its request) and refusing
 * with 409 if the write lock holds by then. Anything `write` throws rolls every change back.
 */
export function lockedWrite<T>(
  db: Database,
  candidate: Pick<CandidateRecord, 'responseId'>,
  now: Date,
  write: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const state = await lockResponseForWrite(tx, candidate.responseId);
    if (!state) throw notFound();
    const refusal = writeRefusal(state, now);
    if (refusal) throw detailError(409, refusal);
    const result = await write(tx);
    await recordResponseChange(tx, state.requestId, now);
    return result;
  });
}
