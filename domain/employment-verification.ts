/**
 * Instant employment verification's rules (spec 000 §2 "Consent and verification steps", §4, §5, §7, §8): the
 * income-verification service's order and its statuses, the reasons a candidate may give for declining it, and the
 * `case` the service's way back carries. The server, the machine (machines/employment-verification.machine.ts) and
 * the screen read them from here.
 */
import { INSTANT_EMPLOYMENT_DONE_STATUSES } from './provider-status';

/** The statuses an order goes through; the last three end the step (spec 000 §4). */
export const ORDER_STATUSES = {
  /** Created at the service; the candidate has not finished the tax-account page yet. */
  inProgress: 'IN_PROGRESS',
  completed: 'COMPLETED',
  declined: 'CANDIDATE_DECLINED',
  failedPermanently: 'FAILED_PERMANENT',
} as const satisfies Record<string, string>;

export type OrderStatus = (typeof ORDER_STATUSES)[keyof typeof ORDER_STATUSES];

/**
 * How long the service's page may take to load in its frame before the step says 'Service unavailable' (spec 000
 * §2: shown when "the frame errors"). A frame that never answers raises no error of its own, so the wait is bounded
 * here: long enough for a slow phone connection, short enough that nobody is left before a blank frame.
 */
export const EMPLOYMENT_FRAME_LOAD_TIMEOUT_MS = 20_000;

/** Whether an order's status ends the step: completed, declined or failed for good. */
export const isOrderFinished = (status: string | null | undefined): boolean =>
  (INSTANT_EMPLOYMENT_DONE_STATUSES as readonly (string | null | undefined)[]).includes(status);

/**
 * Why a candidate declines the verification. The specification names only OTHER (spec 000 §3 "Decline reason
 * options other than OTHER: not shown"); the others are the reasons a tax-account connection commonly fails.
 */
export const DECLINE_REASONS = [
  'NO_TAX_ACCOUNT',
  'CANNOT_SIGN_IN',
  'RECORD_INCOMPLETE',
  'PREFER_NOT_TO_SHARE',
  'OTHER',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** The reason whose notes are required (spec 000 §5). */
export const OTHER_DECLINE_REASON: DeclineReason = 'OTHER';

/** The longest decline notes we keep. */
export const DECLINE_NOTES_MAX_LENGTH = 1000;

/** The query parameter the service's way back carries, and its values (spec 000 §2, §4). */
export const RETURN_CASE_PARAM = 'case';
export const RETURN_CASES = ['fail', 'cancel'] as const;
export type ReturnCase = (typeof RETURN_CASES)[number];

/** The way back's case from the step's query parameters; anything else is a plain visit. */
export function returnCaseOf(params: Record<string, string | undefined>): ReturnCase | null {
  const value = params[RETURN_CASE_PARAM];
  return (RETURN_CASES as readonly (string | undefined)[]).includes(value) ? (value as ReturnCase) : null;
}
