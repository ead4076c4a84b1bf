/**
 * The drug screening and occupational health steps through the sandbox (server/routes/screening.ts,
 * docs/providers/screening.md): the widget's account details, the registration that completes a check, the
 * sandbox widget page, and what the hub and the write lock make of them.
 */
import { describe, expect, it } from 'vitest';
import type { CreatedRequest } from '../../domain/org-request.schema';
import type { RegistrationCheck } from '../../domain/provider-status';
import { getResponse, hubProgress } from './support/candidate';
import { PUBLIC_URL, tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();

const ACCOUNT_DETAILS = '/api/providers/clearstar_account_details';
const REGISTRATION = '/api/providers/screening_registration';
const DATA = { registration_id: 'SBX-1', service_id: 'SBX-DRUG-5PANEL', collection_site: { id: 'NY-0142' } };

/** A US request with both screening checks, whose steps the request then needs. */
const screeningRequest = (email = 'marcus@example.com', checks: RegistrationCheck[] = ['drug_screening', 'occupational_health']) =>
  ctx.createRequest(
    validRequestBody({
      candidate: { first_name: 'Marcus', last_name: 'Johnson', email },
      country: 'US',
      checks: checks.map((type) => ({ type })),
    }),
  );

async function get(path: string, token?: string) {
  const answer = await ctx.app.request(path, { headers: token ? tokenHeaders(token) : {} });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

async function register(token: string, body: unknown) {
  const answer = await ctx.app.request(REGISTRATION, {
    method: 'POST',
    headers: { ...tokenHeaders(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

async function flags(created: CreatedRequest) {
  const response = await getResponse(ctx.app, created);
  return (await get(`/api/providers/clearstar_registration_id/${response.guid}/`, created.user_token)).body;
}

async function sectionStatuses(created: CreatedRequest) {
  const hub = await hubProgress(ctx, created);
  return Object.fromEntries(hub.sections.map(({ section, status }) => [section, status]));
}

describe('GET /api/providers/clearstar_account_details', () => {
  it("answers the widget's account details for the check, with the specification's key names", async () => {
    const created = await screeningRequest();
    const answer = await get(`${ACCOUNT_DETAILS}?guid=${created.guid}&check=occupational_health&lang=fr`, created.user_token);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toStrictEqual([
      'authenication_token',
      'business_id',
      'customer_id',
      'service_id',
      'widget_url',
    ]);
    expect(answer.body.service_id).toBe('SBX-OCC-HEALTH');
    const widget = new URL(answer.body.widget_url as string);
    expect(widget.origin).toBe(PUBLIC_URL);
    expect(widget.pathname).toBe('/sandbox/screening/widget');
    expect(Object.fromEntries(widget.searchParams)).toStrictEqual({ service_id: 'SBX-OCC-HEALTH', lang: 'fr' });
  });

  it('opens the first check the request needs when none is named', async () => {
    const created = await screeningRequest();
    const answer = await get(`${ACCOUNT_DETAILS}?guid=${created.guid}`, created.user_token);
    expect(answer.body.service_id).toBe('SBX-DRUG-5PANEL');
  });

  it('answers 404 for another candidate’s guid or none, and 401 without a valid token', async () => {
    const mine = await screeningRequest();
    const theirs = await screeningRequest('other@example.com');
    expect((await get(`${ACCOUNT_DETAILS}?guid=${theirs.guid}`, mine.user_token)).status).toBe(404);
    expect((await get(ACCOUNT_DETAILS, mine.user_token)).status).toBe(404);
    expect((await get(`${ACCOUNT_DETAILS}?guid=${mine.guid}`)).status).toBe(401);
    expect((await get(`${ACCOUNT_DETAILS}?guid=${mine.guid}`, 'not-a-token')).status).toBe(401);
  });

  it('refuses a check the request does not need, naming the field', async () => {
    const created = await screeningRequest('a@example.com', ['drug_screening']);
    expect(await get(`${ACCOUNT_DETAILS}?guid=${created.guid}&check=occupational_health`, created.user_token)).toStrictEqual({
      status: 400,
      body: { check: ['This request does not need this check.'] },
    });
    expect((await get(`${ACCOUNT_DETAILS}?guid=${created.guid}&check=credit`, created.user_token)).body).toStrictEqual({
      check: ['Please select from the list'],
    });
    const none = await ctx.createRequest(validRequestBody({ candidate: { first_name: 'B', last_name: 'C', email: 'b@example.com' } }));
    expect((await get(`${ACCOUNT_DETAILS}?guid=${none.guid}`, none.user_token)).status).toBe(400);
  });
});

describe('POST /api/providers/screening_registration', () => {
  it('sets the flag of the check the registration was made for, and the hub shows that section complete', async () => {
    const created = await screeningRequest();
    expect(await flags(created)).toStrictEqual({ drug_screening: false, occupational_health: false });
    expect((await sectionStatuses(created)).drug_screening_services_check).toBe('todo');

    const answer = await register(created.user_token, { guid: created.guid, check: 'drug_screening', data: DATA });
    expect(answer).toStrictEqual({ status: 200, body: { drug_screening: true, occupational_health: false } });
    expect(await flags(created)).toStrictEqual({ drug_screening: true, occupational_health: false });
    const sections = await sectionStatuses(created);
    expect(sections.drug_screening_services_check).toBe('success');
    expect(sections.occupational_health_services_check).toBe('todo');

    await register(created.user_token, {
      guid: created.guid,
      check: 'occupational_health',
      data: { ...DATA, registration_id: 'SBX-2', service_id: 'SBX-OCC-HEALTH' },
    });
    expect(await flags(created)).toStrictEqual({ drug_screening: true, occupational_health: true });
  });

  it.each([
    ['no body fields', {}, ['guid', 'check', 'data']],
    ['an unknown check', { check: 'credit', data: DATA }, ['check']],
    ['data without a registration id', { check: 'drug_screening', data: { service_id: 'x' } }, ['data.registration_id']],
    ['an empty registration id', { check: 'drug_screening', data: { registration_id: '  ' } }, ['data.registration_id']],
    ['data that is not an object', { check: 'drug_screening', data: 'booked' }, ['data']],
  ])('answers 400 naming the fields for %s', async (_case, body, fields) => {
    const created = await screeningRequest();
    const answer = await register(created.user_token, { guid: created.guid, ...body });
    if (!('guid' in body) && fields.includes('guid')) {
      const bare = await register(created.user_token, body);
      expect(bare.status).toBe(400);
      expect(Object.keys(bare.body).sort()).toStrictEqual([...fields].sort());
      return;
    }
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body).sort()).toStrictEqual([...fields].sort());
    expect(await flags(created)).toStrictEqual({ drug_screening: false, occupational_health: false });
  });

  it('answers 400 for a check the request does not need', async () => {
    const created = await screeningRequest('d@example.com', ['drug_screening']);
    expect(await register(created.user_token, { guid: created.guid, check: 'occupational_health', data: DATA })).toStrictEqual({
      status: 400,
      body: { check: ['This request does not need this check.'] },
    });
  });

  it('answers 404 for another candidate’s guid and changes nothing of theirs', async () => {
    const mine = await screeningRequest();
    const theirs = await screeningRequest('other@example.com');
    const answer = await register(mine.user_token, { guid: theirs.guid, check: 'drug_screening', data: DATA });
    expect(answer.status).toBe(404);
    expect(await flags(theirs)).toStrictEqual({ drug_screening: false, occupational_health: false });
    expect(await flags(mine)).toStrictEqual({ drug_screening: false, occupational_health: false });
  });

  it('answers 409 once the request is completed, and keeps the flags as they were', async () => {
    const created = await ctx.createRequest({
      ...validRequestBody({ country: 'US', checks: [{ type: 'drug_screening' }] }),
      sandbox_state: 'completed',
    });
    const before = await flags(created);
    expect(await register(created.user_token, { guid: created.guid, check: 'drug_screening', data: DATA })).toStrictEqual({
      status: 409,
      body: { detail: 'This form has already been submitted and can no longer be changed.' },
    });
    expect(await flags(created)).toStrictEqual(before);
  });
});

describe('the sandbox widget page', () => {
  const page = (query: string) => ctx.app.request(`/sandbox/screening/widget?${query}`);

  it('says it is a sandbox, may be framed by our own origin only, and allows its script by hash', async () => {
    const answer = await page('service_id=SBX-DRUG-5PANEL&lang=en');
    expect(answer.status).toBe(200);
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const html = await answer.text();
    expect(html).toContain('Sandbox: this is a test collection-site widget.');
    expect(html).toContain(`data-parent-origin="${PUBLIC_URL}"`);
  });

  it('lists the sites within the distance of the zip code, nearest first, for the check', async () => {
    const html = await (await page('service_id=SBX-DRUG-5PANEL&zip=10001&distance=5')).text();
    const names = [...html.matchAll(/<h3>([^<]+)<\/h3>/g)].map((match) => match[1]);
    expect(names).toStrictEqual([
      'Midtown Occupational Health Clinic',
      'Murray Hill Collection Center',
      'Harbor Point Workplace Testing',
      'Brooklyn Heights Lab Services',
    ]);
    expect(html).toContain('0.1 miles away');
    // The occupational health service lists only the sites collecting for it.
    const occupational = await (await page('service_id=SBX-OCC-HEALTH&zip=10001&distance=5')).text();
    expect(occupational).not.toContain('Murray Hill Collection Center');
  });

  it('refuses a zip code that is not five digits, or one the sandbox does not know', async () => {
    const invalid = await page('service_id=SBX-DRUG-5PANEL&zip=1000A');
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain('Enter a zip code of five digits');
    const unknown = await page('service_id=SBX-DRUG-5PANEL&zip=99999');
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('The sandbox has no sites near this zip code.');
  });

  it('answers 404 for a service it does not know, and speaks the language asked for', async () => {
    expect((await page('service_id=nope')).status).toBe(404);
    expect(await (await page('service_id=SBX-DRUG-5PANEL&lang=es')).text()).toContain('Elija un centro de recogida');
  });
});
