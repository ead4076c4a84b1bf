/**
 * What an organisation reports about each check it asked for, once the candidate has submitted
 * (PUT /api/org/requests/{guid}/checks/{id}, docs/organisation-api.md "Reporting a check's progress"), and what the
 * candidate's status page reads back (docs/decisions/0040).
 */
import * as v from 'valibot';
import type { CheckSlug } from './checks';
import type { TranslatedLanguage } from './fit-and-proper/questionnaire';
import { freeText, isIsoDate, maxLengthMessage } from './forms/fields';
import type { Language } from './locales';
import { localised, type LocalisedText } from './org-request.schema';

export const CHECK_STATUSES = ['in_progress', 'completed', 'needs_action'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

export const MAX_MESSAGE_TO_CANDIDATE = 2000;

export const CHECK_STATUS_ERRORS = {
  status: 'Use one of in_progress, completed or needs_action.',
  messageNeeded: 'Say what the candidate needs to do when a check needs action.',
  date: 'Use a date in the form yyyy-MM-dd.',
  dateOfCompleted: 'A completed check has no expected date.',
} as const;

const message = v.pipe(
  freeText(),
  v.trim(),
  v.minLength(1, 'This field may not be blank.'),
  v.maxLength(MAX_MESSAGE_TO_CANDIDATE, maxLengthMessage(MAX_MESSAGE_TO_CANDIDATE)),
);

/**
 * Body of the PUT: the whole report of one check, replacing the one before (a PUT, so sending it twice changes
 * nothing). A check that needs action says what the candidate should do; a completed one expects nothing more.
 */
export const checkStatusSchema = v.pipe(
  v.object({
    status: v.picklist(CHECK_STATUSES, CHECK_STATUS_ERRORS.status),
    message_to_candidate: v.optional(v.nullable(localised(message)), null),
    expected_by: v.optional(v.nullable(v.pipe(v.string(CHECK_STATUS_ERRORS.date), v.check(isIsoDate, CHECK_STATUS_ERRORS.date))), null),
  }),
  v.forward(
    v.partialCheck(
      [['status'], ['message_to_candidate']],
      (input) => input.status !== 'needs_action' || input.message_to_candidate !== null,
      CHECK_STATUS_ERRORS.messageNeeded,
    ),
    ['message_to_candidate'],
  ),
  v.forward(
    v.partialCheck(
      [['status'], ['expected_by']],
      (input) => input.status !== 'completed' || input.expected_by === null,
      CHECK_STATUS_ERRORS.dateOfCompleted,
    ),
    ['expected_by'],
  ),
);

export type CheckStatusInput = v.InferInput<typeof checkStatusSchema>;
export type CheckStatusReport = v.InferOutput<typeof checkStatusSchema>;

/** A check's report as the organisation API shows it; null on a check not reported yet. */
export interface OrgCheckReport {
  status: CheckStatus;
  message_to_candidate: LocalisedText | null;
  expected_by: string | null;
  reported_at: string;
}

/**
 * One check of the request as the candidate's status page reads it (GET /oneform/{guid}/check-statuses/): its
 * report, or null fields before the organisation has reported on it.
 */
export interface CandidateCheckStatus {
  id: number;
  type: CheckSlug;
  status: CheckStatus | null;
  message_to_candidate: string | null;
  /** The message in the other languages the organisation wrote it in (docs/decisions/0027). */
  translations: Partial<Record<TranslatedLanguage, string>>;
  expected_by: string | null;
  reported_at: string | null;
}

/** The message in the reader's language where the organisation gave one, else English. */
export function messageIn(check: Pick<CandidateCheckStatus, 'message_to_candidate' | 'translations'>, language: Language): string | null {
  if (check.message_to_candidate === null) return null;
  return (language === 'en' ? undefined : check.translations[language]) ?? check.message_to_candidate;
}

/** The candidate's statuses and copy exist only once the answers are in: before that, a 409 with this detail. */
export const CANDIDATE_NOT_SUBMITTED_DETAIL = 'You have not submitted your answers yet.';
