/**
 * The write lock and the SPA's companion pages judge a locked response by one rule (domain/lock-reason.ts): whatever
 * mix of completion, withdrawal and expiry a request has reached, a write is refused with the words of the reason
 * whose page the candidate is sent to.
 */
import { describe, expect, it } from 'vitest';
import type { LockReason } from '../../domain/lock-reason';
import { LOCKED_DETAILS } from '../../server/requests/write-lock';
import { type CompanionPage, companionPageFor } from '../../src/features/home/companion-page';
import { getResponse, postComplete, postDetails } from './support/candidate';
import { orgHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();

const EXPIRES = '2030-01-01T00:00:00.000Z';
const AFTER_EXPIRY = new Date('2030-01-02T00:00:00.000Z');

const PAGE_OF: Record<LockReason, CompanionPage> = { withdrawn: 'profile-removed', expired: 'expired', done: 'complete' };

interface Case {
  done: boolean;
  withdrawn: boolean;
  expired: boolean;
  reason: LockReason;
}

const CASES: Case[] = [
  { done: true, withdrawn: false, expired: false, reason: 'done' },
  { done: false, withdrawn: true, expired: false, reason: 'withdrawn' },
  { done: false, withdrawn: false, expired: true, reason: 'expired' },
  { done: true, withdrawn: false, expired: true, reason: 'expired' },
  { done: true, withdrawn: true, expired: false, reason: 'withdrawn' },
  { done: false, withdrawn: true, expired: true, reason: 'withdrawn' },
  { done: true, withdrawn: true, expired: true, reason: 'withdrawn' },
];

describe('the write lock', () => {
  it.each(CASES)('done $done, withdrawn $withdrawn, expired $expired: refuses as "$reason", whose page the SPA shows', async (state) => {
    const created = await ctx.createRequest(
      validRequestBody({ expire_date: EXPIRES, ...(state.done ? { sandbox_state: 'completed' as const } : {}) }),
    );
    if (state.withdrawn) {
      const deleted = await ctx.app.request(`/api/org/requests/${created.guid}`, { method: 'DELETE', headers: orgHeaders() });
      expect(deleted.status).toBe(204);
    }
    if (state.expired) ctx.setNow(AFTER_EXPIRY);
    const response = await getResponse(ctx.app, created);

    const saved = await postDetails(ctx.app, created, response.guid, 'directorship', { past_directorships: false });
    expect(saved.status).toBe(409);
    expect(await saved.json()).toStrictEqual({ detail: LOCKED_DETAILS[state.reason] });
    const completed = await postComplete(ctx.app, created.guid, response.guid, created.user_token);
    expect(completed.status).toBe(409);
    expect(await completed.json()).toStrictEqual({ detail: LOCKED_DETAILS[state.reason] });

    expect(companionPageFor(response)).toBe(PAGE_OF[state.reason]);
  });
});
