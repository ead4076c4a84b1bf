/**
 * PUT /api/oneform/{guid}/{responseGuid}/acic-documents/name-change/ (spec 001 §7 "Name-change save"): the community
 * confirmation's answer alone, on the identity record, never touching the identity step's other answers.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import type { CreatedRequest } from '../../domain/org-request.schema';
import { isStepComplete } from '../../domain/progress';
import { unknownProviderStatuses } from '../../domain/provider-status';
import type { Country, ReferenceResponse } from '../../domain/reference-response';
import { getResponse, postDetails, scenarioBody } from './support/candidate';
import { tokenHeaders, useTestApp } from './support/test-app';

const ctx = useTestApp();
const NOW = new Date('2026-11-21T06:00:00Z');
const TODAY = '2026-11-21';
const FIELD = 'has_different_name_in_acic_documents';

interface Candidate {
  created: CreatedRequest;
  response: ReferenceResponse;
  put(body: unknown, options?: { token?: string; responseGuid?: string; raw?: string }): Promise<Response>;
}

async function candidate(body = scenarioBody('au-acic')): Promise<Candidate> {
  const created = await ctx.createRequest(body);
  const response = await getResponse(ctx.app, created);
  return {
    created,
    response,
    put: async (answer, { token = created.user_token, responseGuid = response.guid, raw } = {}) =>
      ctx.app.request(`/api/oneform/${created.guid}/${responseGuid}/acic-documents/name-change/`, {
        method: 'PUT',
        headers: { ...tokenHeaders(token), 'content-type': 'application/json' },
        body: raw ?? JSON.stringify(answer),
      }),
  };
}

const complete = (step: 'id' | 'acic_documents_confirmation', response: ReferenceResponse) =>
  isStepComplete(step, { response, providers: unknownProviderStatuses(), documentTypes: [], today: TODAY });

async function saved(answer: Response): Promise<ReferenceResponse> {
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()) as ReferenceResponse;
}

/** An ACIC candidate's identity answers: passport, no licences, Australian citizen. */
async function saveIdStep(c: Candidate) {
  const countries = (await (await ctx.app.request('/api/countries/', { headers: tokenHeaders(c.created.user_token) })).json()) as Country[];
  const au = countries.find((country) => country.short_name === 'AU')!.id;
  const answer = await postDetails(ctx.app, c.created, c.response.guid, 'id', {
    is_current_passport: true,
    passport_number: 'PA1234567',
    passport_issue_country: au,
    passport_issue_date: '2021-01-05',
    passport_expiry_date: '2031-01-05',
    passport_type: 'ordinary',
    is_current_driving_license: false,
    is_current_firearms_license: false,
    citizenship: 'AU',
    is_conviction: false,
  });
  return saved(answer);
}

describe('PUT /api/oneform/{guid}/{responseGuid}/acic-documents/name-change/', () => {
  it('saves Yes before the identity step: a record holding only the answer, the identity step still to do', async () => {
    ctx.setNow(NOW);
    const c = await candidate();
    expect(c.response.candidate_id_document_details).toBeNull();
    const body = await saved(await c.put({ [FIELD]: true }));
    expect(body.candidate_id_document_details).toMatchObject({ is_completed: false, [FIELD]: true, passport_number: null });
    expect(complete('id', body)).toBe(false);
    // Yes without a certificate does not complete the confirmation.
    expect(complete('acic_documents_confirmation', body)).toBe(false);
    expect(await getResponse(ctx.app, c.created)).toStrictEqual(body);

    // The identity step saved afterwards completes its record and keeps the answer.
    const afterId = await saveIdStep(c);
    expect(afterId.candidate_id_document_details).toMatchObject({ is_completed: true, passport_number: 'PA1234567', [FIELD]: true });
  });

  it('saves No over the identity step’s record, leaving its answers as they were, and completes the confirmation', async () => {
    ctx.setNow(NOW);
    const c = await candidate();
    const before = (await saveIdStep(c)).candidate_id_document_details!;
    expect(before[FIELD]).toBeNull();
    const body = await saved(await c.put({ [FIELD]: false }));
    expect(body.candidate_id_document_details).toStrictEqual({ ...before, [FIELD]: false });
    expect(complete('acic_documents_confirmation', body)).toBe(true);
    expect(complete('id', body)).toBe(true);

    // A changed mind is saved the same way.
    const changed = await saved(await c.put({ [FIELD]: true }));
    expect(changed.candidate_id_document_details).toStrictEqual({ ...before, [FIELD]: true });
  });

  it.each([
    ['a missing answer', {}, MESSAGES.selectYesOrNo],
    ['a null answer', { [FIELD]: null }, MESSAGES.selectYesOrNo],
    ['a text answer', { [FIELD]: 'yes' }, MESSAGES.selectFromList],
    ['a number', { [FIELD]: 1 }, MESSAGES.selectFromList],
  ])('refuses %s with 400 naming the field, saving nothing', async (_name, body, message) => {
    ctx.setNow(NOW);
    const c = await candidate();
    const answer = await c.put(body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual({ [FIELD]: [message] });
    expect((await getResponse(ctx.app, c.created)).candidate_id_document_details).toBeNull();
  });

  it('refuses a body that is not JSON', async () => {
    ctx.setNow(NOW);
    const c = await candidate();
    const answer = await c.put(null, { raw: '{"has_different_name' });
    expect(answer.status).toBe(400);
    expect((await getResponse(ctx.app, c.created)).candidate_id_document_details).toBeNull();
  });

});
