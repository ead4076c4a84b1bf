import { describe, expect, it } from 'vitest';
import { LOCKED_DETAILS, writeRefusal } from './write-lock';

const NOW = new Date('2026-05-01T12:00:00Z');
const LATER = new Date('2026-06-01T12:00:00Z');
const EARLIER = new Date('2026-04-01T12:00:00Z');

function stored({
  deleted = false,
  requestStatus = 'in_progress',
  responseStatus = 'in_progress',
  expireDate = LATER,
}: {
  deleted?: boolean;
  requestStatus?: 'requested' | 'in_progress' | 'completed' | 'expired';
  responseStatus?: 'in_progress' | 'done';
  expireDate?: Date;
} = {}) {
  return { hasSoftDeleted: deleted, requestStatus, responseStatus, expireDate };
}

describe('writeRefusal', () => {
  it('lets an open response change', () => {
    expect(writeRefusal(stored(), NOW)).toBeNull();
  });

  it('refuses with the words of each reason', () => {
    expect(writeRefusal(stored({ deleted: true }), NOW)).toBe(LOCKED_DETAILS.withdrawn);
    expect(writeRefusal(stored({ expireDate: EARLIER }), NOW)).toBe(LOCKED_DETAILS.expired);
    expect(writeRefusal(stored({ requestStatus: 'completed', responseStatus: 'done' }), NOW)).toBe(LOCKED_DETAILS.done);
  });

  it('judges expiry from the expiry date, whatever the status stored', () => {
    expect(writeRefusal(stored({ expireDate: NOW }), NOW)).toBe(LOCKED_DETAILS.expired);
    expect(writeRefusal(stored({ requestStatus: 'completed', responseStatus: 'done', expireDate: EARLIER }), NOW)).toBe(
      LOCKED_DETAILS.expired,
    );
  });

  it('gives the reason the SPA sends the candidate to the page of: withdrawn, then expired, then done', () => {
    expect(writeRefusal(stored({ deleted: true, responseStatus: 'done', expireDate: EARLIER }), NOW)).toBe(
      LOCKED_DETAILS.withdrawn,
    );
    expect(writeRefusal(stored({ deleted: true, responseStatus: 'done' }), NOW)).toBe(LOCKED_DETAILS.withdrawn);
  });
});
