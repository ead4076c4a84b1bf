/**
 * The adverse financial history's credit search through the sandbox (server/routes/credit-check.ts,
 * docs/providers/credit-check.md): Submit starts the search, GET /providers/hooyu/{guid}/ answers its status once the
 * sandbox's delay has passed on the test's clock, and the hub and the completion check count the section done.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { CREDIT_CHECK_POLL_INTERVAL_MS } from '../../domain/credit-check';
import { MESSAGES } from '../../domain/messages';
import type { CreatedRequest, OrgRequestInput } from '../../domain/org-request.schema';
import { CREDIT_KNOWN_STATUSES } from '../../domain/provider-status';
import type { Country } from '../../domain/reference-response';
import { NOT_ASKED_DETAIL } from '../../server/requests/response-write';
import { SANDBOX_RESULT_DELAY_MS } from '../../server/providers/credit-check/sandbox';
import { bristolAddressHistory } from './support/answers';
import { getResponse, hubProgress, postComplete, postDetails, statusOf } from './support/candidate';
import { failing } from './support/field-errors';
import { tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();

const NOW = new Date('2026-06-01T09:00:00Z');
beforeEach(() => ctx.setNow(NOW));
const later = (ms: number) => ctx.setNow(new Date(NOW.getTime() + ms));

const creditBody = (lastName = 'Raman', overrides: Partial<OrgRequestInput> = {}): OrgRequestInput =>
  validRequestBody({
    candidate: { first_name: 'Priya', last_name: lastName, email: 'priya@example.com' },
    checks: [{ type: 'credit' }],
    ...overrides,
  });

interface Candidate {
  created: CreatedRequest;
  responseGuid: string;
}

/** A credit request whose name and birth steps are saved (sandbox state in_progress), with or without an address. */
async function candidate(lastName?: string, { address = true } = {}): Promise<Candidate> {
  const created = await ctx.createRequest({ ...creditBody(lastName), sandbox_state: 'in_progress' });
  const response = await getResponse(ctx.app, created);
  if (address) {
    const countries = (await (await ctx.app.request('/api/countries/', { headers: tokenHeaders(created.user_token) })).json()) as Country[];
    const gb = countries.find((country) => country.short_name === 'GB')!.id;
    const saved = await postDetails(ctx.app, created, response.guid, 'address', bristolAddressHistory(gb, 'Harbour'));
    expect(saved.status).toBe(200);
  }
  return { created, responseGuid: response.guid };
}

async function submit({ created, responseGuid }: Candidate, token: string | null = created.user_token, guid = responseGuid) {
  const answer = await ctx.app.request(`/api/providers/credit_check/${guid}/`, {
    method: 'POST',
    headers: token === null ? {} : tokenHeaders(token),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

async function creditStatus({ created }: Candidate) {
  const answer = await ctx.app.request(`/api/providers/hooyu/${created.guid}/`, { headers: tokenHeaders(created.user_token) });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { credit_status: string | null }).credit_status;
}

async function sectionStatus(c: Candidate) {
  return statusOf(await hubProgress(ctx, c.created), 'adverse_financial_history');
}

describe('POST /api/providers/credit_check/{responseGuid}/', () => {
  it('starts the search; its status is known once the sandbox delay has passed, and the section is complete', async () => {
    const c = await candidate();
    expect(await creditStatus(c)).toBeNull();
    expect(await submit(c)).toStrictEqual({ status: 201, body: { credit_status: 'pending' } });
    expect(await creditStatus(c)).toBe('pending');
    expect(await sectionStatus(c)).toBe('todo');

    later(SANDBOX_RESULT_DELAY_MS - 1);
    expect(await creditStatus(c)).toBe('pending');
    later(SANDBOX_RESULT_DELAY_MS);
    expect(await creditStatus(c)).toBe('confirmed');
    expect(await sectionStatus(c)).toBe('success');
  });

  it('starts no second search: a later submit answers the search that stands', async () => {
    const c = await candidate();
    await submit(c);
    later(CREDIT_CHECK_POLL_INTERVAL_MS);
    expect(await submit(c)).toStrictEqual({ status: 200, body: { credit_status: 'pending' } });
    // Still the first search: it started at NOW, so its answer is due already.
    expect(await creditStatus(c)).toBe('confirmed');
    expect(await submit(c)).toStrictEqual({ status: 200, body: { credit_status: 'confirmed' } });
  });

  it.each([
    ['Picklist', 'picklist'],
    ['No Result', 'no_result'],
    ['warning', 'warning'],
    ['Unconfirmed', 'unconfirmed'],
    ['Fail', 'fail'],
    ['Confirmed', 'confirmed'],
  ])('lets a tester choose the outcome by the last name %j → %s', async (lastName, status) => {
    expect(CREDIT_KNOWN_STATUSES).toContain(status);
    const c = await candidate(lastName);
    await submit(c);
    later(SANDBOX_RESULT_DELAY_MS);
    expect(await creditStatus(c)).toBe(status);
    expect(await sectionStatus(c)).toBe('success');
  });

  it('keeps a search pending for ever for the last name Pending', async () => {
    const c = await candidate('Pending');
    await submit(c);
    later(60 * 60 * 1000);
    expect(await creditStatus(c)).toBe('pending');
    expect(await sectionStatus(c)).toBe('todo');
  });

  it('answers 503 and keeps nothing when the service is down (last name Unavailable)', async () => {
    const c = await candidate('Unavailable');
    expect(await submit(c)).toStrictEqual({
      status: 503,
      body: { detail: 'The credit check service is unavailable. Please try again later.' },
    });
    expect(await creditStatus(c)).toBeNull();
    expect(ctx.logs.join('\n')).toContain('credit check failed');
  });

  it('refuses a summary without a current address, naming the field, and starts nothing', async () => {
    const c = await candidate(undefined, { address: false });
    expect(await submit(c)).toStrictEqual({
      status: 400,
      body: { current_address: [MESSAGES.creditAddressMissing] },
    });
    expect(await creditStatus(c)).toBeNull();
  });

  it('refuses a summary without any saved details, naming each field', async () => {
    const created = await ctx.createRequest(creditBody());
    const response = await getResponse(ctx.app, created);
    expect(await submit({ created, responseGuid: response.guid })).toStrictEqual({
      status: 400,
      body: {
        ...failing(MESSAGES.creditNameMissing, 'first_name', 'last_name'),
        date_of_birth: [MESSAGES.creditBirthMissing],
        current_address: [MESSAGES.creditAddressMissing],
      },
    });
  });

  it("answers 404 for another candidate's response guid, or the request's guid", async () => {
    const mine = await candidate();
    const theirs = await candidate();
    expect(await submit(mine, mine.created.user_token, theirs.responseGuid)).toStrictEqual({
      status: 404,
      body: { detail: 'Not found.' },
    });
    expect((await submit(mine, mine.created.user_token, mine.created.guid)).status).toBe(404);
    expect(await creditStatus(theirs)).toBeNull();
  });

  it('answers 401 without a valid token', async () => {
    const c = await candidate();
    expect(await submit(c, null)).toStrictEqual({
      status: 401,
      body: { detail: 'Authentication credentials were not provided.' },
    });
    expect(await submit(c, 'not-a-real-token')).toStrictEqual({ status: 401, body: { detail: 'Invalid token.' } });
  });

  it('answers 409 after completion and changes nothing', async () => {
    // Every required step saved, the credit status included (docs/decisions/0002-sandbox-states.md).
    const created = await ctx.createRequest({ ...creditBody(), sandbox_state: 'ready_to_submit' });
    const c = { created, responseGuid: (await getResponse(ctx.app, created)).guid };
    expect((await postComplete(ctx.app, created.guid, c.responseGuid, created.user_token)).status).toBe(200);
    expect(await submit(c)).toStrictEqual({
      status: 409,
      body: { detail: 'This form has already been submitted and can no longer be changed.' },
    });
    expect(await creditStatus(c)).toBe('confirmed');
  });

  it('answers a status set without a search as it stands, starting none', async () => {
    const created = await ctx.createRequest({ ...creditBody('Fail'), sandbox_state: 'ready_to_submit' });
    const c = { created, responseGuid: (await getResponse(ctx.app, created)).guid };
    expect(await submit(c)).toStrictEqual({ status: 200, body: { credit_status: 'confirmed' } });
  });

  it('answers 409 once the request has expired, before asking the service', async () => {
    const created = await ctx.createRequest({ ...creditBody(), sandbox_state: 'expired' });
    const response = await getResponse(ctx.app, created);
    const answer = await submit({ created, responseGuid: response.guid });
    expect(answer).toStrictEqual({ status: 409, body: { detail: 'This link has expired.' } });
  });

  it('refuses a request whose identity validation replaces the adverse financial history', async () => {
    const created = await ctx.createRequest(
      validRequestBody({ checks: [{ type: 'credit' }, { type: 'id_check', require_digital_id_verification: true }] }),
    );
    const response = await getResponse(ctx.app, created);
    expect(await submit({ created, responseGuid: response.guid })).toStrictEqual({
      status: 404,
      body: { detail: NOT_ASKED_DETAIL },
    });
  });
});
