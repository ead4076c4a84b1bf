/**
 * Bodies that once answered 500 or stored something other than what was sent (docs/api.md "Errors"): an id beyond
 * PostgreSQL's integer, a lone UTF-16 surrogate in any text, and lists far longer than a life. Each answers 400 on
 * its field and leaves what was stored as it was.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tooManyItemsMessage } from '../../domain/forms/fields';
import { MAX_ADDRESSES, MAX_DIRECTORSHIPS, MAX_EMPLOYMENT_GAPS, MAX_PREVIOUS_NAMES } from '../../domain/limits';
import { MESSAGES } from '../../domain/messages';
import type { OrgRequestInput } from '../../domain/org-request.schema';
import { harbourDirectorshipBody } from '../../domain/testing/harbour-directorship';
import { northfieldEmployerBody } from '../../domain/testing/northfield-employer';
import { getResponse, openCandidate, type OpenedCandidate } from './support/candidate';
import { orgHeaders, tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();
const TODAY = '2026-03-15';
beforeEach(() => ctx.setNow(new Date(`${TODAY}T00:00:00Z`)));
afterEach(() => ctx.setNow(null));

/** Half of a surrogate pair: valid in JSON text, no character in UTF-8. */
const LONE = '\ud800';
const BEYOND_INTEGER = 2_147_483_648;

const gap = { start_date: '2021-03-15', end_date: '2023-12-31', gap_reason: 'OTHER', additional_notes: 'Caring for a relative' };

/** Directorship lines are asked for only once the candidate says they held a directorship. */
async function answerPastDirectorships(c: OpenedCandidate) {
  expect((await c.call('POST', 'details/directorship/', { past_directorships: true })).status).toBe(200);
}

const name = { salutation: 'ms', first_name: 'Ana', no_middle_name: true, last_name: 'Ribeiro', gender: 'female' };
const previousName = { first_name: 'Ana', middle_name: 'Clara', no_middle_name: false, last_name: 'Costa', type: 'maiden_name', used_from: '2000-01-01', used_to: '2015-06-20' };

/** Calls `path` with `body` and expects exactly the 400 `errors`, the stored response unchanged. */
async function expectRefused(c: OpenedCandidate, method: string, path: string, body: unknown, errors: Record<string, string[]>) {
  const before = await c.saved();
  const answer = await c.call(method, path, body);
  expect(answer.status, await answer.clone().text()).toBe(400);
  expect(await answer.json()).toStrictEqual(errors);
  expect(await c.saved()).toStrictEqual(before);
}

describe('an id beyond PostgreSQL integer', () => {
  const refusal = { id: [MESSAGES.validInteger] };

  it('is refused on the employer save', async () => {
    const c = await openCandidate(ctx, validRequestBody({ checks: [{ type: 'employment' }] }));
    await expectRefused(c, 'POST', 'employers/employers/', { ...northfieldEmployerBody(c.countryId('GB')), id: BEYOND_INTEGER }, refusal);
  });

  it('is refused on the gap saves, new and changed', async () => {
    const c = await openCandidate(ctx, validRequestBody({ checks: [{ type: 'employment' }] }));
    await expectRefused(c, 'POST', 'employers/employment-gap/', { ...gap, id: BEYOND_INTEGER }, refusal);
    await expectRefused(c, 'PUT', 'employers/employment-gap/', { ...gap, id: BEYOND_INTEGER }, refusal);
  });

  it('is refused on the directorship save, as is one below its range', async () => {
    const c = await openCandidate(ctx, validRequestBody({ checks: [{ type: 'directorship' }] }));
    await answerPastDirectorships(c);
    const body = harbourDirectorshipBody(c.countryId('GB'));
    await expectRefused(c, 'POST', 'directors/directors/', { ...body, id: BEYOND_INTEGER }, refusal);
    await expectRefused(c, 'POST', 'directors/directors/', { ...body, id: -BEYOND_INTEGER - 1 }, refusal);
  });
});

describe('a lone surrogate', () => {
  it('is refused in the screening registration’s data, on its path, and nothing is registered', async () => {
    const created = await ctx.createRequest(validRequestBody({ country: 'US', checks: [{ type: 'drug_screening' }] }));
    const register = (data: unknown) =>
      ctx.app.request('/api/providers/screening_registration', {
        method: 'POST',
        headers: { ...tokenHeaders(created.user_token), 'content-type': 'application/json' },
        body: JSON.stringify({ guid: created.guid, check: 'drug_screening', data }),
      });
    const cases: [unknown, Record<string, string[]>][] = [
      [{ registration_id: `SBX${LONE}` }, { 'data.registration_id': [MESSAGES.loneSurrogate] }],
      [{ registration_id: 'SBX-1', collection_site: { id: `NY${LONE}` } }, { 'data.collection_site.id': [MESSAGES.loneSurrogate] }],
      [{ registration_id: 'SBX-1', notes: ['fine', LONE] }, { 'data.notes.1': [MESSAGES.loneSurrogate] }],
      [{ registration_id: 'SBX-1', [`site${LONE}`]: 'NY' }, { data: [MESSAGES.loneSurrogate] }],
    ];
    for (const [data, errors] of cases) {
      const answer = await register(data);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toStrictEqual(errors);
    }
    const flags = await ctx.app.request(`/api/providers/clearstar_registration_id/${(await getResponse(ctx.app, created)).guid}/`, {
      headers: tokenHeaders(created.user_token),
    });
    expect(await flags.json()).toStrictEqual({ drug_screening: false, occupational_health: false });
  });

  it('is refused in an organisation’s reference_check_config name_displayed, creating nothing', async () => {
    const body: OrgRequestInput = validRequestBody({
      checks: [{ type: 'reference', reference_check_config: [{ questionnaire: 'standard', name_displayed: `Employment${LONE}` }] }],
    });
    const answer = await ctx.app.request('/api/org/requests', {
      method: 'POST',
      headers: { ...orgHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual({ 'checks.0.reference_check_config.0.name_displayed': [MESSAGES.loneSurrogate] });
  });

  it('is refused in the free text of candidate saves, which otherwise stored U+FFFD', async () => {
    const c = await openCandidate(ctx, validRequestBody({ checks: [{ type: 'employment' }, { type: 'directorship' }] }));
    await answerPastDirectorships(c);
    const gb = c.countryId('GB');
    await expectRefused(c, 'POST', 'details/name/', { ...name, is_any_other_names: false, first_name: `Ana${LONE}` }, {
      first_name: [MESSAGES.loneSurrogate],
    });
    await expectRefused(c, 'POST', 'employers/employers/', { ...northfieldEmployerBody(gb), organization_name: `North${LONE}field` }, {
      organization_name: [MESSAGES.loneSurrogate],
    });
    await expectRefused(c, 'POST', 'employers/employment-gap/', { ...gap, additional_notes: `${LONE}Caring` }, {
      additional_notes: [MESSAGES.loneSurrogate],
    });
    await expectRefused(c, 'POST', 'directors/directors/', { ...harbourDirectorshipBody(gb), city: `Bris${LONE}tol` }, {
      city: [MESSAGES.loneSurrogate],
    });
  });

  it('is taken as a whole pair, an emoji stored as sent', async () => {
    const c = await openCandidate(ctx, validRequestBody({ checks: [{ type: 'employment' }] }));
    const answer = await c.call('POST', 'employers/employment-gap/', { ...gap, additional_notes: 'Travelling 🌍' });
    expect(answer.status).toBe(200);
    expect((await c.saved()).employment_gaps[0]?.additional_notes).toBe('Travelling 🌍');
  });
});

describe('lists beyond their bound', () => {
  it(`refuses ${MAX_ADDRESSES + 1} addresses, and 4,000, as the body's error`, async () => {
    const c = await openCandidate(ctx, validRequestBody({ checks: [{ type: 'criminal_record', level: ['basic'] }] }));
    const address = { country: c.countryId('GB'), street_address: '3 Mill Lane', city: 'Leeds', postal_code: 'LS1 4AP', period_residence_from: '2015-01-01' };
    for (const count of [MAX_ADDRESSES + 1, 4_000]) {
      await expectRefused(c, 'POST', 'details/address/', Array.from({ length: count }, () => address), {
        non_field_errors: [tooManyItemsMessage(MAX_ADDRESSES)],
      });
    }
  });

  it(`refuses ${MAX_PREVIOUS_NAMES + 1} previous names, and 5,000, on previous_names`, async () => {
    const c = await openCandidate(ctx, validRequestBody());
    for (const count of [MAX_PREVIOUS_NAMES + 1, 5_000]) {
      const body = { ...name, is_any_other_names: true, previous_names: Array.from({ length: count }, () => previousName) };
      await expectRefused(c, 'POST', 'details/name/', body, { previous_names: [tooManyItemsMessage(MAX_PREVIOUS_NAMES)] });
    }
  });

  it(`keeps ${MAX_EMPLOYMENT_GAPS} gaps and ${MAX_DIRECTORSHIPS} directorships, and refuses one more of each, keeping what was saved`, async () => {
    const c = await openCandidate(ctx, validRequestBody({ checks: [{ type: 'employment' }, { type: 'directorship' }] }));
    await answerPastDirectorships(c);
    const lines = [
      { path: 'employers/employment-gap/', body: gap, max: MAX_EMPLOYMENT_GAPS },
      { path: 'directors/directors/', body: harbourDirectorshipBody(c.countryId('GB')), max: MAX_DIRECTORSHIPS },
    ];
    for (const { path, body, max } of lines) {
      for (let saved = 0; saved < max; saved += 1) expect((await c.call('POST', path, body)).status).toBe(200);
      await expectRefused(c, 'POST', path, body, { non_field_errors: [tooManyItemsMessage(max)] });
    }
    const response = await c.saved();
    expect([response.employment_gaps.length, response.directorships.length]).toStrictEqual([MAX_EMPLOYMENT_GAPS, MAX_DIRECTORSHIPS]);
    // Two hundred saves one after another, each answering the whole growing response: a loaded machine needs a minute.
  }, 120_000);
});
