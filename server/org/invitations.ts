/**
 * What the organisation can do about the candidate's e-mails (docs/email.md): send the invitation again with a new
 * link, and give the candidate more time. Each runs in one transaction that locks the request's response row first,
 * as every write to a request does, so a resend or a later date never races the candidate's submission.
 */
import { eq } from 'drizzle-orm';
import type { CreatedRequest } from '../../domain/org-request.schema';
import type { Database } from '../db/client';
import { lockResponseForWrite } from '../db/repositories/reference-requests';
import { referenceRequests } from '../db/schema';
import { detailError, ValidationError } from '../errors';
import { queueMessage, replaceCandidateLink, rescheduleExpiryReminders } from '../mail/outbox';

export const NOT_WAITING_DETAIL = 'This request no longer waits for the candidate: it was submitted or withdrawn.';
export const EXPIRED_DETAIL = 'This request has expired: give it a later expiry date first.';
export const EXPIRY_NOT_LATER = 'The new expiry date must be later than the current one and in the future.';

interface Target {
  id: number;
  guid: string;
  responseId: number;
}

async function lockRequest(tx: Database, target: Target) {
  const locked = await lockResponseForWrite(tx, target.responseId);
  if (!locked) throw new Error(`Request ${target.id} is gone.`);
  if (locked.hasSoftDeleted || locked.responseStatus === 'done') throw detailError(409, NOT_WAITING_DETAIL);
  const [request] = await tx
    .select({ email: referenceRequests.candidateEmail })
    .from(referenceRequests)
    .where(eq(referenceRequests.id, target.id));
  if (!request) throw new Error(`Request ${target.id} is gone.`);
  return { ...locked, email: request.email };
}

/** POST /api/org/requests/{guid}/resend: a new link, e-mailed now as the invitation; the old link stops working. */
export function resendInvitation(db: Database, target: Target, publicUrl: string, now: Date): Promise<CreatedRequest> {
  return db.transaction(async (tx) => {
    const locked = await lockRequest(tx, target);
    if (locked.expireDate.getTime() <= now.getTime()) throw detailError(409, EXPIRED_DETAIL);
    const { token, link } = await replaceCandidateLink(tx, target.id, target.guid, publicUrl, now);
    await queueMessage(tx, target.id, 'invitation', locked.email, link, now);
    return { guid: target.guid, user_token: token, url: link };
  });
}

/**
 * PATCH /api/org/requests/{guid}: a later expiry date. An expired request opens again; the candidate is e-mailed
 * the new date, and the reminders before expiry move with it.
 */
export function extendExpiry(db: Database, target: Target, expiresAt: Date, now: Date): Promise<void> {
  return db.transaction(async (tx) => {
    const locked = await lockRequest(tx, target);
    if (expiresAt.getTime() <= Math.max(now.getTime(), locked.expireDate.getTime())) {
      throw new ValidationError({ expire_date: [EXPIRY_NOT_LATER] });
    }
    await tx.update(referenceRequests).set({ expireDate: expiresAt, updatedAt: now }).where(eq(referenceRequests.id, target.id));
    await rescheduleExpiryReminders(tx, target.id, expiresAt);
    await queueMessage(tx, target.id, 'expiry_extended', locked.email, null, now);
  });
}
