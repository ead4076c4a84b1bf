/**
 * Which companion page a reference response belongs on (spec 000 §2 route table, §4 "States and
 * transitions"): a soft-deleted request → profile-removed, an expired request → expired, a done response →
 * complete, in that order; otherwise the home page. Each companion page sends the candidate home when its own
 * condition does not hold.
 */
import type { ReferenceResponse } from '../../../domain/reference-response';

export type CompanionPage = 'profile-removed' | 'expired' | 'complete';

type ResponseState = Pick<ReferenceResponse, 'status'> & {
  reference_request: Pick<ReferenceResponse['reference_request'], 'status' | 'has_soft_deleted'>;
};

/** The condition under which each companion page is the right page. */
export function companionPageHolds(page: CompanionPage, response: ResponseState): boolean {
  switch (page) {
    case 'profile-removed':
      return response.reference_request.has_soft_deleted;
    case 'expired':
      return response.reference_request.status === 'expired';
    case 'complete':
      return response.status === 'done';
  }
}

const PRECEDENCE: readonly CompanionPage[] = ['profile-removed', 'expired', 'complete'];

/** Where the home page sends the candidate instead of the section list, or null to stay home. */
export function companionPageFor(response: ResponseState): CompanionPage | null {
  return PRECEDENCE.find((page) => companionPageHolds(page, response)) ?? null;
}

export const COMPANION_PATHS = {
  'profile-removed': '/candidate-feedback/profile-removed',
  expired: '/candidate-feedback/expired',
  complete: '/candidate-feedback/complete',
} as const satisfies Record<CompanionPage, string>;
