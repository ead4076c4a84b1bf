/**
 * The organisation's reports on each check (PUT /api/org/requests/{guid}/checks/{id}), as its own request view and
 * the candidate's status page read them back, and the candidate's copy of what they submitted
 * (GET /api/oneform/{guid}/submission.pdf). docs/decisions/0040 and 0041.
 */
import { describe, expect, it } from 'vitest';
import { CANDIDATE_NOT_SUBMITTED_DETAIL, CHECK_STATUS_ERRORS, type CandidateCheckStatus } from '../../domain/check-status';
import { NOT_SUBMITTED_DETAIL, type OrgRequestDetail } from '../../domain/org-api';
import type { CreatedRequest } from '../../domain/org-request.schema';
import { organisationAdmin } from '../../server/org/admin';
import { readPdf } from './support/read-pdf';
import { ORG_API_KEY, orgHeaders, tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();
const T0 = new Date('2031-05-01T09:00:00.000Z');
const T1 = new Date('2031-05-03T15:30:00.000Z');

const submittedBody = () =>
  validRequestBody({
    sandbox_state: 'completed',
    checks: [{ type: 'criminal_record', level: ['enhanced'] }, { type: 'right_to_work' }],
  });

function put(guid: string, checkId: number | string, body: unknown, key = ORG_API_KEY) {
  return ctx.app.request(`/api/org/requests/${guid}/checks/${checkId}`, {
    method: 'PUT',
    headers: orgHeaders(key),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function detail(guid: string): Promise<OrgRequestDetail> {
  const response = await ctx.app.request(`/api/org/requests/${guid}`, { headers: orgHeaders() });
  expect(response.status).toBe(200);
  return (await response.json()) as OrgRequestDetail;
}

async function submitted(): Promise<{ created: CreatedRequest; checkIds: number[] }> {
  ctx.setNow(T0);
  const created = await ctx.createRequest(submittedBody());
  return { created, checkIds: (await detail(created.guid)).checks.map((check) => check.id) };
}

const statuses = (created: CreatedRequest, token = created.user_token, guid = created.guid) =>
  ctx.app.request(`/api/oneform/${guid}/check-statuses/`, { headers: tokenHeaders(token) });

const copy = (created: CreatedRequest, token = created.user_token, guid = created.guid) =>
  ctx.app.request(`/api/oneform/${guid}/submission.pdf`, { headers: tokenHeaders(token) });

describe('PUT /api/org/requests/{guid}/checks/{id}', () => {
  it('records the report, answers the check with it, and shows it in the request and its list', async () => {
    const { created, checkIds } = await submitted();
    ctx.setNow(T1);
    const answer = await put(created.guid, checkIds[0]!, { status: 'in_progress', expected_by: '2031-05-20' });
    expect(answer.status).toBe(200);
    const report = { status: 'in_progress', message_to_candidate: null, expected_by: '2031-05-20', reported_at: T1.toISOString() };
    expect(await answer.json()).toStrictEqual({ id: checkIds[0], type: 'criminal_record', level: ['enhanced'], country: 'GB', report });

    const shown = await detail(created.guid);
    expect(shown.checks.map((check) => check.report)).toStrictEqual([report, null]);
    expect(shown.updated_at).toBe(T1.toISOString());
    const list = await ctx.app.request('/api/org/requests', { headers: orgHeaders() });
    const [row] = ((await list.json()) as { data: OrgRequestDetail[] }).data;
    expect(row!.checks[0]!.report).toStrictEqual(report);
  });

  it('replaces the report with each PUT, and keeps a message in the languages it was given', async () => {
    const { created, checkIds } = await submitted();
    const message = { en: 'Please send a clearer copy of your passport.', fr: 'Veuillez envoyer une copie plus nette de votre passeport.' };
    await put(created.guid, checkIds[1]!, { status: 'in_progress', expected_by: '2031-05-20' });
    const answer = await put(created.guid, checkIds[1]!, { status: 'needs_action', message_to_candidate: message });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as OrgRequestDetail['checks'][number]).report).toMatchObject({
      status: 'needs_action',
      message_to_candidate: message,
      expected_by: null,
    });
    const completed = await put(created.guid, checkIds[1]!, { status: 'completed' });
    expect(((await completed.json()) as OrgRequestDetail['checks'][number]).report).toMatchObject({
      status: 'completed',
      message_to_candidate: null,
      expected_by: null,
    });
  });

  it('is idempotent: the same report again changes nothing, its time included', async () => {
    const { created, checkIds } = await submitted();
    const body = { status: 'needs_action', message_to_candidate: 'Call us about your address history.', expected_by: '2031-06-01' };
    ctx.setNow(T1);
    const first = (await (await put(created.guid, checkIds[0]!, body)).json()) as unknown;
    const before = await detail(created.guid);
    ctx.setNow(new Date('2031-05-04T10:00:00.000Z'));
    const second = await put(created.guid, checkIds[0]!, body);
    expect(second.status).toBe(200);
    expect(await second.json()).toStrictEqual(first);
    expect(await detail(created.guid)).toStrictEqual(before);
  });

  it.each([
    ['no status', {}, { status: ['This field is required.'] }],
    ['an unknown status', { status: 'done' }, { status: [CHECK_STATUS_ERRORS.status] }],
    ['needs action without a message', { status: 'needs_action' }, { message_to_candidate: [CHECK_STATUS_ERRORS.messageNeeded] }],
    ['a blank message', { status: 'in_progress', message_to_candidate: '   ' }, { message_to_candidate: ['This field may not be blank.'] }],
    ['a message too long', { status: 'in_progress', message_to_candidate: 'x'.repeat(2001) }, { message_to_candidate: ['Ensure this field has no more than 2000 characters.'] }],
    [
      'a message in an unknown language',
      { status: 'needs_action', message_to_candidate: { en: 'Call us.', de: 'Rufen Sie uns an.' } },
      { 'message_to_candidate.de': ['Give the text as a string, or as an object of languages (en, fr, es, pt-BR) with en required.'] },
    ],
    ['a date that is not one', { status: 'in_progress', expected_by: '2031-02-30' }, { expected_by: [CHECK_STATUS_ERRORS.date] }],
    ['a date and time', { status: 'in_progress', expected_by: '2031-05-20T10:00:00Z' }, { expected_by: [CHECK_STATUS_ERRORS.date] }],
    ['an expected date on a completed check', { status: 'completed', expected_by: '2031-05-20' }, { expected_by: [CHECK_STATUS_ERRORS.dateOfCompleted] }],
  ])('refuses %s with a 400 naming the field, and keeps the report it had', async (_name, body, errors) => {
    const { created, checkIds } = await submitted();
    await put(created.guid, checkIds[0]!, { status: 'in_progress' });
    const before = await detail(created.guid);
    const answer = await put(created.guid, checkIds[0]!, body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual(errors);
    expect(await detail(created.guid)).toStrictEqual(before);
  });

  it('refuses a body that is not JSON', async () => {
    const { created, checkIds } = await submitted();
    expect((await put(created.guid, checkIds[0]!, '{"status":')).status).toBe(400);
  });

  it('answers 404 for a check not on the request, another request’s check, or an id that is not one', async () => {
    const { created, checkIds } = await submitted();
    const other = await ctx.createRequest(submittedBody());
    const otherCheck = (await detail(other.guid)).checks[0]!.id;
    for (const id of [otherCheck, 999_999, 'abc', 0]) {
      const answer = await put(created.guid, id, { status: 'completed' });
      expect([id, answer.status]).toStrictEqual([id, 404]);
      expect(await answer.json()).toStrictEqual({ detail: 'Not found.' });
    }
    expect((await detail(other.guid)).checks[0]!.report).toBeNull();
    expect((await detail(created.guid)).checks.map((check) => check.report)).toStrictEqual(checkIds.map(() => null));
  });

  it('answers 401 without a key or with a wrong one', async () => {
    const { created, checkIds } = await submitted();
    expect((await put(created.guid, checkIds[0]!, { status: 'completed' }, 'org_wrong')).status).toBe(401);
    const bare = await ctx.app.request(`/api/org/requests/${created.guid}/checks/${checkIds[0]}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'completed' }),
    });
    expect(bare.status).toBe(401);
    expect((await detail(created.guid)).checks[0]!.report).toBeNull();
  });

  it('answers another organisation exactly as for an unknown guid, and changes nothing', async () => {
    const { created, checkIds } = await submitted();
    const admin = organisationAdmin(ctx.db, ctx.now);
    await admin.createOrganisation('Other Vetting');
    const theirs = (await admin.createKey('Other Vetting', 'tests')).key;
    const answer = await put(created.guid, checkIds[0]!, { status: 'completed' }, theirs);
    const control = await put('00000000-0000-4000-8000-000000000000', checkIds[0]!, { status: 'completed' }, theirs);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe(await control.text());
    expect((await detail(created.guid)).checks[0]!.report).toBeNull();
  });

  it('answers 409 until the candidate has submitted', async () => {
    const created = await ctx.createRequest(validRequestBody());
    const checkId = (await detail(created.guid)).checks[0]!.id;
    const answer = await put(created.guid, checkId, { status: 'in_progress' });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toStrictEqual({ detail: NOT_SUBMITTED_DETAIL });
  });
});

describe('GET /api/oneform/{guid}/check-statuses/', () => {
  it('lists every check, received until the organisation reports, then with its report and the message’s languages', async () => {
    const { created, checkIds } = await submitted();
    const before = await statuses(created);
    expect(before.status).toBe(200);
    expect(await before.json()).toStrictEqual([
      { id: checkIds[0], type: 'criminal_record', status: null, message_to_candidate: null, translations: {}, expected_by: null, reported_at: null },
      { id: checkIds[1], type: 'right_to_work', status: null, message_to_candidate: null, translations: {}, expected_by: null, reported_at: null },
    ]);

    ctx.setNow(T1);
    await put(created.guid, checkIds[1]!, {
      status: 'needs_action',
      message_to_candidate: { en: 'Send your share code.', 'pt-BR': 'Envie seu código de compartilhamento.' },
      expected_by: '2031-05-10',
    });
    const after = (await (await statuses(created)).json()) as CandidateCheckStatus[];
    expect(after[1]).toStrictEqual({
      id: checkIds[1],
      type: 'right_to_work',
      status: 'needs_action',
      message_to_candidate: 'Send your share code.',
      translations: { 'pt-BR': 'Envie seu código de compartilhamento.' },
      expected_by: '2031-05-10',
      reported_at: T1.toISOString(),
    });
    expect(after[0]!.status).toBeNull();
  });

  it('is refused before submission, with a wrong token, and for a guid that is not the token’s', async () => {
    const open = await ctx.createRequest(validRequestBody());
    const early = await statuses(open);
    expect(early.status).toBe(409);
    expect(await early.json()).toStrictEqual({ detail: CANDIDATE_NOT_SUBMITTED_DETAIL });

    const { created } = await submitted();
    expect((await statuses(created, 'not-the-token')).status).toBe(401);
    expect((await statuses(created, open.user_token)).status).toBe(404);
    expect((await statuses(created, created.user_token, open.guid)).status).toBe(404);
  });
});

describe('GET /api/oneform/{guid}/submission.pdf', () => {
  it('gives the candidate a PDF copy of what they submitted, titled for them', async () => {
    const { created } = await submitted();
    const answer = await copy(created);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="submission-[0-9A-F]{4}-[0-9A-F]{4}\.pdf"$/);
    const pdf = await readPdf(new Uint8Array(await answer.arrayBuffer()));
    expect(pdf.title).toBe('Copy of your submission: Ada Lovelace');
    expect(pdf.text).toContain('Acme Care Ltd');
  });

  it('is refused before submission, with a wrong token, and for a guid that is not the token’s', async () => {
    const open = await ctx.createRequest(validRequestBody());
    const early = await copy(open);
    expect(early.status).toBe(409);
    expect(await early.json()).toStrictEqual({ detail: CANDIDATE_NOT_SUBMITTED_DETAIL });

    const { created } = await submitted();
    expect((await copy(created, 'not-the-token')).status).toBe(401);
    expect((await copy(created, open.user_token)).status).toBe(404);
    expect((await copy(created, created.user_token, open.guid)).status).toBe(404);
  });
});
