/**
 * The write lock's early look (server/requests/write-lock.ts): before every write under
 * /oneform/{guid}/{responseGuid}/, the token is matched to both guids and a finished, expired or withdrawn request is
 * refused with 409 before any body is read, so a save route added under that prefix is covered without doing
 * anything. The write itself still runs in `lockedWrite`, which judges the lock again under the row lock.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound, requireCandidate, sameGuid } from '../auth/candidate-auth';
import { detailError } from '../errors';
import { writeRefusal } from '../requests/write-lock';

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
