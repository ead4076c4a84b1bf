/**
 * Why a candidate's response can no longer change: the organisation withdrew the request (soft-deleted), the
 * request has expired, or the response is done. The server's write lock answers 409 with the reason's words and the
 * SPA sends the candidate to the reason's page, both from this one judgement.
 *
 * When several hold, the first in LOCK_REASONS is the reason: the order of spec 000 §2's home route (profile-removed
 * if soft-deleted, expired if expired, complete if done). A submitted request whose link then expires reads as
 * expired, as the reference response then says (`reference_request.status` is `expired` once the expiry date has
 * passed, whatever is stored).
 */
import type { ReferenceResponse, RequestStatus, ResponseStatus } from './reference-response';

export const LOCK_REASONS = ['withdrawn', 'expired', 'done'] as const;
export type LockReason = (typeof LOCK_REASONS)[number];

/** "expired" once expire_date has passed, whatever is stored (spec 000 §4: requested becomes expired). */
export function effectiveRequestStatus(stored: RequestStatus, expireDate: Date, now: Date): RequestStatus {
  return expireDate.getTime() <= now.getTime() ? 'expired' : stored;
}

export interface LockState {
  responseStatus: ResponseStatus;
  /** As the reference response reads it: `expired` once the expiry date has passed. */
  requestStatus: RequestStatus;
  hasSoftDeleted: boolean;
}

/** Whether this one reason holds, whatever the others. */
export function lockHolds(reason: LockReason, state: LockState): boolean {
  switch (reason) {
    case 'withdrawn':
      return state.hasSoftDeleted;
    case 'expired':
      return state.requestStatus === 'expired';
    case 'done':
      return state.responseStatus === 'done';
  }
}

/** The reason the response is locked, or null while the candidate may still change it. */
export function lockReason(state: LockState): LockReason | null {
  return LOCK_REASONS.find((reason) => lockHolds(reason, state)) ?? null;
}

export type LockFields = Pick<ReferenceResponse, 'status'> & {
  reference_request: Pick<ReferenceResponse['reference_request'], 'status' | 'has_soft_deleted'>;
};

/** The lock state a reference response carries (GET /oneform/{guid}/). */
export function lockStateOf(response: LockFields): LockState {
  return {
    responseStatus: response.status,
    requestStatus: response.reference_request.status,
    hasSoftDeleted: response.reference_request.has_soft_deleted,
  };
}
