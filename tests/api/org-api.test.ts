/**
 * The organisation API as a tenant sees it: its keys, its requests and only its own, the list's cursor and
 * filters, the lifecycle a real candidate's calls move, and the submitted answers with their files. Every answer
 * from /api/org/* is also checked against the OpenAPI document (support/openapi.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mainQuestions } from '../../domain/fit-and-proper/questionnaire';
import type { OrgRequestDetail, OrgRequestPage, OrgResponse } from '../../domain/org-api';
import type { CreatedRequest, OrgRequestInput } from '../../domain/org-request.schema';
import { referenceRequests } from '../../server/db/schema';
import { organisationAdmin } from '../../server/org/admin';
import { getResponse, postComplete, scenarioBody } from './support/candidate';
import { ORG_API_KEY, orgHeaders, tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const dataDir = mkdtempSync(join(tmpdir(), 'org-api-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const ctx = useTestApp({ config: { dataDir } });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** The smallest PNG: one transparent pixel. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/**
 * A ready-to-submit gb-financial-services request whose candidate then uploads a real file and signs the
 * questionnaire's acknowledgement by drawing, through their own calls, and submits.
 */
async function submittedFinancialServices(key: string = ORG_API_KEY): Promise<{ created: CreatedRequest; upload: number; signedAnswer: number }> {
  const created = await createAs(key, scenarioBody('gb-financial-services', 'ready_to_submit'));
  const before = await getResponse(ctx.app, created);
  const form = new FormData();
  form.append('0:file', new File([new Uint8Array(PDF)], 'payslip.pdf', { type: 'application/pdf' }));
  form.append('0:type', before.documents.uploaded[0]!.type);
  const uploaded = await ctx.app.request(`/api/reference-requests/${created.guid}/document`, { method: 'POST', headers: tokenHeaders(created.user_token), body: form });
  expect(uploaded.status).toBe(201);
  const acknowledge = mainQuestions(before.fit_and_proper.questions).find((question) => question.options_type === 'acknowledge')!;
  const signing = new FormData();
  signing.append('question', String(acknowledge.id));
  signing.append('answer', JSON.stringify({ value: acknowledge.options[0]!.id, description: null }));
  signing.append('signature', new Blob([new Uint8Array(PNG)], { type: 'image/png' }));
  const signed = await ctx.app.request(`/api/oneform/${created.guid}/${before.guid}/fit_and_proper_answer/fit_and_proper_answer/`, {
    method: 'POST',
    headers: tokenHeaders(created.user_token),
    body: signing,
  });
  expect(signed.status).toBe(200);
  expect((await postComplete(ctx.app, created.guid, before.guid, created.user_token)).status).toBe(200);
  const after = await getResponse(ctx.app, created);
  return {
    created,
    upload: ((await uploaded.json()) as { id: number }).id,
    signedAnswer: after.fit_and_proper.answers.find((answer) => answer.question === acknowledge.id)!.id,
  };
}

const T0 = new Date('2031-05-01T09:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

async function newOrganisation(name: string) {
  const admin = organisationAdmin(ctx.db, ctx.now);
  await admin.createOrganisation(name);
  return (await admin.createKey(name, 'tests')).key;
}

function orgCall(key: string, method: string, path: string, body?: unknown) {
  return ctx.app.request(`/api/org${path}`, { method, headers: orgHeaders(key), body: body === undefined ? undefined : JSON.stringify(body) });
}

async function createAs(key: string, body: OrgRequestInput = validRequestBody()): Promise<CreatedRequest> {
  const response = await orgCall(key, 'POST', '/requests', body);
  expect(response.status).toBe(201);
  return (await response.json()) as CreatedRequest;
}

async function detail(key: string, guid: string): Promise<OrgRequestDetail> {
  const response = await orgCall(key, 'GET', `/requests/${guid}`);
  expect(response.status).toBe(200);
  return (await response.json()) as OrgRequestDetail;
}

async function page(key: string, query = ''): Promise<OrgRequestPage> {
  const response = await orgCall(key, 'GET', `/requests${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as OrgRequestPage;
}

const cifasRequest = (email = 'ada@example.com') =>
  validRequestBody({ candidate: { first_name: 'Ada', last_name: 'Lovelace', email }, checks: [{ type: 'financial_regulatory', level: ['cifas'] }] });

describe('organisation keys', () => {
  it('opens the API with a created key, records its use, and refuses it once revoked', async () => {
    ctx.setNow(T0);
    const admin = organisationAdmin(ctx.db, ctx.now);
    await admin.createOrganisation('Acme Screening');
    const first = await admin.createKey('Acme Screening', 'first');
    const second = await admin.createKey('Acme Screening', null);
    expect(first.key).toMatch(/^org_[A-Za-z0-9_-]{43}$/);
    expect(first.key.startsWith(first.prefix)).toBe(true);

    // Two keys active at once, each opening the same organisation's requests.
    const created = await createAs(first.key);
    expect((await detail(second.key, created.guid)).guid).toBe(created.guid);
    const listed = await admin.listKeys('Acme Screening');
    expect(listed.map((key) => [key.prefix, key.last_used_at])).toStrictEqual([
      [first.prefix, T0.toISOString()],
      [second.prefix, T0.toISOString()],
    ]);
    // Nothing stored reveals the key.
    expect(JSON.stringify(listed)).not.toContain(first.key);

    await admin.revokeKey('Acme Screening', first.prefix);
    const refused = await orgCall(first.key, 'GET', `/requests/${created.guid}`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toStrictEqual({ detail: 'Invalid API key.' });
    expect((await orgCall(second.key, 'GET', `/requests/${created.guid}`)).status).toBe(200);
    expect((await admin.listKeys('Acme Screening'))[0]!.revoked_at).toBe(T0.toISOString());
  });

  it('refuses a second organisation of the same name, and a revocation that names no single active key', async () => {
    const admin = organisationAdmin(ctx.db, ctx.now);
    await admin.createOrganisation('Acme Screening');
    await expect(admin.createOrganisation(' Acme Screening ')).rejects.toMatchObject({ status: 409 });
    await expect(admin.createKey('Nobody', null)).rejects.toMatchObject({ status: 404 });
    await expect(admin.revokeKey('Acme Screening', 'org_nothing')).rejects.toMatchObject({ status: 404 });
  });

  it('keeps ORG_API_KEY as the default organisation’s key, which sees the requests made with it', async () => {
    const created = await ctx.createRequest();
    expect((await detail(ORG_API_KEY, created.guid)).guid).toBe(created.guid);
    const [row] = await ctx.db.select().from(referenceRequests).where(eq(referenceRequests.guid, created.guid));
    const organisations = await organisationAdmin(ctx.db).listOrganisations();
    expect(organisations.find((org) => org.is_default)).toBeDefined();
    expect(row!.organisationId).toBe(1);
  });
});

describe('another organisation’s requests', () => {
  it('answer 404 on every organisation endpoint, exactly as an unknown guid, and change nothing', async () => {
    const mine = await newOrganisation('Acme Screening');
    const theirs = await newOrganisation('Other Vetting');
    const { created, upload, signedAnswer: signature } = await submittedFinancialServices(mine);
    expect((await orgCall(mine, 'GET', `/requests/${created.guid}/documents/${upload}`)).status).toBe(200);
    expect((await orgCall(mine, 'GET', `/requests/${created.guid}/signatures/${signature}`)).status).toBe(200);
    const before = await detail(mine, created.guid);

    const unknown = '00000000-0000-4000-8000-000000000000';
    const paths = (guid: string) => [
      ['GET', `/requests/${guid}`],
      ['GET', `/requests/${guid}/response`],
      ['GET', `/requests/${guid}/documents/${upload}`],
      ['GET', `/requests/${guid}/documents/consent_document.pdf`],
      ['GET', `/requests/${guid}/signatures/${signature}`],
      ['DELETE', `/requests/${guid}`],
    ];
    for (const key of [theirs, ORG_API_KEY]) {
      for (const [[method, path], [, unknownPath]] of paths(created.guid).map((call, index) => [call, paths(unknown)[index]!] as const)) {
        const answer = await orgCall(key, method!, path!);
        const control = await orgCall(key, method!, unknownPath!);
        expect([path, answer.status]).toStrictEqual([path, 404]);
        expect(await answer.text()).toBe(await control.text());
      }
      expect((await page(key)).data.map((row) => row.guid)).not.toContain(created.guid);
    }
    expect(await detail(mine, created.guid)).toStrictEqual(before);
  });
});

describe('GET /api/org/requests', () => {
  it('pages through the organisation’s requests newest first, each once', async () => {
    const key = await newOrganisation('Acme Screening');
    const guids: string[] = [];
    for (let index = 0; index < 5; index += 1) guids.push((await createAs(key)).guid);
    await ctx.createRequest();

    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const current: OrgRequestPage = await page(key, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...current.data.map((row) => row.guid));
      cursor = current.next_cursor;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toStrictEqual(guids.reverse());
  });

  it('filters by status (repeated or comma-separated), by updated_since, and by the candidate’s e-mail in any case', async () => {
    const key = await newOrganisation('Acme Screening');
    ctx.setNow(T0);
    const withdrawn = await createAs(key, cifasRequest('grace@example.com'));
    const opened = await createAs(key, cifasRequest('Ada@Example.com'));
    ctx.setNow(at(10));
    expect((await orgCall(key, 'DELETE', `/requests/${withdrawn.guid}`)).status).toBe(204);
    await getResponse(ctx.app, opened);
    ctx.setNow(at(20));
    const invited = await createAs(key, cifasRequest('ada@example.com'));

    const guidsOf = async (query: string) => (await page(key, query)).data.map((row) => row.guid);
    expect(await guidsOf('?status=withdrawn')).toStrictEqual([withdrawn.guid]);
    expect(await guidsOf('?status=invited&status=opened')).toStrictEqual([invited.guid, opened.guid]);
    expect(await guidsOf('?status=invited,withdrawn')).toStrictEqual([invited.guid, withdrawn.guid]);
    expect(await guidsOf(`?updated_since=${encodeURIComponent(at(10).toISOString())}`)).toStrictEqual([invited.guid, opened.guid, withdrawn.guid]);
    expect(await guidsOf(`?updated_since=${encodeURIComponent(at(15).toISOString())}`)).toStrictEqual([invited.guid]);
    expect(await guidsOf('?candidate_email=ADA@example.COM')).toStrictEqual([invited.guid, opened.guid]);
    expect(await guidsOf('?candidate_email=ada@example.com&status=opened')).toStrictEqual([opened.guid]);
  });

  it.each([
    ['?status=finished', 'status'],
    ['?updated_since=yesterday', 'updated_since'],
    ['?cursor=not-a-cursor', 'cursor'],
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?candidate_email=', 'candidate_email'],
  ])('answers 400 naming the parameter for %s', async (query, field) => {
    const response = await orgCall(ORG_API_KEY, 'GET', `/requests${query}`);
    expect(response.status).toBe(400);
    // A list's item is named by its index, as every other 400 of the API names it.
    expect(Object.keys((await response.json()) as object).map((name) => name.split('.')[0])).toStrictEqual([field]);
  });

  it('answers 401 without a key', async () => {
    expect((await ctx.app.request('/api/org/requests')).status).toBe(401);
  });
});

describe('the lifecycle, through the candidate’s own calls', () => {
  it('moves from invited to opened, in progress and withdrawn, with each time and section completion', async () => {
    ctx.setNow(T0);
    const created = await ctx.createRequest(cifasRequest());
    const fresh = await detail(ORG_API_KEY, created.guid);
    expect(fresh).toMatchObject({ status: 'invited', first_opened_at: null, last_activity_at: null, submitted_at: null, created_at: T0.toISOString() });
    expect(fresh.sections.map(({ section, status, completed_at }) => [section, status, completed_at])).toStrictEqual([
      ['details', 'not_started', null],
      ['cifas_declaration_consent', 'not_started', null],
    ]);

    ctx.setNow(at(1));
    const response = await getResponse(ctx.app, created);
    ctx.setNow(at(2));
    await getResponse(ctx.app, created);
    expect(await detail(ORG_API_KEY, created.guid)).toMatchObject({ status: 'opened', first_opened_at: at(1).toISOString(), last_activity_at: at(1).toISOString() });

    ctx.setNow(at(3));
    const consent = await ctx.app.request(`/api/oneform/${created.guid}/${response.guid}/cifas_declaration_consent/cifas_consent/`, {
      method: 'PUT',
      headers: { ...tokenHeaders(created.user_token), 'content-type': 'application/json' },
      body: JSON.stringify({ agree_to_fup: true }),
    });
    expect(consent.status).toBe(200);
    const started = await detail(ORG_API_KEY, created.guid);
    expect(started).toMatchObject({ status: 'in_progress', last_activity_at: at(3).toISOString(), updated_at: at(3).toISOString() });
    expect(started.sections.find((row) => row.section === 'cifas_declaration_consent')).toMatchObject({ status: 'complete', completed_at: at(3).toISOString() });

    ctx.setNow(at(4));
    expect((await orgCall(ORG_API_KEY, 'GET', `/requests/${created.guid}/response`)).status).toBe(409);
    expect((await orgCall(ORG_API_KEY, 'DELETE', `/requests/${created.guid}`)).status).toBe(204);
    ctx.setNow(at(5));
    expect((await orgCall(ORG_API_KEY, 'DELETE', `/requests/${created.guid}`)).status).toBe(204);
    expect(await detail(ORG_API_KEY, created.guid)).toMatchObject({ status: 'withdrawn', withdrawn_at: at(4).toISOString() });
  });

  it('reads expired once the link’s expiry has passed unsubmitted', async () => {
    ctx.setNow(T0);
    const created = await ctx.createRequest(validRequestBody({ expire_date: at(60).toISOString() }));
    ctx.setNow(at(61));
    expect((await detail(ORG_API_KEY, created.guid)).status).toBe('expired');
    expect((await page(ORG_API_KEY, '?status=expired')).data.map((row) => row.guid)).toStrictEqual([created.guid]);
  });
});

describe('GET /api/org/requests/{guid}/response', () => {
  it('gives a submitted gb-financial-services response whole: answers, uploads, the signature, forms, consents and providers', async () => {
    ctx.setNow(at(30));
    const { created, upload, signedAnswer } = await submittedFinancialServices();
    const candidateView = await getResponse(ctx.app, created);

    const answer = await orgCall(ORG_API_KEY, 'GET', `/requests/${created.guid}/response`);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as OrgResponse;
    expect(body.request).toMatchObject({ guid: created.guid, status: 'submitted', submitted_at: at(30).toISOString() });
    expect(body.request.sections.every((section) => section.status === 'complete' && section.completed_at !== null)).toBe(true);
    expect(body.answers.candidate_details).toStrictEqual(candidateView.candidate_details);
    expect(body.answers.employers).toStrictEqual(candidateView.employers);
    expect(body.answers.candidate_address_details).toStrictEqual(candidateView.candidate_address_details);
    expect(body.documents.map((document) => document.id)).toStrictEqual(candidateView.documents.uploaded.map((line) => line.id));
    expect(body.documents.map((document) => document.id)).toContain(upload);
    expect(body.fit_and_proper.answers.find((line) => line.id === signedAnswer)?.signature_url).toMatch(/\/signatures\/\d+$/);
    expect(body.fit_and_proper.questions).toStrictEqual(candidateView.fit_and_proper.questions);
    expect(body.consents.map((consent) => consent.type)).toContain('fraud_prevention');

    const document = body.documents.find((line) => line.id === upload)!;
    const file = await ctx.app.request(new URL(document.download_url).pathname, { headers: orgHeaders() });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer())).toStrictEqual(PDF);
    const signatureUrl = body.fit_and_proper.answers.find((line) => line.id === signedAnswer)!.signature_url!;
    const image = await ctx.app.request(new URL(signatureUrl).pathname, { headers: orgHeaders() });
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('answers 409 before submission, for the answers and for the uploads alike', async () => {
    const created = await ctx.createRequest(scenarioBody('gb-financial-services', 'ready_to_submit'));
    const uploads = (await getResponse(ctx.app, created)).documents.uploaded;
    const refused = await orgCall(ORG_API_KEY, 'GET', `/requests/${created.guid}/response`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toStrictEqual({ detail: 'The candidate has not submitted this request.' });
    expect((await orgCall(ORG_API_KEY, 'GET', `/requests/${created.guid}/documents/${uploads[0]!.id}`)).status).toBe(409);
  });
});
