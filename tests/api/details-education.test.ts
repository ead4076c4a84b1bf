/**
 * POST /api/oneform/{guid}/{responseGuid}/details/education/ and DELETE .../details/education/{id}/ (spec 000 §7):
 * the whole list in one body, judged by the shared schema, replacing the stored records in one transaction.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { educationDefaults } from '../../domain/details/education.schema';
import { maxLengthMessage } from '../../domain/forms/fields';
import { MESSAGES } from '../../domain/messages';
import type { CreatedRequest } from '../../domain/org-request.schema';
import { isStepComplete } from '../../domain/progress';
import { unknownProviderStatuses } from '../../domain/provider-status';
import type { Country, ReferenceResponse } from '../../domain/reference-response';
import { referenceResponses, uploadedDocuments } from '../../server/db/schema';
import { DETAILS } from '../../server/errors';
import { SCENARIOS, SCENARIO_NAMES } from '../../server/scenarios';
import { bristolEducationBody } from '../../domain/testing/bristol-education';
import { getResponse, postDetails, scenarioBody } from './support/candidate';
import { tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();

const ONE_RECORD = validRequestBody({ checks: [{ type: 'academic_qualification', level: ['one'] }] });
const TWO_RECORDS = validRequestBody({ checks: [{ type: 'academic_qualification', level: ['two'], minimum_criteria_count: 2 }] });

interface Candidate {
  created: CreatedRequest;
  response: ReferenceResponse;
  gb: number;
  post(body: unknown, token?: string): Promise<Response>;
  remove(id: number | string, token?: string, created?: CreatedRequest, responseGuid?: string): Promise<Response>;
  saved(): Promise<ReferenceResponse['candidate_education_details']>;
}

async function candidate(body = ONE_RECORD): Promise<Candidate> {
  const created = await ctx.createRequest(body);
  const response = await getResponse(ctx.app, created);
  const countries = (await (await ctx.app.request('/api/countries/', { headers: tokenHeaders(created.user_token) })).json()) as Country[];
  return {
    created,
    response,
    gb: countries.find((country) => country.short_name === 'GB')!.id,
    post: async (answers, token) => postDetails(ctx.app, created, response.guid, 'education', answers, token),
    remove: async (id, token = created.user_token, owner = created, responseGuid = response.guid) =>
      ctx.app.request(`/api/oneform/${owner.guid}/${responseGuid}/details/education/${id}/`, {
        method: 'DELETE',
        headers: tokenHeaders(token),
      }),
    saved: async () => (await getResponse(ctx.app, created)).candidate_education_details,
  };
}

function leeds(country: number) {
  return {
    institution_name: 'Leeds City College',
    institution_email: 'admissions@leeds.example',
    institution_country: country,
    mode_of_study: 'PART_TIME',
    start_date_attended: '2015-01-12',
    did_graduate: false,
  };
}

async function responseIdOf(responseGuid: string): Promise<number> {
  const [row] = await ctx.db.select({ id: referenceResponses.id }).from(referenceResponses).where(eq(referenceResponses.guid, responseGuid));
  return row!.id;
}

const stepComplete = (response: ReferenceResponse) =>
  isStepComplete('education', { response, providers: unknownProviderStatuses(), documentTypes: [], today: '2026-01-01' });

describe('POST /api/oneform/{guid}/{responseGuid}/details/education/', () => {
  it('saves the records in order, completes the step and answers the saved response', async () => {
    const c = await candidate(TWO_RECORDS);
    expect(stepComplete(c.response)).toBe(false);

    const answer = await c.post({ has_higher_education: true, education: [bristolEducationBody(c.gb), leeds(c.gb)] });
    expect(answer.status).toBe(200);
    const saved = await getResponse(ctx.app, c.created);
    expect(await answer.json()).toStrictEqual(saved);
    expect(stepComplete(saved)).toBe(true);
    const [first, second] = saved.candidate_education_details;
    expect(first).toStrictEqual({
      id: expect.any(Number),
      guid: expect.any(String),
      ...bristolEducationBody(c.gb),
      institution_country_id: c.gb,
      institution_phone_code: '44',
      institution_phone_number: '01179289000',
      no_higher_education: false,
      is_completed: true,
    });
    expect(second).toMatchObject({
      institution_name: 'Leeds City College',
      institution_address: null,
      institution_phone_code: null,
      institution_phone_number: null,
      end_date_attended: null,
      did_graduate: false,
      date_of_qualification: null,
      grade_obtained: null,
      is_certificate_copy: null,
      is_completed: true,
    });
  });

  it('saves a "no" as the single record with no_higher_education, replacing the records', async () => {
    const c = await candidate();
    await c.post({ has_higher_education: true, education: [bristolEducationBody(c.gb)] });

    const answer = await c.post({ has_higher_education: false, education: [{ institution_name: '' }] });
    expect(answer.status).toBe(200);
    const saved = await getResponse(ctx.app, c.created);
    expect(saved.candidate_education_details).toStrictEqual([
      {
        id: expect.any(Number),
        guid: expect.any(String),
        institution_name: null,
        institution_email: null,
        institution_address: null,
        institution_country: null,
        institution_country_id: null,
        institution_phone_code: null,
        institution_phone_number: null,
        mode_of_study: null,
        faculty: null,
        student_id_number: null,
        start_date_attended: null,
        end_date_attended: null,
        did_graduate: null,
        date_of_qualification: null,
        grade_obtained: null,
        is_certificate_copy: null,
        no_higher_education: true,
        is_completed: true,
      },
    ]);
    expect(stepComplete(saved)).toBe(true);
    expect(educationDefaults(saved).has_higher_education).toBe(false);
  });

  it('keeps a record sent back with its id, and the certificate copy uploaded for it', async () => {
    const c = await candidate(TWO_RECORDS);
    await c.post({ has_higher_education: true, education: [bristolEducationBody(c.gb), leeds(c.gb)] });
    const [kept, dropped] = await c.saved();
    const [upload] = await ctx.db
      .insert(uploadedDocuments)
      .values({ responseId: await responseIdOf(c.response.guid), type: 'education-proof', path: 'proof.pdf', educationResponse: kept!.id })
      .returning({ id: uploadedDocuments.id });

    const renamed = { ...bristolEducationBody(c.gb), id: kept!.id, grade_obtained: 'BSc Economics (Hons)' };
    const answer = await c.post({ has_higher_education: true, education: [leeds(c.gb), renamed] });
    expect(answer.status).toBe(200);
    const saved = await c.saved();
    expect(saved.map((record) => record.institution_name)).toEqual(['Leeds City College', 'University of Bristol']);
    expect(saved[1]).toMatchObject({ id: kept!.id, guid: kept!.guid, grade_obtained: 'BSc Economics (Hons)' });
    expect(saved[0]!.id).not.toBe(dropped!.id);
    const [proof] = await ctx.db.select().from(uploadedDocuments).where(eq(uploadedDocuments.id, upload!.id));
    expect(proof!.educationResponse).toBe(kept!.id);
  });

  it("inserts a record sent with another candidate's id, leaving theirs alone", async () => {
    const mine = await candidate();
    const theirs = await candidate(validRequestBody({ ...ONE_RECORD, candidate: { first_name: 'Bo', last_name: 'B', email: 'bo@example.com' } }));
    await theirs.post({ has_higher_education: true, education: [bristolEducationBody(theirs.gb)] });
    const [their] = await theirs.saved();

    const answer = await mine.post({ has_higher_education: true, education: [{ ...leeds(mine.gb), id: their!.id }] });
    expect(answer.status).toBe(200);
    expect((await mine.saved())[0]!.id).not.toBe(their!.id);
    expect(await theirs.saved()).toStrictEqual([their]);
  });

  const fieldCases: [string, object, Record<string, string[]>][] = [
    ['a missing institution name', { institution_name: '' }, { 'education.0.institution_name': [MESSAGES.required] }],
    ['a long institution name', { institution_name: 'x'.repeat(256) }, { 'education.0.institution_name': [maxLengthMessage(255)] }],
    ['an invalid email', { institution_email: 'registry.bristol.example' }, { 'education.0.institution_email': [MESSAGES.invalidEmail] }],
    ["the candidate's own email", { institution_email: 'Ada@Example.com' }, {
      'education.0.institution_email': [MESSAGES.sameAsCandidateEmail],
    }],
    ['a long email', { institution_email: `${'a'.repeat(243)}@example.com` }, {
      'education.0.institution_email': [maxLengthMessage(254)],
    }],
    ['a long address', { institution_address: 'x'.repeat(256) }, { 'education.0.institution_address': [maxLengthMessage(255)] }],
    ['a country not in the list', { institution_country: 999_999 }, { 'education.0.institution_country': [MESSAGES.selectFromList] }],
    ['a phone code no country has', { institution_phone_code: '999' }, {
      'education.0.institution_phone_code': [MESSAGES.selectFromList],
    }],
    ['a phone number without its code', { institution_phone_code: '' }, { 'education.0.institution_phone_code': [MESSAGES.selectCountryCode] }],
    ['letters in the phone number', { institution_phone_number: '0117 CALL' }, {
      'education.0.institution_phone_number': [MESSAGES.invalidPhone],
    }],
    ['a short US number', { institution_phone_code: '1', institution_phone_number: '555 0142' }, {
      'education.0.institution_phone_number': [MESSAGES.invalidUsPhone],
    }],
    ['a mode of study not offered', { mode_of_study: 'EVENINGS' }, { 'education.0.mode_of_study': [MESSAGES.selectFromList] }],
    ['a long faculty', { faculty: 'x'.repeat(256) }, { 'education.0.faculty': [maxLengthMessage(255)] }],
    ['a long student ID', { student_id_number: 'x'.repeat(256) }, { 'education.0.student_id_number': [maxLengthMessage(255)] }],
    ['a start date in the future', { start_date_attended: '2999-01-01' }, {
      'education.0.start_date_attended': [MESSAGES.dateInFuture],
      'education.0.end_date_attended': [MESSAGES.notBeforeStart],
      'education.0.date_of_qualification': [MESSAGES.qualificationBeforeStart],
    }],
    ['a missing start date', { start_date_attended: null }, { 'education.0.start_date_attended': [MESSAGES.required] }],
    ['an end date before the start', { end_date_attended: '2009-01-01' }, { 'education.0.end_date_attended': [MESSAGES.notBeforeStart] }],
    ['no end date after graduating', { end_date_attended: '' }, { 'education.0.end_date_attended': [MESSAGES.required] }],
    ['an unanswered graduation', { did_graduate: null }, { 'education.0.did_graduate': [MESSAGES.selectYesOrNo] }],
    ['no graduation date', { date_of_qualification: '' }, { 'education.0.date_of_qualification': [MESSAGES.required] }],
    ['a graduation date that does not exist', { date_of_qualification: '2013-02-30' }, {
      'education.0.date_of_qualification': [MESSAGES.invalidDate],
    }],
    ['a graduation date in the future', { date_of_qualification: '2999-01-01' }, {
      'education.0.date_of_qualification': [MESSAGES.dateInFuture],
    }],
    ['no qualification name', { grade_obtained: ' ' }, { 'education.0.grade_obtained': [MESSAGES.required] }],
    ['an unanswered certificate question', { is_certificate_copy: null }, { 'education.0.is_certificate_copy': [MESSAGES.selectYesOrNo] }],
  ];

  it.each(fieldCases)('refuses %s with 400 on the field and keeps the saved records', async (_case, changes, errors) => {
    const c = await candidate();
    await c.post({ has_higher_education: true, education: [bristolEducationBody(c.gb)] });
    const before = await c.saved();

    const answer = await c.post({ has_higher_education: true, education: [{ ...bristolEducationBody(c.gb), ...changes }] });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual(errors);
    expect(await c.saved()).toStrictEqual(before);
  });

  it.each<[string, object, Record<string, string[]>]>([
    ['an unanswered question', { has_higher_education: null }, { has_higher_education: [MESSAGES.selectYesOrNo] }],
    ['a missing answer', {}, { has_higher_education: [DETAILS.required] }],
    ['yes without records', { has_higher_education: true, education: [] }, {
      education: ['You need to provide at least 1 education records.'],
    }],
  ])('refuses %s', async (_case, body, errors) => {
    const c = await candidate();
    const answer = await c.post(body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual(errors);
    expect(await c.saved()).toStrictEqual([]);
  });

  it('asks for the minimum number of records, and one only when the minimum is 1', async () => {
    const two = await candidate(TWO_RECORDS);
    const tooFew = await two.post({ has_higher_education: true, education: [bristolEducationBody(two.gb)] });
    expect(tooFew.status).toBe(400);
    expect(await tooFew.json()).toStrictEqual({ education: ['You need to provide at least 2 education records.'] });
    expect((await two.post({ has_higher_education: true, education: [bristolEducationBody(two.gb), leeds(two.gb), leeds(two.gb)] })).status).toBe(200);

    const one = await candidate();
    const tooMany = await one.post({ has_higher_education: true, education: [bristolEducationBody(one.gb), leeds(one.gb)] });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toStrictEqual({ education: [MESSAGES.singleRecord] });
  });

  it('names the failing fields of every record, at their position in the list', async () => {
    const c = await candidate(TWO_RECORDS);
    const answer = await c.post({
      has_higher_education: true,
      education: [bristolEducationBody(c.gb), { ...leeds(c.gb), institution_email: 'ada@example.com', mode_of_study: '' }],
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual({
      'education.1.institution_email': [MESSAGES.sameAsCandidateEmail],
      'education.1.mode_of_study': [MESSAGES.selectModeOfStudy],
    });
  });

  it('leaves the previous records exactly as they were when the writes fail', async () => {
    const c = await candidate(TWO_RECORDS);
    await c.post({ has_higher_education: true, education: [bristolEducationBody(c.gb), leeds(c.gb)] });
    const before = await c.saved();

    // The database refuses every insert: the save fails after its deletions, which must be undone.
    await ctx.db.execute(
      sql.raw(`create function refuse_education() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`),
    );
    await ctx.db.execute(
      sql.raw('create trigger refuse_education before insert on candidate_education for each row execute function refuse_education()'),
    );
    try {
      const answer = await c.post({ has_higher_education: true, education: [bristolEducationBody(c.gb), leeds(c.gb)] });
      expect(answer.status).toBe(500);
    } finally {
      await ctx.db.execute(sql.raw('drop trigger refuse_education on candidate_education'));
      await ctx.db.execute(sql.raw('drop function refuse_education'));
    }
    expect(await c.saved()).toStrictEqual(before);
  });

  const withEducation = SCENARIO_NAMES.filter((name) =>
    SCENARIOS[name].request.checks.some((check) => check.type === 'academic_qualification'),
  );

  it.each(withEducation)('accepts the sandbox records of the %s scenario as the form gives them back', async (name) => {
    const created = await ctx.createRequest(scenarioBody(name, 'ready_to_submit'));
    const before = await getResponse(ctx.app, created);
    expect(before.candidate_education_details.length).toBeGreaterThan(0);

    const answer = await postDetails(ctx.app, created, before.guid, 'education', educationDefaults(before));
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect((await getResponse(ctx.app, created)).candidate_education_details).toStrictEqual(before.candidate_education_details);
  });
});

describe('DELETE /api/oneform/{guid}/{responseGuid}/details/education/{id}/', () => {
  it('deletes one of the candidate’s records and answers the saved response', async () => {
    const c = await candidate(TWO_RECORDS);
    await c.post({ has_higher_education: true, education: [bristolEducationBody(c.gb), leeds(c.gb)] });
    const [first, second] = await c.saved();

    const answer = await c.remove(first!.id);
    expect(answer.status).toBe(200);
    const saved = await getResponse(ctx.app, c.created);
    expect(await answer.json()).toStrictEqual(saved);
    expect(saved.candidate_education_details).toStrictEqual([second]);
  });

  it('answers 404 for a record of another candidate, or no record, deleting nothing', async () => {
    const mine = await candidate();
    const theirs = await candidate();
    await mine.post({ has_higher_education: true, education: [bristolEducationBody(mine.gb)] });
    await theirs.post({ has_higher_education: true, education: [bristolEducationBody(theirs.gb)] });
    const [their] = await theirs.saved();
    const mineBefore = await mine.saved();

    for (const id of [their!.id, 999_999, 'abc', '0', '99999999999']) {
      const answer = await mine.remove(id);
      expect(answer.status, String(id)).toBe(404);
      expect(await answer.json()).toStrictEqual({ detail: DETAILS.notFound });
    }
    // Their guids with my token: the write lock refuses before the record is looked at.
    expect((await mine.remove(their!.id, mine.created.user_token, theirs.created, theirs.response.guid)).status).toBe(404);
    expect(await theirs.saved()).toStrictEqual([their]);
    expect(await mine.saved()).toStrictEqual(mineBefore);
  });

});
