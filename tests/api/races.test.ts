/**
 * Races on one candidate's response (ARCHITECTURE.md "The API contract", docs/operations.md "Under faults"): saves
 * racing the completion, whole-list saves racing each other, double submits and concurrent deletes. Every write
 * locks the response row first, so whatever the interleaving, each request answers 200, 404 or 409 (never 500),
 * and what is stored afterwards is exactly what one request asked for.
 *
 * On PGlite (one connection) the requests queue one after another anyway; on PostgreSQL (the api-postgres project)
 * they really run at once, which is where these went wrong before.
 */
import { describe, expect, it } from 'vitest';
import type { CreatedRequest, OrgRequestInput } from '../../domain/org-request.schema';
import type { ReferenceResponse } from '../../domain/reference-response';
import { LOCKED_DETAILS } from '../../server/requests/write-lock';
import { loadResponseProgress } from '../../server/requests/progress';
import { bristolEducationBody } from '../../domain/testing/bristol-education';
import { bristolAddressHistory } from './support/answers';
import { getResponse, postComplete, postDetails, scenarioBody } from './support/candidate';
import { tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();

/** How many times each race is run: enough for PostgreSQL to interleave them differently; PGlite runs one order. */
const TRIALS = process.env.API_TEST_DATABASE === 'postgres' ? 6 : 1;

interface Candidate {
  created: CreatedRequest;
  response: ReferenceResponse;
  countryId(code: string): number;
  post(step: string, body: unknown): Promise<Response>;
  remove(step: string, id: number): Promise<Response>;
  complete(): Promise<Response>;
  stored(): Promise<ReferenceResponse>;
}

/** A UK enhanced criminal record check (five years of addresses) with two education records asked. */
const ADDRESSES_AND_EDUCATION = validRequestBody({
  checks: [
    { type: 'criminal_record', level: ['enhanced'] },
    { type: 'academic_qualification', level: ['two'], minimum_criteria_count: 2 },
  ],
});

async function candidate(body: OrgRequestInput = ADDRESSES_AND_EDUCATION) {
  const created = await ctx.createRequest(body);
  const response = await getResponse(ctx.app, created);
  const countries = (await (await ctx.app.request('/api/countries/', { headers: tokenHeaders(created.user_token) })).json()) as {
    id: number;
    short_name: string;
  }[];
  const c: Candidate = {
    created,
    response,
    countryId: (code) => countries.find((row) => row.short_name === code)!.id,
    post: async (step, body) => postDetails(ctx.app, created, response.guid, step, body),
    remove: async (step, id) =>
      ctx.app.request(`/api/oneform/${created.guid}/${response.guid}/details/${step}/${id}/`, {
        method: 'DELETE',
        headers: tokenHeaders(created.user_token),
      }),
    complete: async () => postComplete(ctx.app, created.guid, response.guid, created.user_token),
    stored: () => getResponse(ctx.app, created),
  };
  return c;
}

/** The statuses and bodies of requests sent at once. */
async function atOnce(requests: (() => Promise<Response>)[]) {
  const answers = await Promise.all(requests.map((send) => send()));
  return Promise.all(answers.map(async (answer) => ({ status: answer.status, body: (await answer.json()) as unknown })));
}

/** 0 → A, 1 → B, …: a number as a name may spell it. */
const letter = (n: number) => String.fromCharCode(65 + n);

const nameBody = (firstName: string) => ({
  salutation: 'ms',
  first_name: firstName,
  middle_name: '',
  no_middle_name: true,
  last_name: 'Lovelace',
  asian_name: '',
  gender: 'female',
  is_any_other_names: false,
  previous_names: [],
});

const addressBody = (c: Candidate, tag: string, count: 1 | 2 | 3) => bristolAddressHistory(c.countryId('GB'), tag, count);

const streets = (response: ReferenceResponse) => response.candidate_address_details.map((record) => record.street_address);

const educationRecord = (c: Candidate, institution: string) => ({ ...bristolEducationBody(c.countryId('GB')), institution_name: institution });

/** The stored address history is well formed: positions in order, one current address, each end the next start. */
function expectWellFormedHistory(response: ReferenceResponse) {
  const records = response.candidate_address_details;
  expect(records.filter((record) => record.is_current_residence)).toHaveLength(records.length > 0 ? 1 : 0);
  records.forEach((record, index) => {
    if (index > 0) expect(record.period_residence_to).toBe(records[index - 1]!.period_residence_from);
  });
}

describe('saves racing the completion', () => {
  it('never change a response once it is submitted: the stored name is the one the completion answered', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const c = await candidate(scenarioBody('gb-dbs-enhanced', 'ready_to_submit'));
      // Letters for the numbers: a name holds no digits.
      const saves = Array.from({ length: 20 }, (_, index) => () => c.post('name', nameBody(`Racer-${letter(trial)}-${letter(index)}`)));
      const answers = await atOnce([...saves.slice(0, 10), () => c.complete(), ...saves.slice(10)]);
      const completion = answers[10]!;
      const saveAnswers = answers.filter((_, index) => index !== 10);

      expect(completion.status).toBe(200);
      for (const answer of saveAnswers) {
        expect([200, 409]).toContain(answer.status);
        if (answer.status === 409) expect(answer.body).toStrictEqual({ detail: LOCKED_DETAILS.done });
      }
      const submitted = (completion.body as ReferenceResponse).candidate_details[0]!.first_name;
      const stored = await c.stored();
      expect(stored.status).toBe('done');
      expect(stored.candidate_details[0]!.first_name).toBe(submitted);
      // A save that answered 200 ran before the completion, and saw the response still open.
      for (const answer of saveAnswers.filter((each) => each.status === 200)) {
        expect((answer.body as ReferenceResponse).status).not.toBe('done');
      }
    }
  });

  it('never leave a submitted response without the records its sections need', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const c = await candidate(scenarioBody('br-family-names', 'ready_to_submit'));
      const deletes = [
        ...c.response.candidate_address_details.map((record) => () => c.remove('address', record.id)),
        ...c.response.candidate_education_details.map((record) => () => c.remove('education', record.id)),
      ];
      expect(deletes.length).toBeGreaterThan(1);
      const answers = await atOnce([() => c.complete(), ...deletes]);
      for (const answer of answers) expect([200, 404, 409]).toContain(answer.status);

      const stored = await c.stored();
      const progress = await loadResponseProgress(ctx.db, stored.reference_request.id, ctx.now());
      if (answers[0]!.status === 200) {
        // Submitted: every delete either ran first (and then the completion would have refused) or met the lock.
        expect(stored.status).toBe('done');
        expect(answers.slice(1).every((answer) => answer.status === 409)).toBe(true);
        expect(stored.candidate_address_details).toStrictEqual(c.response.candidate_address_details);
        expect(stored.candidate_education_details).toStrictEqual(c.response.candidate_education_details);
        expect(progress.progress.incomplete).toStrictEqual([]);
      } else {
        expect(answers[0]!.status).toBe(409);
        expect(stored.status).not.toBe('done');
        expect(progress.progress.incomplete.length).toBeGreaterThan(0);
      }
    }
  });

  it('complete once when two completions race; the second meets the write lock', async () => {
    const c = await candidate(scenarioBody('gb-dbs-enhanced', 'ready_to_submit'));
    const answers = await atOnce([() => c.complete(), () => c.complete(), () => c.complete()]);
    expect(answers.map((answer) => answer.status).sort()).toStrictEqual([200, 409, 409]);
    for (const answer of answers.filter((each) => each.status === 409)) {
      expect(answer.body).toStrictEqual({ detail: LOCKED_DETAILS.done });
    }
  });
});

describe('whole-list saves', () => {
  it('store exactly one of 20 concurrent address histories, with one current address', async () => {
    const c = await candidate();
    const bodies = Array.from({ length: 20 }, (_, index) => addressBody(c, `Body${index}`, ((index % 3) + 1) as 1 | 2 | 3));
    const answers = await atOnce(bodies.map((body) => () => c.post('address', body)));
    expect(answers.map((answer) => answer.status)).toStrictEqual(bodies.map(() => 200));

    const stored = await c.stored();
    const sent = bodies.map((body) => body.map((record) => record.street_address));
    expect(sent).toContainEqual(streets(stored));
    expectWellFormedHistory(stored);
  });

  it('do not duplicate a list sent twice at once (a double click)', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const c = await candidate();
      const addresses = addressBody(c, 'Double', 3);
      const education = { has_higher_education: true, education: [educationRecord(c, 'University of Bristol'), educationRecord(c, 'Leeds College')] };
      const answers = await atOnce([
        () => c.post('address', addresses),
        () => c.post('address', addresses),
        () => c.post('education', education),
        () => c.post('education', education),
      ]);
      expect(answers.map((answer) => answer.status)).toStrictEqual([200, 200, 200, 200]);
      const stored = await c.stored();
      expect(streets(stored)).toStrictEqual(['1 Double Street', '2 Double Street', '3 Double Street']);
      expect(stored.candidate_education_details.map((record) => record.institution_name)).toStrictEqual([
        'University of Bristol',
        'Leeds College',
      ]);
    }
  });

  it('answer each concurrent delete of one record once with 200 and the others with 404, never 500', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const c = await candidate();
      await c.post('address', addressBody(c, 'Delete', 3));
      await c.post('education', { has_higher_education: true, education: [educationRecord(c, 'Bristol'), educationRecord(c, 'Leeds')] });
      const before = await c.stored();
      const targets = [
        ...before.candidate_address_details.map((record) => ['address', record.id] as const),
        ...before.candidate_education_details.map((record) => ['education', record.id] as const),
      ];
      const answers = await atOnce([...targets, ...targets].map(([step, id]) => () => c.remove(step, id)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(targets.length);
      expect(statuses.filter((status) => status === 404)).toHaveLength(targets.length);

      const stored = await c.stored();
      expect(stored.candidate_address_details).toStrictEqual([]);
      expect(stored.candidate_education_details).toStrictEqual([]);
    }
  });

  it('leave exactly one save’s list after saves and deletes mixed at once', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const c = await candidate();
      await c.post('address', addressBody(c, 'First', 3));
      const before = await c.stored();
      const bodies = Array.from({ length: 6 }, (_, index) => addressBody(c, `Mixed${index}`, ((index % 3) + 1) as 1 | 2 | 3));
      const requests = [
        ...bodies.map((body) => () => c.post('address', body)),
        ...before.candidate_address_details.map((record) => () => c.remove('address', record.id)),
      ];
      // Interleave saves and deletes so they reach the server in no particular order.
      requests.sort(() => (trial % 2 === 0 ? 1 : -1));
      const answers = await atOnce(requests);
      for (const answer of answers) expect([200, 404]).toContain(answer.status);

      const stored = await c.stored();
      expect(bodies.map((body) => body.map((record) => record.street_address))).toContainEqual(streets(stored));
      expectWellFormedHistory(stored);
    }
  });
});
