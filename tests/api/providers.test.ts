import { describe, expect, it } from 'vitest';
import { SIGNED_DOCUMENT_TYPES } from '../../domain/provider-status';
import type { CreatedRequest } from '../../domain/org-request.schema';
import type { ReferenceResponse } from '../../domain/reference-response';
import { providerStates, referenceResponses } from '../../server/db/schema';
import { signedDocumentKind, writeProviderState } from '../../server/providers/states';
import { getResponse } from './support/candidate';
import { tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();

interface Candidate {
  created: CreatedRequest;
  response: ReferenceResponse;
  responseId: number;
}

async function candidate(email = 'ada@example.com'): Promise<Candidate> {
  const created = await ctx.createRequest(validRequestBody({ candidate: { first_name: 'Ada', last_name: 'L', email } }));
  const response = await getResponse(ctx.app, created);
  const rows = await ctx.db.select({ id: referenceResponses.id, guid: referenceResponses.guid }).from(referenceResponses);
  return { created, response, responseId: rows.find((row) => row.guid === response.guid)!.id };
}

async function get(path: string, token?: string) {
  const answer = await ctx.app.request(path, { headers: token ? tokenHeaders(token) : {} });
  return { status: answer.status, body: (await answer.json()) as unknown };
}

/** Every status path of one candidate, with the guid each expects (request or response). */
function statusPaths({ created, response }: Candidate) {
  return {
    scrive: `/api/partner/scrive/consent_document/status/${created.guid}`,
    validate: `/api/providers/validate_id_check_provider/${response.guid}/`,
    trinsic: `/api/providers/trinsic/get_trinsic_results/${response.guid}/`,
    hooyu: `/api/providers/hooyu/${created.guid}/`,
    abandoned: `/api/providers/hooyu/is_abandoned/${created.guid}`,
    mistho: `/api/providers/mistho/orders?reference_request=${response.reference_request.id}`,
    clearstar: `/api/providers/clearstar_registration_id/${response.guid}/`,
  };
}

describe('provider status endpoints', () => {
  it('answer "nothing reported yet" for a fresh request', async () => {
    const me = await candidate();
    const token = me.created.user_token;
    const paths = statusPaths(me);
    for (const type of SIGNED_DOCUMENT_TYPES) {
      expect(await get(`/api/partner/scrive/${type}/status/${me.created.guid}`, token)).toStrictEqual({
        status: 200,
        body: { document_signed_and_sealed: false },
      });
    }
    expect(await get(paths.validate, token)).toStrictEqual({ status: 200, body: { is_trinsic_id_check: true } });
    expect(await get(paths.trinsic, token)).toStrictEqual({ status: 200, body: { success: false } });
    expect(await get(paths.hooyu, token)).toStrictEqual({ status: 200, body: { status: null, credit_status: null } });
    expect(await get(paths.abandoned, token)).toStrictEqual({ status: 200, body: { abandoned: false } });
    expect(await get(paths.mistho, token)).toStrictEqual({ status: 200, body: { results: [] } });
    expect(await get(paths.clearstar, token)).toStrictEqual({
      status: 200,
      body: { drug_screening: false, occupational_health: false },
    });
  });

  it('answer what the providers reported', async () => {
    const me = await candidate();
    const token = me.created.user_token;
    const paths = statusPaths(me);
    await writeProviderState(ctx.db, me.responseId, signedDocumentKind('moj_document'), { signed_and_sealed: true });
    await writeProviderState(ctx.db, me.responseId, 'identity', { provider: 'digital_id', digital_id_success: true });
    await writeProviderState(ctx.db, me.responseId, 'credit', { credit_status: 'PICKLIST' });
    await writeProviderState(ctx.db, me.responseId, 'instant_employment', {
      orders: [
        { id: 'ord_7Hq2', status: 'CANDIDATE_DECLINED', app_url: null },
        { id: 'ord_9Zx1', status: 'PENDING', app_url: 'https://income.example.com/embed/ord_9Zx1' },
      ],
    });
    await writeProviderState(ctx.db, me.responseId, 'registration', { drug_screening: true });
    await writeProviderState(ctx.db, me.responseId, 'registration', { occupational_health: true });

    expect(await get(`/api/partner/scrive/moj_document/status/${me.created.guid}`, token)).toStrictEqual({
      status: 200,
      body: { document_signed_and_sealed: true },
    });
    expect((await get(paths.scrive, token)).body).toStrictEqual({ document_signed_and_sealed: false });
    expect((await get(paths.validate, token)).body).toStrictEqual({ is_trinsic_id_check: true });
    expect((await get(paths.trinsic, token)).body).toStrictEqual({ success: true });
    expect((await get(paths.hooyu, token)).body).toStrictEqual({ status: null, credit_status: 'PICKLIST' });
    expect((await get(paths.mistho, token)).body).toStrictEqual({
      results: [
        { id: 'ord_7Hq2', status: 'CANDIDATE_DECLINED', app_url: null },
        { id: 'ord_9Zx1', status: 'PENDING', app_url: 'https://income.example.com/embed/ord_9Zx1' },
      ],
    });
    // Two registrations reported apart are both kept.
    expect((await get(paths.clearstar, token)).body).toStrictEqual({ drug_screening: true, occupational_health: true });
  });

  it('report the first provider when it was chosen', async () => {
    const me = await candidate();
    const token = me.created.user_token;
    const paths = statusPaths(me);
    await writeProviderState(ctx.db, me.responseId, 'identity', { provider: 'first_provider', first_provider_status: 'pending' });
    expect((await get(paths.validate, token)).body).toStrictEqual({ is_trinsic_id_check: false });
    expect((await get(paths.hooyu, token)).body).toStrictEqual({ status: 'pending', credit_status: null });
    expect((await get(paths.abandoned, token)).body).toStrictEqual({ abandoned: false });

    await writeProviderState(ctx.db, me.responseId, 'identity', { abandoned: true });
    expect((await get(paths.abandoned, token)).body).toStrictEqual({ abandoned: true });
    expect((await get(paths.hooyu, token)).body).toStrictEqual({ status: 'pending', credit_status: null });
  });

  it('treat a report that no longer fits its kind as nothing reported', async () => {
    const me = await candidate();
    await ctx.db.insert(providerStates).values({ responseId: me.responseId, kind: 'registration', data: { drug_screening: 'yes' } });
    expect((await get(statusPaths(me).clearstar, me.created.user_token)).body).toStrictEqual({
      drug_screening: false,
      occupational_health: false,
    });
  });

  it('answer 404 for an unknown e-signing document type', async () => {
    const me = await candidate();
    expect(await get(`/api/partner/scrive/passport_document/status/${me.created.guid}`, me.created.user_token)).toStrictEqual({
      status: 404,
      body: { detail: 'Not found.' },
    });
  });

  it('answer 401 without a token, or with an unknown one', async () => {
    const me = await candidate();
    for (const path of Object.values(statusPaths(me))) {
      expect(await get(path), path).toStrictEqual({ status: 401, body: { detail: 'Authentication credentials were not provided.' } });
      expect(await get(path, 'A'.repeat(43)), path).toStrictEqual({ status: 401, body: { detail: 'Invalid token.' } });
    }
  });

  it("answer 404 for another candidate's guids and request id, as for ones that do not exist", async () => {
    const me = await candidate();
    const them = await candidate('bob@example.com');
    await writeProviderState(ctx.db, them.responseId, 'credit', { credit_status: 'confirmed' });
    for (const path of Object.values(statusPaths(them))) {
      expect(await get(path, me.created.user_token), path).toStrictEqual({ status: 404, body: { detail: 'Not found.' } });
    }
    const missing = statusPaths({
      ...me,
      created: { ...me.created, guid: '00000000-0000-4000-8000-000000000000' },
      response: { ...me.response, guid: '00000000-0000-4000-8000-000000000001', reference_request: { ...me.response.reference_request, id: 999_999 } },
    });
    for (const path of Object.values(missing)) {
      expect(await get(path, me.created.user_token), path).toStrictEqual({ status: 404, body: { detail: 'Not found.' } });
    }
  });

  it('answer 404 when the path holds the request guid where the response guid belongs, and the other way round', async () => {
    const me = await candidate();
    const token = me.created.user_token;
    const swapped = statusPaths({ ...me, created: { ...me.created, guid: me.response.guid }, response: { ...me.response, guid: me.created.guid } });
    for (const [name, path] of Object.entries(swapped)) {
      if (name === 'mistho') continue;
      expect((await get(path, token)).status, path).toBe(404);
    }
  });

  it('accept the guids in upper case', async () => {
    const me = await candidate();
    const upper = statusPaths({
      ...me,
      created: { ...me.created, guid: me.created.guid.toUpperCase() },
      response: { ...me.response, guid: me.response.guid.toUpperCase() },
    });
    for (const path of Object.values(upper)) expect((await get(path, me.created.user_token)).status, path).toBe(200);
  });

  it('answer 400 on reference_request when the income-verification filter is missing or not a number', async () => {
    const me = await candidate();
    const token = me.created.user_token;
    for (const query of ['', '?reference_request=', '?other=1']) {
      expect(await get(`/api/providers/mistho/orders${query}`, token), query).toStrictEqual({
        status: 400,
        body: { reference_request: ['This field is required.'] },
      });
    }
    for (const query of ['?reference_request=abc', '?reference_request=1.5', '?reference_request=99999999999999999999']) {
      expect(await get(`/api/providers/mistho/orders${query}`, token), query).toStrictEqual({
        status: 400,
        body: { reference_request: ['A valid integer is required.'] },
      });
    }
  });

  it('are not cached', async () => {
    const me = await candidate();
    const answer = await ctx.app.request(statusPaths(me).trinsic, { headers: tokenHeaders(me.created.user_token) });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});
