/**
 * The e-mail queue of the outbox worker (server/outbox/worker.ts, docs/decisions/0030). Each round it claims due
 * messages with FOR UPDATE SKIP LOCKED, pushing their next attempt past an SMTP conversation's time limit in the same
 * statement, so one process at a time holds a message; it then writes each in the request's language from what the
 * request says now, sends it, and records the SMTP server's answer. A message that falls due on a request that no
 * longer waits for the candidate (submitted, withdrawn, expired) is cancelled instead. A refusal (5xx) is final: it
 * cancels the messages still waiting for that address and announces invitation.bounced to the organisation.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { EmailKind } from '../../domain/email';
import { queryRows, type Database } from '../db/client';
import { checks, companies, emailMessages, referenceRequests, referenceResponses } from '../db/schema';
import type { Logger } from '../logger';
import type { OutboxQueue } from '../outbox/worker';
import { lostLinkUrl } from '../requests/candidate-url';
import { retryDelayMs } from '../webhooks/backoff';
import { recordRequestEvent } from '../webhooks/request-events';
import { composeMail } from './compose';
import type { MailOutcome, MailTransport } from './transport';

/** How long a claim holds a message: well past an SMTP conversation's time limits (transport.ts). */
const CLAIM_MS = 2 * 60_000;
const BATCH_SIZE = 10;

interface ClaimedMessage extends Record<string, unknown> {
  id: number;
  guid: string;
  request_id: number;
  kind: EmailKind;
  recipient: string;
  link: string | null;
  attempt_count: number;
}

async function claimDue(db: Database, now: Date): Promise<ClaimedMessage[]> {
  const claimedUntil = new Date(now.getTime() + CLAIM_MS);
  return queryRows<ClaimedMessage>(
    db,
    sql`
      with due as (
        select id from email_messages
        where status = 'pending' and next_attempt_at <= ${now.toISOString()}
        order by next_attempt_at, id
        limit ${BATCH_SIZE}
        for update skip locked
      )
      update email_messages m
      set next_attempt_at = ${claimedUntil.toISOString()}, attempt_count = m.attempt_count + 1, last_attempt_at = ${now.toISOString()}
      from due
      where m.id = due.id
      returning m.id, m.guid, m.request_id, m.kind, m.recipient, m.link, m.attempt_count`,
  );
}

/** What the message says, read when it is sent, so a later expiry date or company logo shows. */
async function requestFacts(db: Database, requestId: number) {
  const [request] = await db
    .select({
      guid: referenceRequests.guid,
      organisationId: referenceRequests.organisationId,
      firstName: referenceRequests.candidateFirstName,
      language: referenceRequests.language,
      expireDate: referenceRequests.expireDate,
      withdrawn: referenceRequests.hasSoftDeleted,
      responseStatus: referenceResponses.status,
      companyName: companies.name,
      logoUrl: companies.logoUrl,
      contactEmail: companies.contactEmail,
      contactPhone: companies.contactPhone,
    })
    .from(referenceRequests)
    .innerJoin(referenceResponses, eq(referenceResponses.requestId, referenceRequests.id))
    .innerJoin(companies, eq(companies.id, referenceRequests.companyId))
    .where(eq(referenceRequests.id, requestId));
  if (!request) return undefined;
  const titles = await db.select({ title: checks.title }).from(checks).where(eq(checks.requestId, requestId)).orderBy(asc(checks.id));
  return { ...request, checks: titles.map((row) => row.title) };
}

type Settlement =
  | { status: 'accepted' | 'refused' | 'failed' | 'cancelled' | 'unsent'; response: string | null }
  | { status: 'pending'; response: string; retryAt: Date };

/**
 * Records how the attempt ended. The attempt count in the condition makes the write a no-op for a process whose
 * claim lapsed and was taken over. A settled message forgets its link, which holds the candidate's token.
 */
async function settle(db: Database, message: ClaimedMessage, settlement: Settlement, at: Date, bounced?: { requestId: number }) {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(emailMessages)
      .set(
        settlement.status === 'pending'
          ? { nextAttemptAt: settlement.retryAt, smtpResponse: settlement.response }
          : { status: settlement.status, settledAt: at, smtpResponse: settlement.response, link: null },
      )
      .where(and(eq(emailMessages.id, message.id), eq(emailMessages.attemptCount, message.attempt_count)))
      .returning({ id: emailMessages.id });
    if (updated.length === 0 || !bounced) return;
    // The address refuses mail: the reminders waiting for it would bounce too.
    await tx
      .update(emailMessages)
      .set({ status: 'cancelled', settledAt: at, link: null })
      .where(
        and(eq(emailMessages.requestId, bounced.requestId), eq(emailMessages.status, 'pending'), eq(emailMessages.recipient, message.recipient)),
      );
    await recordRequestEvent(tx, bounced.requestId, 'invitation.bounced', at);
  });
}

export interface MailQueueOptions {
  db: Database;
  logger: Logger;
  now: () => Date;
  transport: MailTransport;
  publicUrl: string;
}

export function mailQueue({ db, logger, now, transport, publicUrl }: MailQueueOptions): OutboxQueue {
  async function attempt(message: ClaimedMessage, attemptedAt: Date): Promise<void> {
    const facts = await requestFacts(db, message.request_id);
    const live =
      facts !== undefined && !facts.withdrawn && facts.responseStatus !== 'done' && facts.expireDate.getTime() > attemptedAt.getTime();
    if (!facts || !live) {
      await settle(db, message, { status: 'cancelled', response: null }, attemptedAt);
      return;
    }
    const composed = composeMail({
      kind: message.kind,
      language: facts.language,
      candidateFirstName: facts.firstName,
      companyName: facts.companyName,
      companyLogoUrl: facts.logoUrl,
      contactEmail: facts.contactEmail,
      contactPhone: facts.contactPhone,
      checks: facts.checks,
      expiresAt: facts.expireDate,
      link: message.link,
      lostLinkUrl: lostLinkUrl(publicUrl),
    });
    let outcome: MailOutcome;
    try {
      outcome = await transport.send({ id: message.guid, to: message.recipient, ...composed });
    } catch (error) {
      outcome = { kind: 'retry', response: error instanceof Error ? error.message : String(error) };
    }
    const finishedAt = now();
    if (outcome.kind === 'accepted') {
      await settle(db, message, { status: 'accepted', response: outcome.response }, finishedAt);
    } else if (outcome.kind === 'refused') {
      logger.warn('e-mail refused', { message: message.guid, request: facts.guid, kind: message.kind, response: outcome.response });
      await settle(db, message, { status: 'refused', response: outcome.response }, finishedAt, { requestId: message.request_id });
    } else if (outcome.kind === 'unsent') {
      logger.warn('e-mail not sent: SMTP_URL is not set', { message: message.guid, request: facts.guid, kind: message.kind });
      await settle(db, message, { status: 'unsent', response: outcome.response }, finishedAt);
    } else {
      const retryIn = retryDelayMs(message.attempt_count);
      await settle(
        db,
        message,
        retryIn === null
          ? { status: 'failed', response: outcome.response }
          : { status: 'pending', response: outcome.response, retryAt: new Date(finishedAt.getTime() + retryIn) },
        finishedAt,
      );
    }
  }

  async function sendDue(): Promise<number> {
    let attempts = 0;
    for (;;) {
      const attemptedAt = now();
      const claimed = await claimDue(db, attemptedAt);
      if (claimed.length === 0) return attempts;
      await Promise.all(claimed.map((message) => attempt(message, attemptedAt)));
      attempts += claimed.length;
    }
  }

  return { name: 'e-mail', runOnce: sendDue, round: sendDue };
}
