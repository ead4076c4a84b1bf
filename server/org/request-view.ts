/**
 * A request as the organisation API shows it (domain/org-api.ts): the summary of the list, and the detail with the
 * status and completion time of each section its checks need.
 */
import type { OrgCheck, OrgRequestDetail, OrgRequestSummary, OrgSectionStatus } from '../../domain/org-api';
import type { SectionStatus } from '../../domain/progress';
import { SECTION_NAMES } from '../../domain/section-names';
import { submissionReference } from '../../domain/submission-reference';
import type { Database } from '../db/client';
import { checksOfRequests, findOrgRequestRow, sectionCompletionTimes, type OrgRequestRow } from '../db/repositories/org-requests';
import { messagesOfRequests } from '../mail/outbox';
import { loadResponseProgress } from '../requests/progress';

const SECTION_STATUS: Record<SectionStatus, OrgSectionStatus> = { todo: 'not_started', pending: 'in_progress', success: 'complete' };

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function requestSummary(row: OrgRequestRow, checks: readonly OrgCheck[]): OrgRequestSummary {
  return {
    guid: row.guid,
    status: row.status,
    submission_reference: submissionReference(row.guid),
    candidate: { first_name: row.candidateFirstName, last_name: row.candidateLastName, email: row.candidateEmail },
    company: { name: row.companyName },
    country: row.country,
    checks: [...checks],
    expire_date: row.expireDate.toISOString(),
    created_at: row.createdAt.toISOString(),
    first_opened_at: iso(row.firstOpenedAt),
    last_activity_at: iso(row.lastActivityAt),
    submitted_at: iso(row.submittedAt),
    withdrawn_at: iso(row.withdrawnAt),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function requestSummaries(db: Database, rows: readonly OrgRequestRow[]): Promise<OrgRequestSummary[]> {
  const checks = await checksOfRequests(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => requestSummary(row, checks.get(row.id) ?? []));
}

/** The request of this id with its sections, judged by the hub's own rules on the server's date. */
export async function requestDetail(db: Database, requestId: number, now: Date): Promise<OrgRequestDetail> {
  const row = await findOrgRequestRow(db, requestId, now);
  if (!row) throw new Error(`Request ${requestId} is gone.`);
  const checks = await checksOfRequests(db, [row.id]);
  const { progress } = await loadResponseProgress(db, requestId, now);
  const completedAt = await sectionCompletionTimes(db, row.responseId);
  const sections = progress.sections.map(({ section, status }) => ({
    section,
    name: SECTION_NAMES[section],
    status: SECTION_STATUS[status],
    completed_at: status === 'success' ? iso(completedAt.get(section) ?? null) : null,
  }));
  const messages = (await messagesOfRequests(db, [row.id])).map((message) => ({
    id: message.guid,
    kind: message.kind,
    status: message.status,
    created_at: message.createdAt.toISOString(),
    due_at: message.nextAttemptAt.toISOString(),
    settled_at: iso(message.settledAt),
    attempts: message.attemptCount,
    smtp_response: message.smtpResponse,
  }));
  return { ...requestSummary(row, checks.get(row.id) ?? []), sections, messages };
}
