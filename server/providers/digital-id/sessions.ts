/**
 * The digital-ID sessions our server created for a candidate (issue "The server decides the result"): a browser's
 * sessionId and resultsAccessKey are worth something only when they name a session created for this candidate's
 * own response, with the key the service gave us for it. Results the service reports for such a session are kept
 * with it, and a success becomes the identity state the hub and the completion check read (../status.ts).
 *
 * Every write runs the one write path (server/requests/response-write.ts), so nothing lands after completion, nor on
 * a request that does not ask for identity validation.
 */
import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import type { CandidateRecord } from '../../db/repositories/reference-requests';
import { secretsEqual } from '../../auth/tokens';
import { writeToResponse, type WriteTarget } from '../../requests/response-write';
import { loadProviderStates, writeProviderState } from '../states';
import type { DigitalIdProviderName, HostedSession, SessionResult } from './provider';
import { MAX_KEPT_SESSIONS, type DigitalIdSessionRecord } from './records';

type Owner = Pick<CandidateRecord, 'requestId' | 'responseId'>;

export const IDENTITY_VALIDATION: WriteTarget = { section: 'identity_validation' };

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

async function sessionsOf(db: Database, responseId: number): Promise<DigitalIdSessionRecord[]> {
  return (await loadProviderStates(db, responseId)).digital_id_sessions?.sessions ?? [];
}

/** Keeps a session the service just created for the candidate, the oldest dropped past the limit. */
export function keepSession(
  db: Database,
  owner: Owner,
  session: HostedSession & { adapter: DigitalIdProviderName; providerId: string },
  now: Date,
): Promise<void> {
  const record: DigitalIdSessionRecord = {
    session_id: session.sessionId,
    adapter: session.adapter,
    provider_id: session.providerId,
    results_access_key_sha256: sha256(session.resultsAccessKey),
    created_at: now.toISOString(),
    result: null,
  };
  return writeToResponse(db, owner, IDENTITY_VALIDATION, now, async (tx) => {
    const sessions = [...(await sessionsOf(tx, owner.responseId)), record].slice(-MAX_KEPT_SESSIONS);
    await writeProviderState(tx, owner.responseId, 'digital_id_sessions', { sessions }, now);
  });
}

/**
 * The candidate's own session of this id, when the key is the one the service gave for it; otherwise null, the
 * same for an id that is not theirs, one that never existed and a wrong key.
 */
export async function findOwnSession(
  db: Database,
  owner: Owner,
  sessionId: string,
  resultsAccessKey: string,
): Promise<DigitalIdSessionRecord | null> {
  const session = (await sessionsOf(db, owner.responseId)).find((record) => record.session_id === sessionId);
  if (!session) return null;
  return secretsEqual(sha256(resultsAccessKey), session.results_access_key_sha256) ? session : null;
}

/**
 * Keeps what the service said of the session; a success is the candidate's identity validation (spec 000 §4), and
 * is never taken back by a later session that fails.
 */
export function recordResult(
  db: Database,
  owner: Owner,
  sessionId: string,
  result: SessionResult,
  now: Date,
): Promise<void> {
  return writeToResponse(db, owner, IDENTITY_VALIDATION, now, async (tx) => {
    const sessions = (await sessionsOf(tx, owner.responseId)).map((record) =>
      record.session_id === sessionId
        ? { ...record, result: { done: result.done, success: result.success, error_code: result.errorCode } }
        : record,
    );
    await writeProviderState(tx, owner.responseId, 'digital_id_sessions', { sessions }, now);
    if (result.done && result.success) {
      await writeProviderState(tx, owner.responseId, 'identity', { provider: 'digital_id', digital_id_success: true }, now);
    }
  });
}
