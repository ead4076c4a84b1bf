/**
 * The consent saves (spec 000 §7): POST and PUT .../dbs_declaration_consent/dbs_consent/ (the UK and the Scottish
 * disclosure consent) and PUT .../cifas_declaration_consent/cifas_consent/. The shared schema judges the body, the
 * server stamps disclosure_signed_at, the answer is the saved reference response, and only the token's own open
 * request may be written.
 */
import { describe, expect, it } from 'vitest';
import { DBS_CONSENTS, SCOTTISH_CONSENTS } from '../../domain/consents/disclosure-consents';
import { MESSAGES } from '../../domain/messages';
import type { CreatedRequest, OrgRequestInput } from '../../domain/org-request.schema';
import { disclosureConsents } from '../../server/db/schema';
import { DETAILS } from '../../server/errors';
import { LOCKED_DETAILS } from '../../server/requests/write-lock';
import { getResponse } from './support/candidate';
import { tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();

const NOW = new Date('2026-03-02T10:15:00.000Z');
const DBS = 'dbs_declaration_consent/dbs_consent';
const CIFAS = 'cifas_declaration_consent/cifas_consent';

const enhancedRequest = (extra: Partial<OrgRequestInput> = {}) =>
  validRequestBody({ checks: [{ type: 'criminal_record', level: ['enhanced'] }], ...extra });
const scottishRequest = (level: string[]) =>
  validRequestBody({ checks: [{ type: 'criminal_record', level, region: 'scotland' }] });
const cifasRequest = (extra: Partial<OrgRequestInput> = {}) =>
  validRequestBody({ checks: [{ type: 'financial_regulatory', level: ['cifas'] }], ...extra });

const ticked = (ids: readonly string[]) => Object.fromEntries(ids.map((id) => [id, true]));
const dbsBody = { declaration: true, consents: ticked(DBS_CONSENTS.enhanced) };

async function send(
  method: 'POST' | 'PUT',
  created: CreatedRequest,
  path: string,
  body: unknown,
  options: { token?: string; responseGuid?: string; raw?: string } = {},
) {
  const responseGuid = options.responseGuid ?? (await getResponse(ctx.app, created)).guid;
  return ctx.app.request(`/api/oneform/${created.guid}/${responseGuid}/${path}/`, {
    method,
    headers: { ...tokenHeaders(options.token ?? created.user_token), 'content-type': 'application/json' },
    body: options.raw ?? JSON.stringify(body),
  });
}

describe('POST .../dbs_declaration_consent/dbs_consent/ (the UK consent)', () => {
  it('records the consent at the server’s time, whatever time the client sends, and answers the response', async () => {
    ctx.setNow(NOW);
    const created = await ctx.createRequest(enhancedRequest());
    const answer = await send('POST', created, DBS, { ...dbsBody, disclosure_signed_at: '1999-12-31T23:59:59Z' });
    expect(answer.status).toBe(200);
    const saved = await getResponse(ctx.app, created);
    expect(await answer.json()).toStrictEqual(saved);
    expect(saved.disclosure_signed_at).toBe(NOW.toISOString());

    const [record] = await ctx.db.select().from(disclosureConsents);
    expect(record).toMatchObject({
      step: 'dbs_consent',
      declaration: true,
      consents: [...DBS_CONSENTS.enhanced],
      signedAt: NOW,
    });
  });

  it('records a later save at its own time', async () => {
    ctx.setNow(NOW);
    const created = await ctx.createRequest(enhancedRequest());
    await send('POST', created, DBS, dbsBody);
    const later = new Date(NOW.getTime() + 60_000);
    ctx.setNow(later);
    await send('POST', created, DBS, dbsBody);
    expect((await getResponse(ctx.app, created)).disclosure_signed_at).toBe(later.toISOString());
    expect(await ctx.db.select().from(disclosureConsents)).toHaveLength(1);
  });

  it('asks the consents of each level the request has', async () => {
    const created = await ctx.createRequest(
      validRequestBody({ checks: [{ type: 'criminal_record', level: ['standard', 'basic'] }] }),
    );
    const answer = await send('POST', created, DBS, { declaration: true, consents: {} });
    expect(answer.status).toBe(400);
    expect(Object.keys(await answer.json())).toStrictEqual(
      [...DBS_CONSENTS.standard, ...DBS_CONSENTS.basic].map((id) => `consents.${id}`),
    );
  });

  it.each([
    ['an unticked declaration', { ...dbsBody, declaration: false }, { declaration: [MESSAGES.consentRequired] }],
    [
      'an unticked consent',
      { ...dbsBody, consents: { ...dbsBody.consents, dbs_enhanced_barred_lists: false } },
      { 'consents.dbs_enhanced_barred_lists': [MESSAGES.consentRequired] },
    ],
    [
      'a missing consent',
      { declaration: true, consents: { ...dbsBody.consents, dbs_enhanced_update_service: undefined } },
      { 'consents.dbs_enhanced_update_service': [MESSAGES.consentRequired] },
    ],
    [
      'a string for a box',
      { ...dbsBody, declaration: 'on' },
      { declaration: ['Invalid type: Expected boolean but received "on"'] },
    ],
    [
      'a list instead of an object',
      [dbsBody],
      { non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] },
    ],
  ])('refuses %s with 400 and saves nothing', async (_case, body, errors) => {
    const created = await ctx.createRequest(enhancedRequest());
    const answer = await send('POST', created, DBS, body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual(errors);
    expect((await getResponse(ctx.app, created)).disclosure_signed_at).toBeNull();
    expect(await ctx.db.select().from(disclosureConsents)).toHaveLength(0);
  });

  it('refuses a body that is not JSON', async () => {
    const created = await ctx.createRequest(enhancedRequest());
    const answer = await send('POST', created, DBS, null, { raw: '{"declaration":' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual({ detail: DETAILS.malformedJson });
  });

  it('answers 401 without a valid token and 404 for another candidate’s request, writing nothing', async () => {
    const mine = await ctx.createRequest(enhancedRequest());
    const theirs = await ctx.createRequest(enhancedRequest());
    const theirResponse = await getResponse(ctx.app, theirs);

    expect((await send('POST', mine, DBS, dbsBody, { token: 'not-a-token' })).status).toBe(401);
    expect((await send('POST', theirs, DBS, dbsBody, { token: mine.user_token })).status).toBe(404);
    expect((await send('POST', mine, DBS, dbsBody, { responseGuid: theirResponse.guid })).status).toBe(404);
    expect((await getResponse(ctx.app, mine)).disclosure_signed_at).toBeNull();
    expect((await getResponse(ctx.app, theirs)).disclosure_signed_at).toBeNull();
  });

  it.each([
    ['completed', LOCKED_DETAILS.done],
    ['expired', LOCKED_DETAILS.expired],
  ] as const)('refuses with 409 once the request is %s', async (state, detail) => {
    const created = await ctx.createRequest({ ...enhancedRequest(), sandbox_state: state });
    const before = await getResponse(ctx.app, created);
    const answer = await send('POST', created, DBS, dbsBody);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toStrictEqual({ detail });
    expect((await getResponse(ctx.app, created)).disclosure_signed_at).toBe(before.disclosure_signed_at);
  });

  it('answers 404 when the request asks the Scottish consent, or none', async () => {
    expect((await send('POST', await ctx.createRequest(scottishRequest(['basic'])), DBS, dbsBody)).status).toBe(404);
    expect((await send('POST', await ctx.createRequest(cifasRequest()), DBS, dbsBody)).status).toBe(404);
  });

  it('completes the step the hub reads', async () => {
    const created = await ctx.createRequest(enhancedRequest());
    await send('POST', created, DBS, dbsBody);
    const complete = await ctx.app.request(
      `/api/oneform/${created.guid}/${(await getResponse(ctx.app, created)).guid}/complete/`,
      {
        method: 'POST',
        headers: tokenHeaders(created.user_token),
      },
    );
    expect((await complete.json()).missing_sections).not.toContain('dbs_declaration_consent');
  });
});

describe('PUT .../dbs_declaration_consent/dbs_consent/ (the Disclosure Scotland consent)', () => {
  it.each([
    ['basic', SCOTTISH_CONSENTS.basic],
    ['standard', SCOTTISH_CONSENTS.standard],
  ] as const)('records the %s consents', async (level, ids) => {
    ctx.setNow(NOW);
    const created = await ctx.createRequest(scottishRequest([level]));
    const answer = await send('PUT', created, DBS, { consents: ticked(ids) });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { disclosure_signed_at: string }).disclosure_signed_at).toBe(NOW.toISOString());
    expect(await ctx.db.select().from(disclosureConsents)).toMatchObject([
      { step: 'ds_consent', declaration: false, consents: [...ids] },
    ]);
  });

  it('refuses each unticked consent on its own field', async () => {
    const created = await ctx.createRequest(scottishRequest(['basic']));
    const answer = await send('PUT', created, DBS, { consents: { ds_basic_application: true } });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual({
      'consents.ds_basic_identity': [MESSAGES.consentRequired],
      'consents.ds_basic_result_sharing': [MESSAGES.consentRequired],
    });
    expect((await getResponse(ctx.app, created)).disclosure_signed_at).toBeNull();
  });

  it('answers 404 on a request that asks the UK consent', async () => {
    const created = await ctx.createRequest(enhancedRequest());
    expect((await send('PUT', created, DBS, { consents: ticked(SCOTTISH_CONSENTS.basic) })).status).toBe(404);
  });

  it('answers 401, 404 and 409 as every save does', async () => {
    const mine = await ctx.createRequest(scottishRequest(['basic']));
    const theirs = await ctx.createRequest(scottishRequest(['basic']));
    const body = { consents: ticked(SCOTTISH_CONSENTS.basic) };
    expect((await send('PUT', mine, DBS, body, { token: 'wrong' })).status).toBe(401);
    expect((await send('PUT', theirs, DBS, body, { token: mine.user_token })).status).toBe(404);
    const done = await ctx.createRequest({ ...scottishRequest(['basic']), sandbox_state: 'completed' });
    expect((await send('PUT', done, DBS, body)).status).toBe(409);
  });
});

describe('PUT .../cifas_declaration_consent/cifas_consent/', () => {
  it('records the agreement and answers it', async () => {
    const created = await ctx.createRequest(cifasRequest());
    const answer = await send('PUT', created, CIFAS, { agree_to_fup: true });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { agree_to_fup: boolean }).agree_to_fup).toBe(true);
    expect((await getResponse(ctx.app, created)).agree_to_fup).toBe(true);
  });

  it.each([
    [{ agree_to_fup: false }, { agree_to_fup: [MESSAGES.consentRequired] }],
    [{}, { agree_to_fup: [MESSAGES.consentRequired] }],
    [{ agree_to_fup: 'yes' }, { agree_to_fup: ['Invalid type: Expected boolean but received "yes"'] }],
  ])('refuses %o', async (body, errors) => {
    const created = await ctx.createRequest(cifasRequest());
    const answer = await send('PUT', created, CIFAS, body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual(errors);
    expect((await getResponse(ctx.app, created)).agree_to_fup).toBeNull();
  });

  it('answers 401, 404 (another request, or one without the fraud check) and 409', async () => {
    const mine = await ctx.createRequest(cifasRequest());
    const theirs = await ctx.createRequest(cifasRequest());
    expect((await send('PUT', mine, CIFAS, { agree_to_fup: true }, { token: 'wrong' })).status).toBe(401);
    expect((await send('PUT', theirs, CIFAS, { agree_to_fup: true }, { token: mine.user_token })).status).toBe(404);
    expect((await send('PUT', await ctx.createRequest(enhancedRequest()), CIFAS, { agree_to_fup: true })).status).toBe(
      404,
    );
    const expired = await ctx.createRequest(cifasRequest({ sandbox_state: 'expired' }));
    const answer = await send('PUT', expired, CIFAS, { agree_to_fup: true });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toStrictEqual({ detail: LOCKED_DETAILS.expired });
  });

  it('does not answer POST on the fraud-prevention path', async () => {
    const created = await ctx.createRequest(cifasRequest());
    expect((await send('POST', created, CIFAS, { agree_to_fup: true })).status).toBe(404);
    expect((await getResponse(ctx.app, created)).agree_to_fup).toBeNull();
  });
});
