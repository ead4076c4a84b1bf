/**
 * The employers section's lists and settings (spec 001 §3, §9): the stored values the schemas accept and the screens
 * label, and what the request asks of the history.
 */
import type { EmploymentCountType, EmploymentType, GapReason, ReasonForLeaving, ReferenceRequest } from '../reference-response';

export const EMPLOYMENT_TYPES = [
  'full_time',
  'part_time',
  'permanent',
  'contract',
  'casual_temporary',
  'internship',
  'self_employed',
] as const satisfies readonly EmploymentType[];

export const REASONS_FOR_LEAVING = [
  'redundancy',
  'retrenchment',
  'resigned',
  'company_acquisition',
  'company_merger',
  'another_job',
  'career_break',
  'dismissal',
  'education',
  'company_policy_prohibits_disclosure',
  'other',
] as const satisfies readonly ReasonForLeaving[];

/** Shown as Unemployed, On Vacation and Other. */
export const GAP_REASONS = ['UNEMPLOYED_AND_LOOKING_FOR_WORK', 'ON_VACATION', 'OTHER'] as const satisfies readonly GapReason[];
export const OTHER_GAP_REASON = 'OTHER' satisfies GapReason;

/** The skip dialog's only reason (spec 001 §5). */
export const SKIP_REASONS = ['no_additional_employment_history'] as const;

/** Spec 001 §9: the timeline looks back 5 years unless the request counts more years. */
export const DEFAULT_LOOK_BACK_YEARS = 5;
/** Spec 001 §5, §9: a contact-later date at most one year ahead. */
export const CONTACT_LATER_MAX_YEARS = 1;

/**
 * The level of an employment check that asks for proof of each employment (our own name: the specification says
 * only "when the request demands it" and names no setting).
 */
export const EMPLOYMENT_PROOF_LEVEL = 'employment_proof';

/** Does the request ask the candidate whether they will prove each employment (proof_of_employment)? */
export const requiresProofOfEmployment = (request: Pick<ReferenceRequest, 'checks'>): boolean =>
  request.checks.some(
    (check) => check.criteria_check.slug === 'employment' && check.level.includes(EMPLOYMENT_PROOF_LEVEL),
  );

export interface EmploymentCriteria {
  countType: EmploymentCountType;
  /** Years of history, or employers named. */
  count: number;
  /** Years the timeline covers: 5, or more when the request counts more years. */
  lookBackYears: number;
}

export function employmentCriteria(
  request: Pick<ReferenceRequest, 'minimum_criteria_count_type' | 'criteria_count'>,
): EmploymentCriteria {
  const countType = request.minimum_criteria_count_type;
  const count = request.criteria_count;
  const lookBackYears = countType === 'year' ? Math.max(DEFAULT_LOOK_BACK_YEARS, count) : DEFAULT_LOOK_BACK_YEARS;
  return { countType, count, lookBackYears };
}
