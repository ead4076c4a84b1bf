/**
 * The organisation's reports on the checks of a submitted request (docs/decisions/0040): one row per check, written
 * by PUT /api/org/requests/{guid}/checks/{id} and read by the organisation's request view and the candidate's
 * status page.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CandidateCheckStatus, CheckStatusReport, OrgCheckReport } from '../../../domain/check-status';
import type { TranslatedLanguage } from '../../../domain/fit-and-proper/questionnaire';
import type { LocalisedText } from '../../../domain/org-request.schema';
import type { Database } from '../client';
import { checkStatuses, checks, referenceRequests } from '../schema';

type CheckStatusRow = typeof checkStatuses.$inferSelect;

const TRANSLATED: readonly TranslatedLanguage[] = ['fr', 'es', 'pt-BR'];

/** The message as the organisation gave it: one string, or English with the other languages it wrote. */
function givenMessage(row: Pick<CheckStatusRow, 'messageToCandidate' | 'messageTranslations'>): LocalisedText | null {
  if (row.messageToCandidate === null) return null;
  return Object.keys(row.messageTranslations).length === 0 ? row.messageToCandidate : { en: row.messageToCandidate, ...row.messageTranslations };
}

export function orgCheckReport(row: CheckStatusRow): OrgCheckReport {
  return {
    status: row.status,
    message_to_candidate: givenMessage(row),
    expected_by: row.expectedBy,
    reported_at: row.reportedAt.toISOString(),
  };
}

function storedMessage(message: LocalisedText | null) {
  if (message === null) return { messageToCandidate: null, messageTranslations: {} };
  if (typeof message === 'string') return { messageToCandidate: message, messageTranslations: {} };
  const messageTranslations: Partial<Record<TranslatedLanguage, string>> = {};
  for (const language of TRANSLATED) {
    const text = message[language];
    if (text !== undefined) messageTranslations[language] = text;
  }
  return { messageToCandidate: message.en, messageTranslations };
}

/**
 * Replaces the report of the request's check `checkId` in one transaction; null when the request has no such check.
 * A report equal to the stored one changes nothing, its date included, so the PUT is idempotent.
 */
export function saveCheckReport(
  db: Database,
  requestId: number,
  checkId: number,
  report: CheckStatusReport,
  now: Date,
): Promise<OrgCheckReport | null> {
  return db.transaction(async (tx) => {
    const [check] = await tx
      .select({ id: checks.id })
      .from(checks)
      .where(and(eq(checks.id, checkId), eq(checks.requestId, requestId)));
    if (!check) return null;
    const values = { status: report.status, ...storedMessage(report.message_to_candidate), expectedBy: report.expected_by };
    const changed = await tx
      .insert(checkStatuses)
      .values({ checkId, ...values, reportedAt: now })
      .onConflictDoUpdate({
        target: checkStatuses.checkId,
        set: { ...values, reportedAt: now },
        setWhere: sql`(${checkStatuses.status}, ${checkStatuses.messageToCandidate}, ${checkStatuses.messageTranslations}, ${checkStatuses.expectedBy})
          is distinct from (excluded.status, excluded.message_to_candidate, excluded.message_translations, excluded.expected_by)`,
      })
      .returning({ id: checkStatuses.id });
    // A change the organisation can see moves the request's updated_at, as every other one does.
    if (changed.length > 0) await tx.update(referenceRequests).set({ updatedAt: now }).where(eq(referenceRequests.id, requestId));
    const [row] = await tx.select().from(checkStatuses).where(eq(checkStatuses.checkId, checkId));
    return row ? orgCheckReport(row) : null;
  });
}

/** Every check of the request in the order it was asked for, with its report or null fields before one. */
export async function candidateCheckStatuses(db: Database, requestId: number): Promise<CandidateCheckStatus[]> {
  const rows = await db
    .select({ id: checks.id, type: checks.slug, report: checkStatuses })
    .from(checks)
    .leftJoin(checkStatuses, eq(checkStatuses.checkId, checks.id))
    .where(eq(checks.requestId, requestId))
    .orderBy(asc(checks.id));
  return rows.map(({ id, type, report }) => ({
    id,
    type,
    status: report?.status ?? null,
    message_to_candidate: report?.messageToCandidate ?? null,
    translations: report?.messageTranslations ?? {},
    expected_by: report?.expectedBy ?? null,
    reported_at: report?.reportedAt.toISOString() ?? null,
  }));
}
