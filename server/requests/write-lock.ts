/**
 * The write lock (ARCHITECTURE.md "The API contract"): after completion, after expiry and on a withdrawn request,
 * every write to a candidate's response answers 409 and changes nothing. `lockedWrite` runs each write in one
 * transaction that first locks the response row and judges the lock there. That look is the one that counts: a save
 * and the completion, or two saves, may both pass the early check (server/middleware/write-lock.ts), and the row
 * lock makes the later one wait and then see what the first left.
 */
import { effectiveRequestStatus, type LockReason, lockReason } from '../../domain/lock-reason';
import type { Database } from '../db/client';
import { lockResponseForChange, type CandidateRecord } from '../db/repositories/reference-requests';
import { notFound } from '../auth/candidate-auth';
import { detailError } from '../errors';
import { candidateActivity, recordSectionCompletions } from '../org/lifecycle';
import { loadResponseProgress, type ResponseProgress } from './progress';

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

/** What a locked write gave back, and the response as it left it, read once for both its answer and its bookkeeping. */
export interface LockedChange<T> {
  result: T;
  after: ResponseProgress;
}

/**
 * Runs `write` in one transaction that begins by locking the candidate's response (and its request), recording the
 * candidate's activity, and refusing with 409 if the write lock holds by then. Anything `write` throws rolls every
 * change back, the activity included.
 */
export function lockedChange<T>(
  db: Database,
  candidate: Pick<CandidateRecord, 'responseId'>,
  now: Date,
  write: (tx: Database) => Promise<T>,
): Promise<LockedChange<T>> {
  return db.transaction(async (tx) => {
    const state = await lockResponseForChange(tx, candidate.responseId, candidateActivity(now));
    if (!state) throw notFound();
    const refusal = writeRefusal(state, now);
    if (refusal) throw detailError(409, refusal);
    const result = await write(tx);
    const after = await loadResponseProgress(tx, state.requestId, now);
    await recordSectionCompletions(tx, state.requestId, after, now);
    return { result, after };
  });
}

/** `lockedChange` for a caller that needs only what its write gave back. */
export async function lockedWrite<T>(
  db: Database,
  candidate: Pick<CandidateRecord, 'responseId'>,
  now: Date,
  write: (tx: Database) => Promise<T>,
): Promise<T> {
  return (await lockedChange(db, candidate, now, write)).result;
}
