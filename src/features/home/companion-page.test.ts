import { describe, expect, it } from 'vitest';
import { lockReason, lockStateOf } from '../../../domain/lock-reason';
import { type CompanionPage, companionPageFor, companionPageHolds } from './companion-page';

function response({
  deleted = false,
  requestStatus = 'requested',
  responseStatus = 'in_progress',
}: {
  deleted?: boolean;
  requestStatus?: 'requested' | 'in_progress' | 'expired' | 'completed';
  responseStatus?: 'in_progress' | 'done';
} = {}) {
  return { status: responseStatus, reference_request: { status: requestStatus, has_soft_deleted: deleted } };
}

describe('companionPageFor (where the home page sends the candidate)', () => {
  it('stays home for an open request', () => {
    expect(companionPageFor(response())).toBeNull();
    expect(companionPageFor(response({ requestStatus: 'in_progress' }))).toBeNull();
    expect(companionPageFor(response({ requestStatus: 'completed' }))).toBeNull();
  });

  it('sends a soft-deleted request to profile-removed', () => {
    expect(companionPageFor(response({ deleted: true }))).toBe('profile-removed');
  });

  it('sends an expired request to expired', () => {
    expect(companionPageFor(response({ requestStatus: 'expired' }))).toBe('expired');
  });

  it('sends a done response to complete', () => {
    expect(companionPageFor(response({ responseStatus: 'done' }))).toBe('complete');
  });

  it('checks soft deletion first, then expiry, then completion', () => {
    expect(companionPageFor(response({ deleted: true, requestStatus: 'expired', responseStatus: 'done' }))).toBe(
      'profile-removed',
    );
    expect(companionPageFor(response({ requestStatus: 'expired', responseStatus: 'done' }))).toBe('expired');
  });

  it('is the page of the reason the API refuses a write with (domain/lock-reason.ts)', () => {
    const pageOf = { withdrawn: 'profile-removed', expired: 'expired', done: 'complete' } as const;
    for (const deleted of [false, true]) {
      for (const requestStatus of ['requested', 'in_progress', 'expired', 'completed'] as const) {
        for (const responseStatus of ['in_progress', 'done'] as const) {
          const state = response({ deleted, requestStatus, responseStatus });
          const reason = lockReason(lockStateOf(state));
          expect(companionPageFor(state)).toBe(reason && pageOf[reason]);
        }
      }
    }
  });
});

describe('companionPageHolds (each companion page sends the candidate home otherwise)', () => {
  const cases: [CompanionPage, ReturnType<typeof response>, boolean][] = [
    ['expired', response({ requestStatus: 'expired' }), true],
    ['expired', response(), false],
    ['expired', response({ responseStatus: 'done' }), false],
    ['profile-removed', response({ deleted: true }), true],
    ['profile-removed', response({ requestStatus: 'expired' }), false],
    ['complete', response({ responseStatus: 'done' }), true],
    ['complete', response({ requestStatus: 'completed' }), false],
  ];
  it.each(cases)('%s holds for %j: %s', (page, state, expected) => {
    expect(companionPageHolds(page, state)).toBe(expected);
  });

  it('agrees with companionPageFor: the page it picks always holds, so the two never send each other round', () => {
    for (const deleted of [false, true]) {
      for (const requestStatus of ['requested', 'in_progress', 'expired', 'completed'] as const) {
        for (const responseStatus of ['in_progress', 'done'] as const) {
          const state = response({ deleted, requestStatus, responseStatus });
          const page = companionPageFor(state);
          if (page) expect(companionPageHolds(page, state)).toBe(true);
        }
      }
    }
  });
});
