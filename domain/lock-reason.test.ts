import { describe, expect, it } from 'vitest';
import { effectiveRequestStatus, LOCK_REASONS, type LockState, lockHolds, lockReason, lockStateOf } from './lock-reason';
import type { RequestStatus, ResponseStatus } from './reference-response';

function state({
  deleted = false,
  requestStatus = 'in_progress',
  responseStatus = 'in_progress',
}: { deleted?: boolean; requestStatus?: RequestStatus; responseStatus?: ResponseStatus } = {}): LockState {
  return { hasSoftDeleted: deleted, requestStatus, responseStatus };
}

describe('lockReason', () => {
  it('is null while the candidate may change the response, whatever the request status stored', () => {
    for (const requestStatus of ['requested', 'in_progress', 'completed'] as const) {
      expect(lockReason(state({ requestStatus }))).toBeNull();
    }
  });

  it('names each reason alone', () => {
    expect(lockReason(state({ deleted: true }))).toBe('withdrawn');
    expect(lockReason(state({ requestStatus: 'expired' }))).toBe('expired');
    expect(lockReason(state({ requestStatus: 'completed', responseStatus: 'done' }))).toBe('done');
  });

  it('puts withdrawn before expired before done (spec 000 §2, the home route)', () => {
    expect(lockReason(state({ deleted: true, requestStatus: 'expired', responseStatus: 'done' }))).toBe('withdrawn');
    expect(lockReason(state({ deleted: true, responseStatus: 'done' }))).toBe('withdrawn');
    expect(lockReason(state({ deleted: true, requestStatus: 'expired' }))).toBe('withdrawn');
    expect(lockReason(state({ requestStatus: 'expired', responseStatus: 'done' }))).toBe('expired');
  });

  it('always names a reason that holds, and the first of those that hold', () => {
    for (const deleted of [false, true]) {
      for (const requestStatus of ['requested', 'in_progress', 'expired', 'completed'] as const) {
        for (const responseStatus of ['in_progress', 'done'] as const) {
          const locked = state({ deleted, requestStatus, responseStatus });
          const holding = LOCK_REASONS.filter((reason) => lockHolds(reason, locked));
          expect(lockReason(locked)).toBe(holding[0] ?? null);
        }
      }
    }
  });
});

describe('lockStateOf', () => {
  it('reads the reference response’s own fields', () => {
    const response = { status: 'done', reference_request: { status: 'expired', has_soft_deleted: false } } as const;
    expect(lockStateOf(response)).toStrictEqual({ responseStatus: 'done', requestStatus: 'expired', hasSoftDeleted: false });
    expect(lockReason(lockStateOf(response))).toBe('expired');
  });
});

describe('effectiveRequestStatus', () => {
  const NOW = new Date('2026-05-01T12:00:00Z');

  it('reads expired from the moment the expiry date is reached, whatever is stored', () => {
    expect(effectiveRequestStatus('in_progress', NOW, NOW)).toBe('expired');
    expect(effectiveRequestStatus('completed', new Date('2026-04-30T12:00:00Z'), NOW)).toBe('expired');
  });

  it('keeps the stored status before then', () => {
    expect(effectiveRequestStatus('requested', new Date('2026-05-01T12:00:01Z'), NOW)).toBe('requested');
  });
});
