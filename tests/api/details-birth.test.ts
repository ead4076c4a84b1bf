import { describe, expect, it } from 'vitest';
import { birthDefaults } from '../../domain/details/birth.schema';
import { maxLengthMessage } from '../../domain/forms/fields';
import { MESSAGES } from '../../domain/messages';
import { isStepComplete } from '../../domain/progress';
import { unknownProviderStatuses } from '../../domain/provider-status';
import type { CandidateDetails, Country, Nationality, ReferenceResponse } from '../../domain/reference-response';
import type { CreatedRequest } from '../../domain/org-request.schema';
import { SCENARIO_NAMES } from '../../server/scenarios';
import { getResponse, scenarioBody } from './support/candidate';
import { expectFieldErrors, failing } from './support/field-errors';
import { tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();

/** The server's "today" is the latest date on Earth: at 06:00 UTC it is 21 November everywhere east of UTC-6. */
const NOW = new Date('2026-11-21T06:00:00Z');

async function list<T>(path: string, created: CreatedRequest): Promise<T[]> {
  const answer = await ctx.app.request(`/api${path}`, { headers: tokenHeaders(created.user_token) });
  return (await answer.json()) as T[];
}

interface Candidate {
  created: CreatedRequest;
  response: ReferenceResponse;
  country(code: string): Country;
  nationality(code: string): Nationality;
  post(body: unknown, token?: string, responseGuid?: string): Promise<Response>;
}

async function candidate(body = validRequestBody()): Promise<Candidate> {
  const created = await ctx.createRequest(body);
  const response = await getResponse(ctx.app, created);
  const countries = await list<Country>('/countries/', created);
  const nationalities = await list<Nationality>('/nationality/', created);
  const find = <T extends { short_name: string }>(rows: T[], code: string) => {
    const row = rows.find((candidateRow) => candidateRow.short_name === code);
    if (!row) throw new Error(`No ${code} in the list.`);
    return row;
  };
  return {
    created,
    response,
    country: (code) => find(countries, code),
    nationality: (code) => find(nationalities, code),
    post: async (answers, token = created.user_token, responseGuid = response.guid) =>
      ctx.app.request(`/api/oneform/${created.guid}/${responseGuid}/details/birth/`, {
        method: 'POST',
        headers: { ...tokenHeaders(token), 'content-type': 'application/json' },
        body: JSON.stringify(answers),
      }),
  };
}

/** A British candidate born in Bristol, as the SPA sends it (names included; the server writes its own). */
function britishAnswers(c: Candidate) {
  return {
    date_of_birth: '1990-04-12',
    country_of_birth: c.country('GB').id,
    country_of_birth_name: 'ignored',
    town_of_birth: 'Bristol',
    state_of_birth: '',
    nationality_at_birth: c.nationality('GB').id,
    is_nationality_changed_since_birth: false,
    new_nationality: null,
    holds_dual_nationality: true,
    second_nationality: c.nationality('IE').id,
  };
}

/** The fields of the birth step, as the response holds them. */
const BIRTH_FIELDS = [
  'date_of_birth', 'country_of_birth', 'country_of_birth_name', 'town_of_birth', 'state_of_birth',
  'nationality_at_birth', 'nationality_at_birth_name', 'is_nationality_changed_since_birth',
  'new_nationality', 'new_nationality_name', 'holds_dual_nationality', 'second_nationality', 'second_nationality_name',
  'is_completed',
] as const satisfies readonly (keyof CandidateDetails)[];

const birthOf = (response: ReferenceResponse) => {
  const details = response.candidate_details[0];
  if (!details) return undefined;
  return Object.fromEntries(BIRTH_FIELDS.map((field) => [field, details[field]])) as Pick<CandidateDetails, (typeof BIRTH_FIELDS)[number]>;
};

const birthComplete = (response: ReferenceResponse) =>
  isStepComplete('birth', { response, providers: unknownProviderStatuses(), documentTypes: [], today: '2026-11-21' });

describe('POST /api/oneform/{guid}/{responseGuid}/details/birth/', () => {
  it('saves the answers with the names of what was picked, completes the step and answers the response', async () => {
    ctx.setNow(NOW);
    const c = await candidate();
    const answer = await c.post(britishAnswers(c));
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as ReferenceResponse;
    expect(birthOf(body)).toStrictEqual({
      date_of_birth: '1990-04-12',
      country_of_birth: c.country('GB').id,
      country_of_birth_name: 'United Kingdom',
      town_of_birth: 'Bristol',
      state_of_birth: null,
      nationality_at_birth: c.nationality('GB').id,
      nationality_at_birth_name: 'British',
      is_nationality_changed_since_birth: false,
      new_nationality: null,
      new_nationality_name: null,
      holds_dual_nationality: true,
      second_nationality: c.nationality('IE').id,
      second_nationality_name: 'Irish',
      is_completed: true,
    });
    expect(await getResponse(ctx.app, c.created)).toStrictEqual(body);
    expect(birthComplete(body)).toBe(true);
  });

  it('replaces a saved answer, clearing a nationality hidden by a no, and keeps the other steps’ fields', async () => {
    ctx.setNow(NOW);
    const c = await candidate(scenarioBody('gb-dbs-enhanced', 'in_progress'));
    const before = (await getResponse(ctx.app, c.created)).candidate_details[0]!;
    expect((await c.post(britishAnswers(c))).status).toBe(200);
    const answer = await c.post({
      ...britishAnswers(c),
      town_of_birth: 'São Paulo',
      country_of_birth: c.country('BR').id,
      is_nationality_changed_since_birth: true,
      new_nationality: c.nationality('BR').id,
      holds_dual_nationality: false,
    });
    expect(answer.status).toBe(200);
    const details = ((await answer.json()) as ReferenceResponse).candidate_details[0]!;
    expect(details).toMatchObject({
      country_of_birth_name: 'Brazil',
      town_of_birth: 'São Paulo',
      new_nationality_name: 'Brazilian',
      holds_dual_nationality: false,
      second_nationality: null,
      second_nationality_name: null,
    });
    expect({ first_name: details.first_name, last_name: details.last_name }).toStrictEqual({
      first_name: before.first_name,
      last_name: before.last_name,
    });
  });

  it('takes the date of birth alone for a US request, and completes the step with it', async () => {
    ctx.setNow(NOW);
    const c = await candidate(scenarioBody('us-employment'));
    const answer = await c.post({ date_of_birth: '1985-07-04' });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as ReferenceResponse;
    expect(birthOf(body)).toMatchObject({
      date_of_birth: '1985-07-04',
      country_of_birth: null,
      town_of_birth: null,
      nationality_at_birth: null,
      is_nationality_changed_since_birth: null,
      is_completed: true,
    });
    expect(birthComplete(body)).toBe(true);

    const refused = await c.post({ date_of_birth: '' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toStrictEqual({ date_of_birth: [MESSAGES.required] });
  });

  it('asks the state of birth of an ACIC check', async () => {
    ctx.setNow(NOW);
    const c = await candidate(scenarioBody('au-acic'));
    const answers = { ...britishAnswers(c), country_of_birth: c.country('AU').id, town_of_birth: 'Ballarat' };
    const refused = await c.post(answers);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toStrictEqual({ state_of_birth: [MESSAGES.required] });
    const saved = await c.post({ ...answers, state_of_birth: 'Victoria' });
    expect(saved.status).toBe(200);
    expect(birthOf((await saved.json()) as ReferenceResponse)?.state_of_birth).toBe('Victoria');
  });

  describe('refuses an invalid field with its message (400) and saves nothing', () => {
    it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
      ['no date of birth', { date_of_birth: '' }, { date_of_birth: [MESSAGES.required] }],
      ['a date that does not exist', { date_of_birth: '1990-02-30' }, { date_of_birth: [MESSAGES.invalidDate] }],
      ['a day short of 16', { date_of_birth: '2010-11-22' }, { date_of_birth: [MESSAGES.ageRange] }],
      ['111 today', { date_of_birth: '1915-11-21' }, { date_of_birth: [MESSAGES.ageRange] }],
      ['no town of birth', { town_of_birth: ' ' }, { town_of_birth: [MESSAGES.required] }],
      ['a town with digits', { town_of_birth: 'District 9' }, { town_of_birth: [MESSAGES.placeOfBirthPattern] }],
      ['a town ending in a hyphen', { town_of_birth: 'Leeds-' }, { town_of_birth: [MESSAGES.placeOfBirthPattern] }],
      ['a town too long', { town_of_birth: 'A'.repeat(61) }, { town_of_birth: [maxLengthMessage(60)] }],
      ['no country of birth', { country_of_birth: null }, { country_of_birth: [MESSAGES.selectFromList] }],
      ['an unknown country id', { country_of_birth: 999_999 }, { country_of_birth: [MESSAGES.selectFromList] }],
      ['no nationality at birth', { nationality_at_birth: null }, { nationality_at_birth: [MESSAGES.selectFromList] }],
      ['an unknown nationality id', { nationality_at_birth: 999_999 }, { nationality_at_birth: [MESSAGES.selectFromList] }],
      [
        'a changed nationality without the new one',
        { is_nationality_changed_since_birth: true, new_nationality: null },
        { new_nationality: [MESSAGES.selectFromList] },
      ],
      [
        'a dual nationality without the second one',
        { holds_dual_nationality: true, second_nationality: null },
        { second_nationality: [MESSAGES.selectFromList] },
      ],
      ['an unanswered question', { is_nationality_changed_since_birth: null }, { is_nationality_changed_since_birth: [MESSAGES.selectYesOrNo] }],
    ])('%s', async (_, change, errors) => {
      ctx.setNow(NOW);
      const c = await candidate();
      await expectFieldErrors(await c.post({ ...britishAnswers(c), ...change }), errors);
      expect((await getResponse(ctx.app, c.created)).candidate_details).toStrictEqual([]);
    });

    it('names every invalid field at once', async () => {
      ctx.setNow(NOW);
      const c = await candidate();
      await expectFieldErrors(await c.post({}), {
        ...failing(MESSAGES.required, 'date_of_birth', 'town_of_birth'),
        ...failing(MESSAGES.selectFromList, 'country_of_birth', 'nationality_at_birth'),
        ...failing('This field is required.', 'is_nationality_changed_since_birth', 'holds_dual_nationality'),
      });
    });
  });

  it('leaves the previous answers as they were when a save is refused', async () => {
    ctx.setNow(NOW);
    const c = await candidate();
    const saved = (await (await c.post(britishAnswers(c))).json()) as ReferenceResponse;
    const refused = await c.post({ ...britishAnswers(c), town_of_birth: 'Paris', date_of_birth: '2015-01-01' });
    expect(refused.status).toBe(400);
    expect(await getResponse(ctx.app, c.created)).toStrictEqual(saved);
  });

  it.each(SCENARIO_NAMES.filter((name) => !['expired', 'profile-removed', 'completed'].includes(name)))(
    'takes back the sandbox’s own birth answers in the %s scenario',
    async (name) => {
      const c = await candidate(scenarioBody(name, 'in_progress'));
      expect(birthComplete(c.response)).toBe(true);
      const answer = await c.post(birthDefaults(c.response.candidate_details[0]));
      expect(answer.status, JSON.stringify(await answer.clone().json())).toBe(200);
      expect(birthOf((await answer.json()) as ReferenceResponse)).toStrictEqual(birthOf(c.response));
    },
  );
});
