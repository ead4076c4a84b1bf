/**
 * Phone links (docs/documents.md "Continue on your phone"): made by the candidate's token for one upload step, kept
 * as the token's sha256, and honoured only by the handoff's own calls (server/routes/handoff.ts). A link stops
 * working when it expires, when its uploads are used up, and when the request can no longer change (submitted,
 * expired or withdrawn): the last is judged on every call, so finishing the request revokes every link at once.
 */
import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import { HANDOFF_LIFETIME_MS, HANDOFF_MAX_UPLOADS, type HandoffStep } from '../../domain/handoff/handoff';
import { generateUserToken, hashToken } from '../auth/tokens';
import { invalidTokenError, requireTokenHash } from '../auth/candidate-auth';
import type { Database } from '../db/client';
import { CANDIDATE_COLUMNS, type CandidateRecord } from '../db/repositories/reference-requests';
import { handoffTokens, referenceRequests, referenceResponses } from '../db/schema';
import { queueMessage } from '../mail/outbox';
import { writeRefusal } from '../requests/write-lock';

/**
 * Makes a link for the step; answers the token, which is never stored. The request's expired links go at the same
 * time: they open nothing, and the throttle counts only links of the last lifetime.
 */
export async function createHandoff(tx: Database, requestId: number, step: HandoffStep, now: Date) {
  await tx.delete(handoffTokens).where(and(eq(handoffTokens.requestId, requestId), lte(handoffTokens.expiresAt, now)));
  const token = generateUserToken();
  const expiresAt = new Date(now.getTime() + HANDOFF_LIFETIME_MS);
  await tx.insert(handoffTokens).values({ tokenHash: hashToken(token), requestId, step, uploadsLeft: HANDOFF_MAX_UPLOADS, expiresAt, createdAt: now });
  return { token, expiresAt };
}

/** Links the request made since `since`, for the throttle on making them. */
export async function handoffsMadeSince(db: Database, requestId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ made: count() })
    .from(handoffTokens)
    .where(and(eq(handoffTokens.requestId, requestId), gt(handoffTokens.createdAt, since)));
  return row?.made ?? 0;
}

export interface Handoff {
  id: number;
  step: HandoffStep;
  uploadsLeft: number;
  expiresAt: Date;
  /** The request and response the link uploads to, as a candidate token would open them. */
  candidate: CandidateRecord;
}

/**
 * The live link of an `Authorization: Token {handoff}` header, or a 401 thrown: an unknown, expired or used-up link,
 * or one whose request can no longer change, is refused alike, as "Invalid token.". `usedUp` lets a used-up link
 * through, for an upload sent again under its Idempotency-Key: its first answer may have been lost, and
 * `spendHandoffUpload` still refuses it if it turns out to be a new upload.
 */
export async function requireHandoff(
  db: Database,
  header: string | undefined,
  now: Date,
  { usedUp = false }: { usedUp?: boolean } = {},
): Promise<Handoff> {
  const [row] = await db
    .select({
      id: handoffTokens.id,
      step: handoffTokens.step,
      uploadsLeft: handoffTokens.uploadsLeft,
      expiresAt: handoffTokens.expiresAt,
      ...CANDIDATE_COLUMNS,
    })
    .from(handoffTokens)
    .innerJoin(referenceRequests, eq(referenceRequests.id, handoffTokens.requestId))
    .innerJoin(referenceResponses, eq(referenceResponses.requestId, referenceRequests.id))
    .where(eq(handoffTokens.tokenHash, requireTokenHash(header)))
    .limit(1);
  if (!row) throw invalidTokenError();
  const { id, step, uploadsLeft, expiresAt, ...candidate } = row;
  const spent = uploadsLeft <= 0 && !usedUp;
  if (expiresAt.getTime() <= now.getTime() || spent || writeRefusal(candidate, now) !== null) throw invalidTokenError();
  return { id, step, uploadsLeft, expiresAt, candidate };
}

/**
 * Takes one upload off the link, inside the upload's transaction; a link used up or expired meanwhile (two phones
 * racing for its last upload) refuses the upload, and the transaction rolls back with it.
 */
export async function spendHandoffUpload(tx: Database, handoffId: number, now: Date): Promise<void> {
  const spent = await tx
    .update(handoffTokens)
    .set({ uploadsLeft: sql`${handoffTokens.uploadsLeft} - 1` })
    .where(and(eq(handoffTokens.id, handoffId), gt(handoffTokens.uploadsLeft, 0), gt(handoffTokens.expiresAt, now)))
    .returning({ id: handoffTokens.id });
  if (spent.length === 0) throw invalidTokenError();
}

/** The phone link e-mailed to the candidate's address, through the outbox in the link's own transaction. */
export async function queueHandoffEmail(tx: Database, requestId: number, link: string, now: Date): Promise<void> {
  const [request] = await tx
    .select({ email: referenceRequests.candidateEmail })
    .from(referenceRequests)
    .where(eq(referenceRequests.id, requestId));
  if (!request) throw new Error('The request of a phone link is gone.');
  await queueMessage(tx, requestId, 'phone_link', request.email, link, now);
}
