/**
 * The employers section's calls (spec 001 §7): POST and DELETE .../employers/employers/, POST, PUT and DELETE
 * .../employers/employment-gap/, and the skip's PUT /oneform/{guid}/{responseGuid}/. Each is judged by the shared
 * schema (domain/employers/), written in one transaction under the write lock, and answers the whole response.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import type { OrgRequestInput } from '../../domain/org-request.schema';
import { isStepComplete } from '../../domain/progress';
import { unknownProviderStatuses } from '../../domain/provider-status';
import type { ReferenceResponse } from '../../domain/reference-response';
import { northfieldEmployerBody } from '../../domain/testing/northfield-employer';
import { employers } from '../../server/db/schema';
import { DETAILS } from '../../server/errors';
import { NOT_ASKED_DETAIL } from '../../server/requests/response-write';
import { LOCKED_DETAILS } from '../../server/requests/write-lock';
import { openCandidate, postComplete } from './support/candidate';
import { expectFieldErrors, failing } from './support/field-errors';
import { tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();
const TODAY = '2026-03-15';
beforeEach(() => ctx.setNow(new Date(`${TODAY}T00:00:00Z`)));
afterEach(() => ctx.setNow(null));

const YEARS = validRequestBody({ checks: [{ type: 'employment' }] });
const ROLES = validRequestBody({
  checks: [{ type: 'employment' }],
  employment: { minimum_criteria_count_type: 'role', criteria_count: 2, allow_personal_email_address: true },
});

async function candidate(body: OrgRequestInput = YEARS) {
  const opened = await openCandidate(ctx, body);
  return { ...opened, gb: opened.countryId('GB') };
}

const employer = (country: number, overrides: Record<string, unknown> = {}) =>
  northfieldEmployerBody(country, { has_employee_id_number: true, employee_id_number: 'E-1042', ...overrides });

const stepComplete = (response: ReferenceResponse) =>
  isStepComplete('employers', { response, providers: unknownProviderStatuses(), documentTypes: [], today: TODAY });

describe('POST /api/oneform/{guid}/{responseGuid}/employers/employers/', () => {
  it('creates a line with every field, answering the saved response', async () => {
    const c = await candidate();
    const answer = await c.call('POST', 'employers/employers/', employer(c.gb));
    expect(answer.status).toBe(200);
    const saved = await c.saved();
    expect(await answer.json()).toStrictEqual(saved);
    expect(saved.employers).toStrictEqual([
      {
        id: expect.any(Number),
        guid: expect.any(String),
        ...employer(c.gb),
        organisation_address_cont: null,
        employment_period_to: null,
        reason_for_leaving: null,
        agency_name: null,
        agency_consultant_name: null,
        agency_email: null,
        proof_of_employment: null,
        contact_verifier_date: null,
        document_uploads: [],
        is_completed: true,
      },
    ]);
    // One present job since 2020 covers the five years the request counts.
    expect(stepComplete(saved)).toBe(true);
  });

  it('updates the line its id names, keeping its place; a new line goes after the others', async () => {
    const c = await candidate();
    await c.call('POST', 'employers/employers/', employer(c.gb));
    const older = employer(c.gb, {
      organization_name: 'Lakeview Facilities Ltd',
      employment_period_from: '2015-02-01',
      is_present: false,
      employment_period_to: '2019-12-31',
      reason_for_leaving: 'another_job',
      is_agency: true,
      agency_name: 'Brightstaff',
      agency_consultant_name: 'Tom Reed',
      agency_email: 'tom@brightstaff.example',
      have_hr_email: false,
      manager: { email: 'ignored@lakeview.example', full_name: 'Sam Ode Lee' },
      contact_verifier: false,
      contact_verifier_date: '2026-06-01',
    });
    await c.call('POST', 'employers/employers/', older);
    const [first, second] = (await c.saved()).employers;
    expect(second).toMatchObject({
      organization_name: 'Lakeview Facilities Ltd',
      agency_email: 'tom@brightstaff.example',
      have_hr_email: false,
      manager: { email: null, full_name: 'Sam Ode Lee', first_name: 'Sam', last_name: 'Ode Lee' },
      contact_verifier_date: '2026-06-01',
    });

    const answer = await c.call('POST', 'employers/employers/', { ...employer(c.gb, { candidate_job_title: 'Shift lead' }), id: first!.id });
    expect(answer.status).toBe(200);
    const lines = (await c.saved()).employers;
    expect(lines.map((line) => [line.id, line.guid, line.candidate_job_title])).toStrictEqual([
      [first!.id, first!.guid, 'Shift lead'],
      [second!.id, second!.guid, 'Warehouse supervisor'],
    ]);
  });

  it('refuses a body the schema refuses, naming each field and the manager’s as manager.field', async () => {
    const c = await candidate();
    const answer = await c.call('POST', 'employers/employers/', { organization_country: 999999, is_present: false });
    await expectFieldErrors(answer, {
      ...failing(MESSAGES.required, 'organization_name', 'organisation_address', 'employment_period_from', 'employment_period_to'),
      ...failing(MESSAGES.required, 'candidate_job_title', 'title_reported_into'),
      ...failing(MESSAGES.selectReasonForLeaving, 'reason_for_leaving'),
      ...failing(MESSAGES.selectEmploymentType, 'type_of_employment'),
      ...failing(MESSAGES.required, 'manager.email', 'manager.full_name'),
      ...failing(MESSAGES.selectFromList, 'organization_country'),
      ...failing(MESSAGES.selectYesOrNo, 'has_employee_id_number', 'is_agency', 'contact_verifier'),
    });
    expect((await c.saved()).employers).toStrictEqual([]);
  });

  it.each([
    ['a personal HR email', { manager: { email: 'hr@gmail.com', full_name: 'Ada Shaw' } }, { 'manager.email': [MESSAGES.personalEmail] }],
    ['the candidate’s own HR email', { manager: { email: 'ada@example.com', full_name: 'Ada Shaw' } }, { 'manager.email': [MESSAGES.hrEmailSameAsOwn] }],
    [
      'the candidate’s own agency email',
      { is_agency: true, agency_name: 'Brightstaff', agency_consultant_name: 'Tom Reed', agency_email: 'Ada@Example.com' },
      { agency_email: [MESSAGES.agencyEmailSameAsOwn] },
    ],
    [
      'a leaving date before the start',
      { is_present: false, employment_period_to: '2019-01-01', reason_for_leaving: 'resigned' },
      { employment_period_to: [MESSAGES.notBeforeStart] },
    ],
    ['a start in the future', { employment_period_from: '2026-03-16' }, { employment_period_from: [MESSAGES.dateInFuture] }],
    ['an unknown type', { type_of_employment: 'gig' }, { type_of_employment: [MESSAGES.selectFromList] }],
    ['a contact date past a year', { contact_verifier: false, contact_verifier_date: '2027-03-16' }, { contact_verifier_date: [MESSAGES.contactDateRange] }],
  ])('refuses %s', async (_, overrides, errors) => {
    const c = await candidate();
    const answer = await c.call('POST', 'employers/employers/', employer(c.gb, overrides));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual(errors);
  });

  it('takes a personal HR email when the request allows it', async () => {
    const c = await candidate(ROLES);
    const answer = await c.call('POST', 'employers/employers/', employer(c.gb, { manager: { email: 'hr@gmail.com', full_name: 'Ada Shaw' } }));
    expect(answer.status).toBe(200);
  });

  it('refuses a body that is not JSON or not an object', async () => {
    const c = await candidate();
    const bad = await ctx.app.request(`/api/oneform/${c.created.guid}/${c.response.guid}/employers/employers/`, {
      method: 'POST',
      headers: { ...tokenHeaders(c.created.user_token), 'content-type': 'application/json' },
      body: '{',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toStrictEqual({ detail: DETAILS.malformedJson });
    expect((await c.call('POST', 'employers/employers/', [])).status).toBe(400);
  });

  it('answers 404 for an id that is not one of the candidate’s lines, changing nothing', async () => {
    const mine = await candidate();
    const theirs = await candidate();
    await theirs.call('POST', 'employers/employers/', employer(theirs.gb));
    const [their] = (await theirs.saved()).employers;
    expect((await mine.call('POST', 'employers/employers/', { ...employer(mine.gb), id: their!.id })).status).toBe(404);
    expect((await mine.call('POST', 'employers/employers/', { ...employer(mine.gb), id: 99999 })).status).toBe(404);
    expect((await mine.saved()).employers).toStrictEqual([]);
    expect((await theirs.saved()).employers[0]!.organization_name).toBe('Northfield Trading Co');
  });

  it('answers 404 for another candidate’s request and 401 without a token', async () => {
    const mine = await candidate();
    const theirs = await candidate();
    expect((await theirs.call('POST', 'employers/employers/', employer(theirs.gb), mine.created.user_token)).status).toBe(404);
    expect((await mine.call('POST', 'employers/employers/', employer(mine.gb), 'not-a-token')).status).toBe(401);
    expect((await theirs.saved()).employers).toStrictEqual([]);
  });

  it('refuses with 409 once the form is submitted', async () => {
    const c = await candidate({ ...YEARS, sandbox_state: 'completed' });
    const answer = await c.call('POST', 'employers/employers/', employer(c.gb));
    expect(answer.status).toBe(409);
    expect(await answer.json()).toStrictEqual({ detail: LOCKED_DETAILS.done });
  });
});

describe('DELETE /api/oneform/{guid}/{responseGuid}/employers/employers/{id}/', () => {
  it('deletes the line and answers the response', async () => {
    const c = await candidate();
    await c.call('POST', 'employers/employers/', employer(c.gb));
    const [line] = (await c.saved()).employers;
    const answer = await c.call('DELETE', `employers/employers/${line!.id}/`);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as ReferenceResponse).employers).toStrictEqual([]);
    expect(await ctx.db.select().from(employers).where(eq(employers.id, line!.id))).toStrictEqual([]);
  });

  it('answers 404 for a foreign, unknown or malformed id, deleting nothing', async () => {
    const mine = await candidate();
    const theirs = await candidate();
    await theirs.call('POST', 'employers/employers/', employer(theirs.gb));
    const [their] = (await theirs.saved()).employers;
    for (const id of [String(their!.id), '99999', 'abc', '0']) {
      expect((await mine.call('DELETE', `employers/employers/${id}/`)).status, id).toBe(404);
    }
    expect((await theirs.call('DELETE', `employers/employers/${their!.id}/`, undefined, mine.created.user_token)).status).toBe(404);
    expect((await theirs.saved()).employers).toHaveLength(1);
  });

  it('refuses with 409 once the form is submitted', async () => {
    const c = await candidate({ ...YEARS, sandbox_state: 'completed' });
    expect((await c.call('DELETE', 'employers/employers/1/')).status).toBe(409);
  });
});

describe('employment gaps: POST, PUT and DELETE .../employers/employment-gap/', () => {
  const gap = { start_date: '2021-03-15', end_date: '2023-12-31', gap_reason: 'OTHER', additional_notes: 'Caring for a relative' };

  it('answers 404 on a request without the employment check, for a gap, a line and the skip alike, saving nothing', async () => {
    const c = await candidate(validRequestBody({ checks: [{ type: 'right_to_work' }] }));
    for (const [method, path, body] of [
      ['POST', 'employers/employment-gap/', gap],
      ['POST', 'employers/employers/', employer(c.gb)],
      ['PUT', '', { skip_employers: true }],
    ] as const) {
      const refused = await c.call(method, path, body);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toStrictEqual({ detail: NOT_ASKED_DETAIL });
    }
    const saved = await c.saved();
    expect([saved.employment_gaps, saved.employers]).toStrictEqual([[], []]);
  });

  it('adds a gap with a guid, changes it and deletes it; a gap resolves the timeline', async () => {
    const c = await candidate();
    await c.call('POST', 'employers/employers/', employer(c.gb, { employment_period_from: '2024-01-01' }));
    expect(stepComplete(await c.saved())).toBe(false);

    const added = await c.call('POST', 'employers/employment-gap/', gap);
    expect(added.status).toBe(200);
    const saved = await c.saved();
    expect(await added.json()).toStrictEqual(saved);
    expect(saved.employment_gaps).toStrictEqual([{ id: expect.any(Number), guid: expect.any(String), ...gap }]);
    expect(stepComplete(saved)).toBe(true);

    const id = saved.employment_gaps[0]!.id;
    const changed = await c.call('PUT', 'employers/employment-gap/', { id, ...gap, gap_reason: 'ON_VACATION', additional_notes: '' });
    expect(changed.status).toBe(200);
    expect((await c.saved()).employment_gaps).toStrictEqual([
      { id, guid: saved.employment_gaps[0]!.guid, ...gap, gap_reason: 'ON_VACATION', additional_notes: null },
    ]);

    expect((await c.call('DELETE', `employers/employment-gap/${id}/`)).status).toBe(200);
    expect((await c.saved()).employment_gaps).toStrictEqual([]);
  });

  it.each([
    ['Other without notes', { ...gap, additional_notes: '' }, { additional_notes: [MESSAGES.required] }],
    ['a date after today', { ...gap, end_date: '2026-03-16' }, { end_date: [MESSAGES.dateInFuture] }],
    ['an end before the start', { ...gap, end_date: '2021-03-14' }, { end_date: [MESSAGES.notBeforeStart] }],
    ['an unknown reason', { ...gap, gap_reason: 'SABBATICAL' }, { gap_reason: [MESSAGES.selectFromList] }],
    ['no dates', { gap_reason: 'ON_VACATION' }, { start_date: [MESSAGES.required], end_date: [MESSAGES.required] }],
  ])('refuses %s', async (_, body, errors) => {
    const c = await candidate();
    await expectFieldErrors(await c.call('POST', 'employers/employment-gap/', body), errors);
    expect((await c.saved()).employment_gaps).toStrictEqual([]);
  });

  it('answers 404 for a PUT or DELETE of a gap that is not the candidate’s, or a PUT without id', async () => {
    const mine = await candidate();
    const theirs = await candidate();
    await theirs.call('POST', 'employers/employment-gap/', gap);
    const [their] = (await theirs.saved()).employment_gaps;
    expect((await mine.call('PUT', 'employers/employment-gap/', { ...gap, id: their!.id })).status).toBe(404);
    expect((await mine.call('PUT', 'employers/employment-gap/', gap)).status).toBe(404);
    expect((await mine.call('DELETE', `employers/employment-gap/${their!.id}/`)).status).toBe(404);
    expect((await mine.call('DELETE', 'employers/employment-gap/99999/')).status).toBe(404);
    expect((await theirs.call('POST', 'employers/employment-gap/', gap, mine.created.user_token)).status).toBe(404);
    expect((await theirs.saved()).employment_gaps).toHaveLength(1);
  });

  it('refuses with 409 once the form is submitted', async () => {
    const c = await candidate({ ...YEARS, sandbox_state: 'completed' });
    expect((await c.call('POST', 'employers/employment-gap/', gap)).status).toBe(409);
    expect((await c.call('PUT', 'employers/employment-gap/', { ...gap, id: 1 })).status).toBe(409);
    expect((await c.call('DELETE', 'employers/employment-gap/1/')).status).toBe(409);
  });
});

describe('PUT /api/oneform/{guid}/{responseGuid}/ (the skip)', () => {
  const skip = { employment_check_skip_reason: 'no_additional_employment_history', employment_check_skip_notes: 'First job' };

  it('saves the skip, which completes the section; a saved employer withdraws it', async () => {
    const c = await candidate();
    const answer = await c.call('PUT', '', skip);
    expect(answer.status).toBe(200);
    const saved = await c.saved();
    expect(await answer.json()).toStrictEqual(saved);
    expect(saved).toMatchObject(skip);
    expect(stepComplete(saved)).toBe(true);

    await c.call('POST', 'employers/employers/', employer(c.gb, { employment_period_from: '2025-01-01' }));
    expect(await c.saved()).toMatchObject({ employment_check_skip_reason: null, employment_check_skip_notes: null });
  });

  it('refuses a missing or unknown reason', async () => {
    const c = await candidate();
    const answer = await c.call('PUT', '', { employment_check_skip_reason: 'busy' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual({ employment_check_skip_reason: [MESSAGES.selectFromList] });
    expect(await (await c.call('PUT', '', {})).json()).toStrictEqual({ employment_check_skip_reason: [MESSAGES.selectSkipReason] });
  });

  it('answers 404 for another candidate’s request and 409 once submitted', async () => {
    const mine = await candidate();
    const theirs = await candidate();
    expect((await theirs.call('PUT', '', skip, mine.created.user_token)).status).toBe(404);
    const done = await candidate({ ...YEARS, sandbox_state: 'completed' });
    expect((await done.call('PUT', '', skip)).status).toBe(409);
  });
});

describe('completion', () => {
  it('refuses to complete while a flagged gap is unexplained, and completes once it is', async () => {
    const c = await candidate();
    await c.call('POST', 'employers/employers/', employer(c.gb, { employment_period_from: '2024-01-01' }));
    const refused = await postComplete(ctx.app, c.created.guid, c.response.guid, c.created.user_token);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { missing_sections: string[] }).missing_sections).toContain('employers');

    await c.call('POST', 'employers/employment-gap/', { start_date: '2021-03-15', end_date: '2023-12-31', gap_reason: 'UNEMPLOYED_AND_LOOKING_FOR_WORK' });
    const again = await postComplete(ctx.app, c.created.guid, c.response.guid, c.created.user_token);
    const body = (await again.json()) as { missing_sections?: string[] };
    expect(body.missing_sections ?? []).not.toContain('employers');
  });

  it('counted by roles, needs criteria_count lines', async () => {
    const c = await candidate(ROLES);
    await c.call('POST', 'employers/employers/', employer(c.gb, { employment_period_from: '2025-01-01' }));
    expect(stepComplete(await c.saved())).toBe(false);
    await c.call('POST', 'employers/employers/', employer(c.gb, { employment_period_from: '2023-01-01', is_present: false, employment_period_to: '2024-06-30', reason_for_leaving: 'resigned' }));
    expect(stepComplete(await c.saved())).toBe(true);
  });
});
