import { describe, expect, it } from 'vitest';
import { companies } from '../../server/db/schema';
import { getResponse, scenarioBody } from './support/candidate';
import { orgHeaders, tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();

function nzCode(query: string, token?: string) {
  return ctx.app.request(`/api/accounts/nz_company_code/${query}`, { headers: token ? tokenHeaders(token) : {} });
}

describe('GET /api/accounts/nz_company_code/?company_id={id}', () => {
  it("answers the code of the token's company", async () => {
    const created = await ctx.createRequest(scenarioBody('completed', 'completed'));
    const { reference_request: request } = await getResponse(ctx.app, created);
    const answer = await nzCode(`?company_id=${request.company_id}`, created.user_token);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toStrictEqual({ code: 'KCF-2231' });
    // As Django REST Framework reads an integer: surrounding spaces and a zero fraction are fine.
    expect((await nzCode(`?company_id=%20${request.company_id}.0`, created.user_token)).status).toBe(200);
  });

  it('answers 404 when the company has no code', async () => {
    const created = await ctx.createRequest(validRequestBody({ company: { name: 'No Code Ltd' } }));
    const { reference_request: request } = await getResponse(ctx.app, created);
    const answer = await nzCode(`?company_id=${request.company_id}`, created.user_token);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toStrictEqual({ detail: 'Not found.' });
  });

  it("answers 404 for another request's company, as for one that does not exist", async () => {
    const mine = await ctx.createRequest(validRequestBody({ company: { name: 'Mine Ltd', nz_company_code: 'MINE-1' } }));
    const theirs = await ctx.createRequest(validRequestBody({ company: { name: 'Theirs Ltd', nz_company_code: 'THEIRS-2' } }));
    const { reference_request: their } = await getResponse(ctx.app, theirs);
    for (const id of [their.company_id, 999_999]) {
      const answer = await nzCode(`?company_id=${id}`, mine.user_token);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toStrictEqual({ detail: 'Not found.' });
    }
  });

  it('answers 400 on company_id when it is missing or not a number', async () => {
    const created = await ctx.createRequest();
    for (const query of ['', '?company_id=', '?company=1']) {
      const answer = await nzCode(query, created.user_token);
      expect(answer.status, query).toBe(400);
      expect(await answer.json()).toStrictEqual({ company_id: ['This field is required.'] });
    }
    for (const query of ['?company_id=one', '?company_id=1e3', '?company_id=2.5']) {
      const answer = await nzCode(query, created.user_token);
      expect(answer.status, query).toBe(400);
      expect(await answer.json()).toStrictEqual({ company_id: ['A valid integer is required.'] });
    }
  });

  it('answers 401 without a token or with an unknown one', async () => {
    const created = await ctx.createRequest(scenarioBody('completed', 'completed'));
    const { reference_request: request } = await getResponse(ctx.app, created);
    const none = await nzCode(`?company_id=${request.company_id}`);
    expect(none.status).toBe(401);
    expect(await none.json()).toStrictEqual({ detail: 'Authentication credentials were not provided.' });
    const unknown = await nzCode(`?company_id=${request.company_id}`, 'A'.repeat(43));
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toStrictEqual({ detail: 'Invalid token.' });
  });

  it('keeps a stored code when the organisation sends the company again without one, and replaces it when given', async () => {
    await ctx.createRequest(validRequestBody({ company: { name: 'Kauri Coast Forestry Ltd', nz_company_code: 'KCF-2231' } }));
    await ctx.createRequest(validRequestBody({ company: { name: 'Kauri Coast Forestry Ltd' } }));
    expect((await ctx.db.select().from(companies)).map((row) => row.nzCompanyCode)).toEqual(['KCF-2231']);
    await ctx.createRequest(validRequestBody({ company: { name: 'Kauri Coast Forestry Ltd', nz_company_code: 'KCF-9000' } }));
    expect((await ctx.db.select().from(companies)).map((row) => row.nzCompanyCode)).toEqual(['KCF-9000']);
  });

  it('is refused as a company field longer than 60 characters', async () => {
    const answer = await ctx.app.request('/api/org/requests', {
      method: 'POST',
      headers: orgHeaders(),
      body: JSON.stringify(validRequestBody({ company: { name: 'Long Code Ltd', nz_company_code: 'X'.repeat(61) } })),
    });
    expect(answer.status).toBe(400);
    expect(Object.keys((await answer.json()) as object)).toEqual(['company.nz_company_code']);
  });
});

describe('GET /api/settings/', () => {
  it('answers the completion page links without a token, cacheable for five minutes', async () => {
    const answer = await ctx.app.request('/api/settings/');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await answer.json()).toStrictEqual({
      help_centre_url: 'https://help.example.com/candidates',
      career_passport_url: 'https://passport.example.com/',
    });
  });

  it('answers the configured links', async () => {
    ctx.makeApp({
      config: { helpCentreUrl: 'https://support.checks.example.org/help', careerPassportUrl: 'https://career.example.org/' },
    });
    const answer = await ctx.app.request('/api/settings/', { headers: { authorization: 'Token whatever' } });
    expect(await answer.json()).toStrictEqual({
      help_centre_url: 'https://support.checks.example.org/help',
      career_passport_url: 'https://career.example.org/',
    });
  });
});
