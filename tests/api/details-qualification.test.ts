/**
 * POST /api/oneform/{guid}/{responseGuid}/details/qualification/ and DELETE .../details/qualification/{id}/
 * (spec 000 §7): the whole list in one body, judged by the shared schema, replacing the stored records in one
 * transaction.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { qualificationDefaults } from '../../domain/details/qualification.schema';
import { maxLengthMessage } from '../../domain/forms/fields';
import { MESSAGES } from '../../domain/messages';
import type { CreatedRequest } from '../../domain/org-request.schema';
import { isStepComplete } from '../../domain/progress';
import { unknownProviderStatuses } from '../../domain/provider-status';
import type { Country, ReferenceResponse } from '../../domain/reference-response';
import { DETAILS } from '../../server/errors';
import { SCENARIOS, SCENARIO_NAMES } from '../../server/scenarios';
import { getResponse, postDetails, scenarioBody } from './support/candidate';
import { tokenHeaders, useTestApp, validRequestBody } from './support/test-app';
import { savedNoQualification } from '../../domain/testing/saved-records';

const ctx = useTestApp();

const ONE_RECORD = validRequestBody({ checks: [{ type: 'professional_qualification' }] });
const TWO_RECORDS = validRequestBody({ checks: [{ type: 'professional_qualification', minimum_criteria_count: 2 }] });

interface Candidate {
  created: CreatedRequest;
  response: ReferenceResponse;
  gb: number;
  post(body: unknown, token?: string): Promise<Response>;
  remove(id: number | string, token?: string, owner?: CreatedRequest, responseGuid?: string): Promise<Response>;
  saved(): Promise<ReferenceResponse['candidate_qualification_details']>;
}

async function candidate(body = ONE_RECORD): Promise<Candidate> {
  const created = await ctx.createRequest(body);
  const response = await getResponse(ctx.app, created);
  const countries = (await (await ctx.app.request('/api/countries/', { headers: tokenHeaders(created.user_token) })).json()) as Country[];
  return {
    created,
    response,
    gb: countries.find((country) => country.short_name === 'GB')!.id,
    post: async (answers, token) => postDetails(ctx.app, created, response.guid, 'qualification', answers, token),
    remove: async (id, token = created.user_token, owner = created, responseGuid = response.guid) =>
      ctx.app.request(`/api/oneform/${owner.guid}/${responseGuid}/details/qualification/${id}/`, {
        method: 'DELETE',
        headers: tokenHeaders(token),
      }),
    saved: async () => (await getResponse(ctx.app, created)).candidate_qualification_details,
  };
}

function cipd(country: number) {
  return {
    professional_organization_name: 'Chartered Institute of Personnel and Development',
    professional_qualification_attained: 'Chartered Member',
    professional_membership_number: 'CIPD-318204',
    membership_date: '2019-03-01',
    membership_attained_country: country,
    membership_status: 'Active',
    is_membership_awarded_in_different_name: true,
    membership_awarded_name: 'Ada King',
  };
}

function icaew(country: number) {
  return {
    professional_organization_name: 'ICAEW',
    professional_qualification_attained: 'Chartered Accountant',
    membership_date: '2021-11-15',
    membership_attained_country: country,
    is_membership_awarded_in_different_name: false,
  };
}

const stepComplete = (response: ReferenceResponse) =>
  isStepComplete('qualification', { response, providers: unknownProviderStatuses(), documentTypes: [], today: '2026-01-01' });

describe('POST /api/oneform/{guid}/{responseGuid}/details/qualification/', () => {
  it('saves the records in order, completes the step and answers the saved response', async () => {
    const c = await candidate(TWO_RECORDS);
    expect(stepComplete(c.response)).toBe(false);

    const answer = await c.post({ holds_qualification: true, qualifications: [cipd(c.gb), icaew(c.gb)] });
    expect(answer.status).toBe(200);
    const saved = await getResponse(ctx.app, c.created);
    expect(await answer.json()).toStrictEqual(saved);
    expect(stepComplete(saved)).toBe(true);
    expect(saved.candidate_qualification_details).toStrictEqual([
      { id: expect.any(Number), holds_qualification: true, ...cipd(c.gb), is_completed: true },
      {
        id: expect.any(Number),
        holds_qualification: true,
        ...icaew(c.gb),
        professional_membership_number: null,
        membership_status: null,
        membership_awarded_name: null,
        is_completed: true,
      },
    ]);
  });

  it('saves a "no" as the single record with holds_qualification false, replacing the records', async () => {
    const c = await candidate();
    await c.post({ holds_qualification: true, qualifications: [cipd(c.gb)] });

    const answer = await c.post({ holds_qualification: false, qualifications: [{}] });
    expect(answer.status).toBe(200);
    const saved = await getResponse(ctx.app, c.created);
    expect(saved.candidate_qualification_details).toStrictEqual([savedNoQualification({ id: expect.any(Number) as number })]);
    expect(stepComplete(saved)).toBe(true);
    expect(qualificationDefaults(saved).holds_qualification).toBe(false);
  });

  const fieldCases: [string, object, Record<string, string[]>][] = [
    ['a missing organisation', { professional_organization_name: '' }, {
      'qualifications.0.professional_organization_name': [MESSAGES.required],
    }],
    ['a long organisation', { professional_organization_name: 'x'.repeat(256) }, {
      'qualifications.0.professional_organization_name': [maxLengthMessage(255)],
    }],
    ['a missing qualification', { professional_qualification_attained: ' ' }, {
      'qualifications.0.professional_qualification_attained': [MESSAGES.required],
    }],
    ['a long qualification', { professional_qualification_attained: 'x'.repeat(256) }, {
      'qualifications.0.professional_qualification_attained': [maxLengthMessage(255)],
    }],
    ['a long membership number', { professional_membership_number: 'x'.repeat(256) }, {
      'qualifications.0.professional_membership_number': [maxLengthMessage(255)],
    }],
    ['a missing membership date', { membership_date: '' }, { 'qualifications.0.membership_date': [MESSAGES.required] }],
    ['a membership date in the future', { membership_date: '2999-01-01' }, {
      'qualifications.0.membership_date': [MESSAGES.dateInFuture],
    }],
    ['a membership date that does not exist', { membership_date: '2019-02-29' }, {
      'qualifications.0.membership_date': [MESSAGES.invalidDate],
    }],
    ['a country not in the list', { membership_attained_country: 999_999 }, {
      'qualifications.0.membership_attained_country': [MESSAGES.selectFromList],
    }],
    ['a status of 101 characters', { membership_status: 'x'.repeat(101) }, {
      'qualifications.0.membership_status': [maxLengthMessage(100)],
    }],
    ['an unanswered name question', { is_membership_awarded_in_different_name: null }, {
      'qualifications.0.is_membership_awarded_in_different_name': [MESSAGES.selectYesOrNo],
    }],
    ['no other name after a yes', { membership_awarded_name: '' }, { 'qualifications.0.membership_awarded_name': [MESSAGES.required] }],
    ['another name too long', { membership_awarded_name: 'x'.repeat(256) }, {
      'qualifications.0.membership_awarded_name': [maxLengthMessage(255)],
    }],
  ];

  it.each(fieldCases)('refuses %s with 400 on the field and keeps the saved records', async (_case, changes, errors) => {
    const c = await candidate();
    await c.post({ holds_qualification: true, qualifications: [cipd(c.gb)] });
    const before = await c.saved();

    const answer = await c.post({ holds_qualification: true, qualifications: [{ ...cipd(c.gb), ...changes }] });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual(errors);
    expect(await c.saved()).toStrictEqual(before);
  });

  it.each<[string, object, Record<string, string[]>]>([
    ['an unanswered question', { holds_qualification: null }, { holds_qualification: [MESSAGES.selectYesOrNo] }],
    ['a missing answer', {}, { holds_qualification: [DETAILS.required] }],
    ['yes without records', { holds_qualification: true, qualifications: [] }, {
      qualifications: ['You need to provide at least 1 education records.'],
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
    const tooFew = await two.post({ holds_qualification: true, qualifications: [cipd(two.gb)] });
    expect(tooFew.status).toBe(400);
    expect(await tooFew.json()).toStrictEqual({ qualifications: ['You need to provide at least 2 education records.'] });

    const one = await candidate();
    const tooMany = await one.post({ holds_qualification: true, qualifications: [cipd(one.gb), icaew(one.gb)] });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toStrictEqual({ qualifications: [MESSAGES.singleRecord] });
  });

  it('leaves the previous records exactly as they were when the writes fail', async () => {
    const c = await candidate(TWO_RECORDS);
    await c.post({ holds_qualification: true, qualifications: [cipd(c.gb), icaew(c.gb)] });
    const before = await c.saved();

    // The database refuses every insert: the save fails after its deletions, which must be undone.
    await ctx.db.execute(
      sql.raw(`create function refuse_qualification() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`),
    );
    await ctx.db.execute(
      sql.raw(
        'create trigger refuse_qualification before insert on candidate_qualifications for each row execute function refuse_qualification()',
      ),
    );
    try {
      expect((await c.post({ holds_qualification: false })).status).toBe(500);
    } finally {
      await ctx.db.execute(sql.raw('drop trigger refuse_qualification on candidate_qualifications'));
      await ctx.db.execute(sql.raw('drop function refuse_qualification'));
    }
    expect(await c.saved()).toStrictEqual(before);
  });

  const withQualification = SCENARIO_NAMES.filter((name) =>
    SCENARIOS[name].request.checks.some((check) => check.type === 'professional_qualification'),
  );

  it.each(withQualification)('accepts the sandbox records of the %s scenario as the form gives them back', async (name) => {
    const created = await ctx.createRequest(scenarioBody(name, 'ready_to_submit'));
    const before = await getResponse(ctx.app, created);
    expect(before.candidate_qualification_details.length).toBeGreaterThan(0);

    const answer = await postDetails(ctx.app, created, before.guid, 'qualification', qualificationDefaults(before));
    expect(answer.status, await answer.clone().text()).toBe(200);
    const strip = (records: ReferenceResponse['candidate_qualification_details']) => records.map(({ id: _id, ...record }) => record);
    expect(strip((await getResponse(ctx.app, created)).candidate_qualification_details)).toStrictEqual(
      strip(before.candidate_qualification_details),
    );
  });
});

describe('DELETE /api/oneform/{guid}/{responseGuid}/details/qualification/{id}/', () => {
  it('deletes one of the candidate’s records and answers the saved response', async () => {
    const c = await candidate(TWO_RECORDS);
    await c.post({ holds_qualification: true, qualifications: [cipd(c.gb), icaew(c.gb)] });
    const [first, second] = await c.saved();

    const answer = await c.remove(second!.id);
    expect(answer.status).toBe(200);
    const saved = await getResponse(ctx.app, c.created);
    expect(await answer.json()).toStrictEqual(saved);
    expect(saved.candidate_qualification_details).toStrictEqual([first]);
  });

  it('answers 404 for a record of another candidate, or no record, deleting nothing', async () => {
    const mine = await candidate();
    const theirs = await candidate();
    await mine.post({ holds_qualification: true, qualifications: [cipd(mine.gb)] });
    await theirs.post({ holds_qualification: false });
    const [their] = await theirs.saved();
    const mineBefore = await mine.saved();

    for (const id of [their!.id, 999_999, '-1', '1.5']) {
      const answer = await mine.remove(id);
      expect(answer.status, String(id)).toBe(404);
      expect(await answer.json()).toStrictEqual({ detail: DETAILS.notFound });
    }
    expect((await mine.remove(their!.id, mine.created.user_token, theirs.created, theirs.response.guid)).status).toBe(404);
    expect(await theirs.saved()).toStrictEqual([their]);
    expect(await mine.saved()).toStrictEqual(mineBefore);
  });

});
