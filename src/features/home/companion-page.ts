/**
 * Which companion page a reference response belongs on (spec 000 §2 route table, §4 "States and transitions"): the
 * page of the reason its response is locked (domain/lock-reason.ts, the reason the API's write lock gives too), so
 * a withdrawn request → profile-removed, an expired one → expired, a done response → complete, in that order;
 * otherwise the home page. Each companion page sends the candidate home when its own condition does not hold.
 */
import {
  LOCK_REASONS,
  type LockFields,
  type LockReason,
  lockHolds,
  lockReason,
  lockStateOf,
} from '../../../domain/lock-reason';

export type CompanionPage = 'profile-removed' | 'expired' | 'complete';

const PAGE_OF_REASON = {
  withdrawn: 'profile-removed',
  expired: 'expired',
  done: 'complete',
} as const satisfies Record<LockReason, CompanionPage>;

/** The condition under which each companion page is the right page: its own reason holds, whatever the others. */
export function companionPageHolds(page: CompanionPage, response: LockFields): boolean {
  const state = lockStateOf(response);
  return LOCK_REASONS.some((reason) => PAGE_OF_REASON[reason] === page && lockHolds(reason, state));
}

/** Where the home page sends the candidate instead of the section list, or null to stay home. */
export function companionPageFor(response: LockFields): CompanionPage | null {
  const reason = lockReason(lockStateOf(response));
  return reason && PAGE_OF_REASON[reason];
}

export const COMPANION_PATHS = {
  'profile-removed': '/candidate-feedback/profile-removed',
  expired: '/candidate-feedback/expired',
  complete: '/candidate-feedback/complete',
} as const satisfies Record<CompanionPage, string>;
