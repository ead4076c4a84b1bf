/**
 * Candidate authentication: `Authorization: Token {user_token}` (spec 000 §6), answered like Django REST
 * Framework's TokenAuthentication: 401 with a detail and `WWW-Authenticate: Token`.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import {
  findCandidateByTokenHash,
  findRequestByTokenHash,
  type CandidateRecord,
} from '../db/repositories/reference-requests';
import type { Database } from '../db/client';
import { DETAILS, detailError } from '../errors';
import { isUuid } from '../http';
import { hashToken } from './tokens';

const CHALLENGE = { 'WWW-Authenticate': 'Token' };

/**
 * The token from the header, or why there is none. A header of another scheme counts as no credentials; a Token
 * header without exactly one value is an invalid token.
 */
function readTokenHeader(header: string | undefined): { token: string } | { error: 'missing' | 'invalid' } {
  if (!header) return { error: 'missing' };
  const parts = header.trim().split(/\s+/);
  if (parts[0]?.toLowerCase() !== 'token') return { error: 'missing' };
  if (parts.length !== 2 || !parts[1]) return { error: 'invalid' };
  return { token: parts[1] };
}

/** The hash of the request's candidate token, or a 401 thrown. */
export function requireTokenHash(header: string | undefined): string {
  const read = readTokenHeader(header);
  if ('error' in read) {
    throw detailError(401, read.error === 'missing' ? DETAILS.notAuthenticated : DETAILS.invalidToken, CHALLENGE);
  }
  return hashToken(read.token);
}

export function invalidTokenError() {
  return detailError(401, DETAILS.invalidToken, CHALLENGE);
}

/** Requires a valid candidate token and records which request it opens (c.var.candidate). */
export function candidateAuth({ db }: Pick<AppDeps, 'db'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const tokenHash = requireTokenHash(c.req.header('authorization'));
    const request = await findRequestByTokenHash(db, tokenHash);
    if (!request) throw invalidTokenError();
    c.set('candidate', { requestId: request.id, requestGuid: request.guid });
    await next();
  };
}

/** The request and response the candidate's token opens, or a 401 thrown. */
export async function requireCandidate(db: Database, header: string | undefined): Promise<CandidateRecord> {
  const candidate = await findCandidateByTokenHash(db, requireTokenHash(header));
  if (!candidate) throw invalidTokenError();
  return candidate;
}

/**
 * Whether a guid from the path names this record (case-insensitively). Anything else answers 404 whether or not
 * it exists, so a token learns nothing about other requests.
 */
export function sameGuid(given: string | undefined, actual: string): boolean {
  return given !== undefined && isUuid(given) && given.toLowerCase() === actual;
}

export function notFound() {
  return detailError(404, DETAILS.notFound);
}
