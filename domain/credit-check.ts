/**
 * The adverse financial history's credit search (spec 000 §2, §4, §7; docs/providers/credit-check.md): what the
 * search is run with, read from the candidate's saved details, the rule that refuses a search missing any of it
 * (the SPA's summary and the API's 400 alike), when its status counts as known, and how the step polls it.
 */
import * as v from 'valibot';
import { MESSAGES } from './messages';
import { CREDIT_KNOWN_STATUSES } from './provider-status';
import type { ReferenceResponse } from './reference-response';

/** The step polls GET /providers/hooyu/{guid}/ at the hooyu poll's pace (spec 000 §9: 5 s)… */
export const CREDIT_CHECK_POLL_INTERVAL_MS = 5_000;
/** …and, after this many further polls (two minutes), says the search is taking longer and offers to ask again. */
export const CREDIT_CHECK_POLL_ATTEMPTS = 24;

/** What a search reports until it has an answer. */
export const CREDIT_PENDING_STATUS = 'pending';

/** Whether the credit status means the search has an answer (spec 000 §4), read without regard to case. */
export function isCreditStatusKnown(status: string | null | undefined): boolean {
  return typeof status === 'string' && (CREDIT_KNOWN_STATUSES as readonly string[]).includes(status.toLowerCase());
}

export interface CreditSearchAddress {
  street_address: string;
  street_address_cont: string | null;
  city: string;
  state: string | null;
  postal_code: string;
  /** Id of a row of GET /api/countries/. */
  country: number;
  country_name: string;
}

/** The read-only summary the step shows and the search is run with; null where the candidate has not said. */
export interface CreditSearchSummary {
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  /** yyyy-MM-dd */
  date_of_birth: string | null;
  current_address: CreditSearchAddress | null;
}

const blankToNull = (text: string | null | undefined) => (text && text.trim() !== '' ? text.trim() : null);

/** The summary from the saved details: the name and birth steps, and the address marked as the current residence. */
export function creditSearchSummaryOf(
  response: Pick<ReferenceResponse, 'candidate_details' | 'candidate_address_details'>,
): CreditSearchSummary {
  const details = response.candidate_details[0];
  const current = response.candidate_address_details.find((address) => address.is_current_residence);
  return {
    first_name: blankToNull(details?.first_name),
    middle_name: blankToNull(details?.middle_name),
    last_name: blankToNull(details?.last_name),
    date_of_birth: blankToNull(details?.date_of_birth),
    current_address: current
      ? {
          street_address: current.street_address,
          street_address_cont: blankToNull(current.street_address_cont),
          city: current.city,
          state: blankToNull(current.state),
          postal_code: current.postal_code,
          country: current.country,
          country_name: current.country_name,
        }
      : null,
  };
}

const needed = (message: string) => v.pipe(v.string(message), v.nonEmpty(message));

/**
 * A summary the search can be run with: a first and last name, a date of birth and a current address. Each key
 * of an error names the detail to complete (`first_name` and `last_name` the name step, `date_of_birth` the birth
 * step, `current_address` the address history).
 */
export const creditSearchSubjectSchema = v.object({
  first_name: needed(MESSAGES.creditNameMissing),
  middle_name: v.nullable(v.string()),
  last_name: needed(MESSAGES.creditNameMissing),
  date_of_birth: v.pipe(v.string(MESSAGES.creditBirthMissing), v.isoDate(MESSAGES.creditBirthMissing)),
  current_address: v.object(
    {
      street_address: needed(MESSAGES.creditAddressMissing),
      street_address_cont: v.nullable(v.string()),
      city: needed(MESSAGES.creditAddressMissing),
      state: v.nullable(v.string()),
      postal_code: needed(MESSAGES.creditAddressMissing),
      country: v.number(MESSAGES.creditAddressMissing),
      country_name: v.string(),
    },
    MESSAGES.creditAddressMissing,
  ),
});

export type CreditSearchSubject = v.InferOutput<typeof creditSearchSubjectSchema>;

/** The details step each field of the summary comes from, for the step's links to complete it. */
export const CREDIT_SUMMARY_STEPS = {
  first_name: 'name',
  last_name: 'name',
  date_of_birth: 'birth',
  current_address: 'address',
} as const;

export type CreditSummaryStep = (typeof CREDIT_SUMMARY_STEPS)[keyof typeof CREDIT_SUMMARY_STEPS];

const STEP_MESSAGES: Record<CreditSummaryStep, string> = {
  name: MESSAGES.creditNameMissing,
  birth: MESSAGES.creditBirthMissing,
  address: MESSAGES.creditAddressMissing,
};

export interface MissingCreditDetail {
  step: CreditSummaryStep;
  message: string;
}

/**
 * The details steps the named fields of a refusal come from (the API's 400 keys, or the schema's issues), each
 * once and in the form's order, with its message; fields the summary does not have are left out.
 */
export function missingCreditDetailsOf(fields: Iterable<unknown>): MissingCreditDetail[] {
  const steps = new Set<CreditSummaryStep>();
  for (const field of fields) {
    if (typeof field === 'string' && Object.hasOwn(CREDIT_SUMMARY_STEPS, field)) {
      steps.add(CREDIT_SUMMARY_STEPS[field as keyof typeof CREDIT_SUMMARY_STEPS]);
    }
  }
  return (['name', 'birth', 'address'] as const)
    .filter((step) => steps.has(step))
    .map((step) => ({ step, message: STEP_MESSAGES[step] }));
}

/** The details steps to complete before the search can run. */
export function missingCreditDetails(summary: CreditSearchSummary): MissingCreditDetail[] {
  const parsed = v.safeParse(creditSearchSubjectSchema, summary);
  return parsed.success ? [] : missingCreditDetailsOf(parsed.issues.map((issue) => issue.path?.[0]?.key));
}
