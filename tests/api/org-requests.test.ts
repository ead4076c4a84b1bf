import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrgRequestInput } from '../../domain/org-request.schema';
import type { ReferenceResponse } from '../../domain/reference-response';
import { queryRows } from '../../server/db/client';
import { checks, companies, countries, referenceRequests, referenceResponses } from '../../server/db/schema';
import { ORG_API_KEY, PUBLIC_URL, orgHeaders, tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function post(body: unknown, headers: Record<string, string> = orgHeaders()) {
  return ctx.app.request('/api/org/requests', {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function rowCount(table: 'reference_requests' | 'checks' | 'reference_responses' | 'companies') {
  const [row] = await queryRows<{ n: number }>(ctx.db, sql.raw(`select count(*)::int as n from ${table}`));
  return row!.n;
}

describe('POST /api/org/requests', () => {
  it('creates a request and answers 201 {guid, user_token, url}', async () => {
    const response = await post(validRequestBody());
    expect(response.status).toBe(201);
    const body = (await response.json()) as Record<string, string>;
    expect(Object.keys(body).sort()).toStrictEqual(['guid', 'url', 'user_token']);
    expect(body.guid).toMatch(UUID);
    // 32 random bytes, base64url without padding.
    expect(body.user_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.url).toBe(`${PUBLIC_URL}/candidate-feedback?guid=${body.guid}&user_token=${body.user_token}`);

    // The link's token opens the link's request.
    const url = new URL(body.url!);
    const oneform = await ctx.app.request(`/api/oneform/${url.searchParams.get('guid')}/`, {
      headers: tokenHeaders(url.searchParams.get('user_token')!),
    });
    expect(oneform.status).toBe(200);
  });

  it('creates the request, its checks and an empty response together', async () => {
    await post(validRequestBody({ checks: [{ type: 'criminal_record', level: ['enhanced'] }, { type: 'right_to_work' }] }));
    expect(await rowCount('reference_requests')).toBe(1);
    expect(await rowCount('checks')).toBe(2);
    expect(await rowCount('reference_responses')).toBe(1);
    const [response] = await ctx.db.select().from(referenceResponses);
    expect(response!.status).toBe('in_progress');
    expect(response!.completedAt).toBeNull();
  });

  it('applies the defaults: 30 days to expiry, five years of employment, the request country for checks', async () => {
    const now = new Date('2031-03-01T09:00:00.000Z');
    ctx.setNow(now);
    await post(validRequestBody({ country: 'FR' }));
    const [request] = await ctx.db.select().from(referenceRequests);
    expect(request!.expireDate.toISOString()).toBe('2031-03-31T09:00:00.000Z');
    expect(request!.minimumCriteriaCountType).toBe('year');
    expect(request!.criteriaCount).toBe(5);
    expect(request!.allowPersonalEmailAddress).toBe(false);
    const [fr] = await ctx.db.select().from(countries).where(eq(countries.shortName, 'FR'));
    const [check] = await ctx.db.select().from(checks);
    expect(request!.countryId).toBe(fr!.id);
    expect(check!.countryId).toBe(fr!.id);
    expect(check!.title).toBe('Criminal Record');
  });

  it('stores the token only as its sha256', async () => {
    // Without an invitation: a waiting e-mail holds the link until it is sent (docs/decisions/0030).
    const { user_token } = await ctx.createRequest(validRequestBody({ send_invitation: false }));
    const [request] = await ctx.db.select().from(referenceRequests);
    expect(request!.tokenHash).toBe(createHash('sha256').update(user_token).digest('hex'));

    // No column of any table holds the token itself.
    const tables = await queryRows<{ tablename: string }>(ctx.db, sql`select tablename from pg_tables where schemaname = 'public'`);
    for (const { tablename } of tables) {
      const rows = await queryRows<{ row: string }>(ctx.db, sql.raw(`select t::text as row from "${tablename}" t`));
      for (const { row } of rows) expect(row).not.toContain(user_token);
    }
  });

  it('finds the company by name, and a new logo replaces the old one', async () => {
    await ctx.createRequest(validRequestBody({ company: { name: 'Same Co', logo_url: 'https://example.com/a.png' } }));
    await ctx.createRequest(validRequestBody({ company: { name: 'Same Co' } }));
    let rows = await ctx.db.select().from(companies);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.logoUrl).toBe('https://example.com/a.png');

    await ctx.createRequest(validRequestBody({ company: { name: 'Same Co', logo_url: 'https://example.com/b.png' } }));
    rows = await ctx.db.select().from(companies);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.logoUrl).toBe('https://example.com/b.png');
    expect(await rowCount('reference_requests')).toBe(3);
  });

  it('stores the company contact and answers it on the reference response; a later request without one keeps it', async () => {
    const contact = { contact_email: ' hr@samecare.example ', contact_phone: '+44 20 7946 0000' };
    const first = await ctx.createRequest(validRequestBody({ company: { name: 'Same Care', ...contact } }));
    const second = await ctx.createRequest(validRequestBody({ company: { name: 'Same Care' } }));

    for (const created of [first, second]) {
      const oneform = await ctx.app.request(`/api/oneform/${created.guid}/`, { headers: tokenHeaders(created.user_token) });
      const { reference_request } = (await oneform.json()) as ReferenceResponse;
      expect([reference_request.company_contact_email, reference_request.company_contact_phone]).toEqual([
        'hr@samecare.example',
        '+44 20 7946 0000',
      ]);
    }

    const other = await ctx.createRequest(validRequestBody({ company: { name: 'Quiet Ltd' } }));
    const oneform = await ctx.app.request(`/api/oneform/${other.guid}/`, { headers: tokenHeaders(other.user_token) });
    const { reference_request } = (await oneform.json()) as ReferenceResponse;
    expect([reference_request.company_contact_email, reference_request.company_contact_phone]).toEqual([null, null]);
  });

  describe('validation (400, DRF-style, naming the field)', () => {
    const base = validRequestBody();
    const cases: [string, unknown, Record<string, string[]>][] = [
      ['a missing company name', { ...base, company: {} }, { 'company.name': ['This field is required.'] }],
      ['a blank first name', { ...base, candidate: { ...base.candidate, first_name: '   ' } }, { 'candidate.first_name': ['This field may not be blank.'] }],
      ['a bad email', { ...base, candidate: { ...base.candidate, email: 'nope' } }, { 'candidate.email': ['Enter a valid email address.'] }],
      ['a bad company contact email', { ...base, company: { name: 'Acme', contact_email: 'hr at acme' } }, { 'company.contact_email': ['Enter a valid email address.'] }],
      ['a company contact phone with letters', { ...base, company: { name: 'Acme', contact_phone: 'call reception' } }, { 'company.contact_phone': ['Enter a phone number of digits, with spaces, brackets or hyphens.'] }],
      ['a lower-case country', { ...base, country: 'gb' }, { country: ['Use an ISO 3166-1 alpha-2 code, e.g. GB.'] }],
      ['an unknown country', { ...base, country: 'ZZ' }, { country: ['Unknown country code.'] }],
      ['no checks', { ...base, checks: [] }, { checks: ['Request at least one check.'] }],
      ['an unknown check type', { ...base, checks: [{ type: 'astrology' }] }, { 'checks.0.type': ['Unknown check type.'] }],
      ["an unknown check country", { ...base, checks: [{ type: 'credit' }, { type: 'civil', country: 'QQ' }] }, { 'checks.1.country': ['Unknown country code.'] }],
      ['a bad expiry', { ...base, expire_date: 'next week' }, { expire_date: ['Use an ISO 8601 timestamp.'] }],
      ['a past expiry', { ...base, expire_date: '2001-01-01T00:00:00.000Z' }, { expire_date: ['The expiry date must be in the future.'] }],
      ['an unknown sandbox state', { ...base, sandbox_state: 'exploded' }, { sandbox_state: [expect.any(String) as unknown as string] }],
      ['a body that is not an object', [base], { non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] }],
    ];

    it.each(cases)('rejects %s', async (_name, body, errors) => {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toStrictEqual(errors);
      expect(await rowCount('reference_requests')).toBe(0);
      expect(await rowCount('companies')).toBe(0);
    });

    it('reports every invalid field at once', async () => {
      const response = await post({ ...base, country: 'ZZ', checks: [{ type: 'civil', country: 'QQ' }], expire_date: '2001-01-01T00:00:00Z' });
      expect(response.status).toBe(400);
      expect(await response.json()).toStrictEqual({
        country: ['Unknown country code.'],
        'checks.0.country': ['Unknown country code.'],
        expire_date: ['The expiry date must be in the future.'],
      });
    });

    it('answers 400 {"detail"} for JSON that does not parse', async () => {
      const response = await post('{"company": ');
      expect(response.status).toBe(400);
      expect(await response.json()).toStrictEqual({ detail: 'JSON parse error.' });
    });

    it('answers 415 for a body that is not JSON', async () => {
      const response = await post('company=x', { authorization: `Bearer ${ORG_API_KEY}`, 'content-type': 'application/x-www-form-urlencoded' });
      expect(response.status).toBe(415);
      expect(await response.json()).toStrictEqual({ detail: 'Unsupported media type "application/x-www-form-urlencoded" in request.' });
    });
  });

  describe('sandbox states', () => {
    it('refuses sandbox_state when the server does not allow it, and creates nothing', async () => {
      ctx.makeApp({ config: { allowSandboxStates: false } });
      const response = await post(validRequestBody({ sandbox_state: 'completed' }));
      expect(response.status).toBe(400);
      expect(await response.json()).toStrictEqual({ sandbox_state: ['Sandbox states are disabled on this server.'] });
      expect(await rowCount('reference_requests')).toBe(0);
    });

    it('creates ordinary requests all the same when sandbox states are off', async () => {
      ctx.makeApp({ config: { allowSandboxStates: false } });
      const response = await post(validRequestBody());
      expect(response.status).toBe(201);
    });
  });

  describe('authentication', () => {
    const body = validRequestBody() satisfies OrgRequestInput;

    it('answers 401 without a key', async () => {
      const response = await post(body, { 'content-type': 'application/json' });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(await response.json()).toStrictEqual({ detail: 'Authentication credentials were not provided.' });
    });

    it('answers 401 for a wrong key, a key of another length or another scheme', async () => {
      for (const authorization of [`Bearer ${ORG_API_KEY.slice(0, -1)}x`, `Bearer ${ORG_API_KEY}0`, `Bearer x`]) {
        const response = await post(body, { authorization, 'content-type': 'application/json' });
        expect(response.status).toBe(401);
        expect(await response.json()).toStrictEqual({ detail: 'Invalid API key.' });
      }
      const token = await post(body, { authorization: `Token ${ORG_API_KEY}`, 'content-type': 'application/json' });
      expect(token.status).toBe(401);
      expect(await rowCount('reference_requests')).toBe(0);
    });

    it('does not accept a candidate token', async () => {
      const { user_token } = await ctx.createRequest();
      const response = await post(body, { authorization: `Bearer ${user_token}`, 'content-type': 'application/json' });
      expect(response.status).toBe(401);
    });
  });
});

describe('DELETE /api/org/requests/{guid}', () => {
  function remove(guid: string, headers: Record<string, string> = orgHeaders()) {
    return ctx.app.request(`/api/org/requests/${guid}`, { method: 'DELETE', headers });
  }

  it('withdraws the request (soft delete) and answers 204 with no body', async () => {
    const created = await ctx.createRequest();
    const response = await remove(created.guid);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const [request] = await ctx.db.select().from(referenceRequests);
    expect(request!.hasSoftDeleted).toBe(true);

    const body = (await (await ctx.app.request(`/api/oneform/${created.guid}/`, { headers: tokenHeaders(created.user_token) })).json()) as ReferenceResponse;
    expect(body.reference_request.has_soft_deleted).toBe(true);
  });

  it('answers 404 for an unknown guid or one that is not a guid', async () => {
    for (const guid of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await remove(guid);
      expect(response.status).toBe(404);
      expect(await response.json()).toStrictEqual({ detail: 'Not found.' });
    }
  });

  it('answers 401 without the key, and changes nothing', async () => {
    const created = await ctx.createRequest();
    const response = await remove(created.guid, { authorization: `Token ${created.user_token}` });
    expect(response.status).toBe(401);
    const [request] = await ctx.db.select().from(referenceRequests);
    expect(request!.hasSoftDeleted).toBe(false);
  });
});
