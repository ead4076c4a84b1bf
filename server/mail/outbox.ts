/**
 * Writing the candidate's e-mails to the outbox (docs/email.md, docs/decisions/0030, 0031). Each is a row written in
 * the transaction of the change that causes it, so the change and its e-mail commit or roll back together; the
 * outbox worker (queue.ts) sends them afterwards. Reminders are rows too, due on their day.
 */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { reminderDueAt, type EmailKind, type ReminderSchedule } from '../../domain/email';
import { generateUserToken, hashToken } from '../auth/tokens';
import type { Database } from '../db/client';
import { emailMessages, referenceRequests, referenceResponses } from '../db/schema';
import { candidateUrl } from '../requests/candidate-url';

export interface Invitation {
  requestId: number;
  recipient: string;
  link: string;
  /** The reminders to schedule with it; false for none. */
  reminders: ReminderSchedule | false;
  expiresAt: Date;
  now: Date;
}

/** The invitation, due now, and its reminders, each due on its day. */
export async function queueInvitation(tx: Database, invitation: Invitation): Promise<void> {
  const { requestId, recipient, link, reminders, expiresAt, now } = invitation;
  const row = (kind: EmailKind, dueAt: Date, anchor: 'invitation' | 'expiry' | null = null, days: number | null = null) => ({
    requestId,
    kind,
    recipient,
    link,
    reminderAnchor: anchor,
    reminderDays: days,
    nextAttemptAt: dueAt,
    createdAt: now,
  });
  const schedule = reminders === false ? { after_invitation_days: [], before_expiry_days: [] } : reminders;
  await tx.insert(emailMessages).values([
    row('invitation', now),
    ...[...new Set(schedule.after_invitation_days)].map((days) => row('reminder', reminderDueAt('invitation', days, now, expiresAt), 'invitation', days)),
    ...[...new Set(schedule.before_expiry_days)].map((days) => row('reminder', reminderDueAt('expiry', days, now, expiresAt), 'expiry', days)),
  ]);
}

/** One message, due now, with or without the candidate's link. */
export async function queueMessage(tx: Database, requestId: number, kind: EmailKind, recipient: string, link: string | null, now: Date) {
  await tx.insert(emailMessages).values({ requestId, kind, recipient, link, nextAttemptAt: now, createdAt: now });
}

/**
 * Gives the request a new candidate token, so the link e-mailed from now on is the only one that works, and moves
 * the reminders still waiting onto it. Answers the new link.
 */
export async function replaceCandidateLink(tx: Database, requestId: number, guid: string, publicUrl: string, now: Date): Promise<{ token: string; link: string }> {
  const token = generateUserToken();
  const link = candidateUrl(publicUrl, guid, token);
  await tx.update(referenceRequests).set({ tokenHash: hashToken(token), updatedAt: now }).where(eq(referenceRequests.id, requestId));
  await tx
    .update(emailMessages)
    .set({ link })
    .where(and(eq(emailMessages.requestId, requestId), eq(emailMessages.status, 'pending'), isNotNull(emailMessages.link)));
  return { token, link };
}

/** Moves the waiting before-expiry reminders of a request to fall before its new expiry date. */
export async function rescheduleExpiryReminders(tx: Database, requestId: number, expiresAt: Date): Promise<void> {
  await tx
    .update(emailMessages)
    .set({ nextAttemptAt: sql`${expiresAt.toISOString()}::timestamptz - make_interval(days => ${emailMessages.reminderDays})` })
    .where(and(eq(emailMessages.requestId, requestId), eq(emailMessages.status, 'pending'), eq(emailMessages.reminderAnchor, 'expiry')));
}

/** The live requests (open, unsubmitted, not withdrawn) sent to this address, for the lost-link form. */
export async function liveRequestsOfEmail(db: Database, email: string, now: Date) {
  return db
    .select({ id: referenceRequests.id, guid: referenceRequests.guid, recipient: referenceRequests.candidateEmail })
    .from(referenceRequests)
    .innerJoin(referenceResponses, eq(referenceResponses.requestId, referenceRequests.id))
    .where(
      and(
        sql`lower(${referenceRequests.candidateEmail}) = lower(${email})`,
        sql`${referenceRequests.expireDate} > ${now.toISOString()}`,
        eq(referenceRequests.hasSoftDeleted, false),
        sql`${referenceResponses.status} <> 'done'`,
      ),
    )
    .orderBy(asc(referenceRequests.id));
}

/** The messages of some requests, oldest first, as the organisation sees them. */
export async function messagesOfRequests(db: Database, requestIds: number[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({
      requestId: emailMessages.requestId,
      guid: emailMessages.guid,
      kind: emailMessages.kind,
      status: emailMessages.status,
      createdAt: emailMessages.createdAt,
      nextAttemptAt: emailMessages.nextAttemptAt,
      settledAt: emailMessages.settledAt,
      attemptCount: emailMessages.attemptCount,
      smtpResponse: emailMessages.smtpResponse,
    })
    .from(emailMessages)
    .where(inArray(emailMessages.requestId, requestIds))
    .orderBy(asc(emailMessages.nextAttemptAt), asc(emailMessages.id));
}

/** Cancels the messages still waiting for a request that was withdrawn or submitted, and forgets their link. */
export async function cancelWaitingMessages(tx: Database, requestId: number, now: Date): Promise<void> {
  await tx
    .update(emailMessages)
    .set({ status: 'cancelled', settledAt: now, link: null })
    .where(and(eq(emailMessages.requestId, requestId), eq(emailMessages.status, 'pending')));
}
