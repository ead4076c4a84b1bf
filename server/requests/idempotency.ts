/**
 * Writes sent twice do their work once (docs/api.md "Idempotency"). A write may carry an `Idempotency-Key` header,
 * one per attempt of the candidate (a press of Save, and every resend of that press). Under the response's row lock
 * the write path looks the key up: a key already taken answers as the first write did and writes nothing; a new
 * one runs the write and is stored with the record it made, in the same transaction, so the write and its key land
 * together or not at all. The row lock orders two identical requests arriving together: the second finds the key.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/client';
import { findWriteAttempt, recordWriteAttempt } from '../db/repositories/write-attempts';
import { detailError } from '../errors';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A key the client made: a UUID, or any other short token of letters, digits, '-' and '_'. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export const INVALID_KEY_DETAIL = 'The Idempotency-Key header must be 8 to 100 letters, digits, hyphens or underscores.';
export const KEY_REUSED_DETAIL = 'This Idempotency-Key was already used for another request.';

/** One attempt: its key and the request it names (`POST /api/…`). */
export interface WriteAttempt {
  key: string;
  request: string;
}

/** The request's attempt, or null when it carries no key; a malformed key is refused with 400. */
export function writeAttemptOf(c: Context<AppEnv>): WriteAttempt | null {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return null;
  if (!KEY_PATTERN.test(key)) throw detailError(400, INVALID_KEY_DETAIL);
  return { key, request: `${c.req.method} ${c.req.path}` };
}

/** What a write leaves to be replayed: the record it names, and its answer when that is not the reference response. */
export interface AttemptOutcome<T> {
  result: T;
  recordId: number | null;
  /** Kept for a replay; undefined when a replay reads the response afresh. */
  answer?: unknown;
}

/**
 * Inside the write's transaction, after the row lock: the earlier outcome of this attempt, or the outcome of `run`
 * stored under the attempt's key. The same key on another request is refused with 422.
 */
export async function once<T>(
  tx: Database,
  responseId: number,
  attempt: WriteAttempt | null,
  run: () => Promise<AttemptOutcome<T>>,
): Promise<({ replayed: false } & AttemptOutcome<T>) | { replayed: true; recordId: number | null; answer: unknown }> {
  if (attempt) {
    const earlier = await findWriteAttempt(tx, responseId, attempt.key);
    if (earlier) {
      if (earlier.request !== attempt.request) throw detailError(422, KEY_REUSED_DETAIL);
      return { replayed: true, recordId: earlier.recordId, answer: earlier.answer };
    }
  }
  const outcome = await run();
  if (attempt) {
    await recordWriteAttempt(tx, { responseId, key: attempt.key, request: attempt.request, recordId: outcome.recordId, answer: outcome.answer });
  }
  return { replayed: false, ...outcome };
}
