/**
 * The write lock (ARCHITECTURE.md "The API contract"): after completion, after expiry and on a withdrawn request,
 * every write under /oneform/{guid}/{responseGuid}/ answers 409 and changes nothing. It runs before any handler,
 * so a save route added under that prefix is covered without doing anything.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound, requireCandidate, sameGuid } from '../auth/candidate-auth';
import type { CandidateRecord } from '../db/repositories/reference-requests';
import { detailError } from '../errors';
import { effectiveRequestStatus } from '../serializers/reference-response';

export const LOCKED_DETAILS = {
  done: 'This form has already been submitted and can no longer be changed.',
  withdrawn: 'This request is no longer available.',
  expired: 'This link has expired.',
} as const;

/** Why the response may not change, or null when it may. A finished response is the most final reason. */
export function writeRefusal(candidate: CandidateRecord, now: Date): string | null {
  if (candidate.responseStatus === 'done') return LOCKED_DETAILS.done;
  if (candidate.hasSoftDeleted) return LOCKED_DETAILS.withdrawn;
  if (effectiveRequestStatus(candidate.requestStatus, candidate.expireDate, now) === 'expired') {
    return LOCKED_DETAILS.expired;
  }
  return null;
}

const READ_METHODS = new Set(['GET', 'HEAD']);
/** POST /oneform/document-upload/select/ (spec 001 §7) shares the prefix's shape but names no request. */
const NOT_A_REQUEST_GUID = 'document-upload';

/** For a route pattern with :guid and :responseGuid. */
export function responseWriteLock({ db, now }: Pick<AppDeps, 'db' | 'now'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const guid = c.req.param('guid');
    if (READ_METHODS.has(c.req.method) || guid === NOT_A_REQUEST_GUID) return next();
    const candidate = await requireCandidate(db, c.req.header('authorization'));
    if (!sameGuid(guid, candidate.requestGuid) || !sameGuid(c.req.param('responseGuid'), candidate.responseGuid)) {
      throw notFound();
    }
    const refusal = writeRefusal(candidate, now());
    if (refusal) throw detailError(409, refusal);
    c.set('writableResponse', candidate);
    return next();
  };
}
