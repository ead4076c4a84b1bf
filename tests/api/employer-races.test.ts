/**
 * Races on the employers section's writes (docs/employment.md, docs/operations.md "Under faults"): line saves racing
 * the completion, concurrent deletes of one line, and concurrent changes of one gap activity. Each write locks the
 * response row first, so every request answers 200, 404 or 409 (never 500) and what is stored is exactly what one
 * request asked for. They bite on PostgreSQL (the api-postgres project), where the requests really run at once.
 */
import { describe, expect, it } from 'vitest';
import type { EmployerLine, ReferenceResponse } from '../../domain/reference-response';
import { LOCKED_DETAILS } from '../../server/requests/write-lock';
import { atOnce, RACE_TRIALS } from './support/at-once';
import { openCandidate, scenarioBody } from './support/candidate';
import { useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();

const TRIALS = RACE_TRIALS(6);

/** The line as the save's body: what the candidate's browser posts back to change it. */
function lineBody(line: EmployerLine, organisation: string) {
  return {
    id: line.id,
    organization_name: organisation,
    organisation_address: line.organisation_address,
    organization_country: line.organization_country,
    employment_period_from: line.employment_period_from,
    employment_period_to: line.employment_period_to,
    is_present: line.is_present,
    candidate_job_title: line.candidate_job_title,
    title_reported_into: line.title_reported_into,
    type_of_employment: line.type_of_employment,
    reason_for_leaving: line.reason_for_leaving,
    has_employee_id_number: line.has_employee_id_number,
    employee_id_number: line.employee_id_number,
    is_agency: line.is_agency,
    have_hr_email: line.have_hr_email,
    manager: line.manager,
    contact_verifier: line.contact_verifier,
  };
}

describe('employer line saves racing the completion', () => {
  it('never change a submitted response: the stored line is the one the completion answered', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const c = await openCandidate(ctx, scenarioBody('gb-dbs-enhanced', 'ready_to_submit'));
      const line = c.response.employers[0]!;
      const saves = Array.from(
        { length: 12 },
        (_, index) => () => c.call('POST', 'employers/employers/', lineBody(line, `Racer ${trial}-${index} Ltd`)),
      );
      const answers = await atOnce([...saves.slice(0, 6), () => c.complete(), ...saves.slice(6)]);
      const completion = answers[6]!;
      const saveAnswers = answers.filter((_, index) => index !== 6);

      expect(completion.status).toBe(200);
      for (const answer of saveAnswers) {
        expect([200, 409]).toContain(answer.status);
        if (answer.status === 409) expect(answer.body).toStrictEqual({ detail: LOCKED_DETAILS.done });
        else expect((answer.body as ReferenceResponse).status).not.toBe('done');
      }
      const submitted = (completion.body as ReferenceResponse).employers;
      const stored = await c.saved();
      expect(stored.status).toBe('done');
      expect(stored.employers).toStrictEqual(submitted);
      expect(stored.employers).toHaveLength(c.response.employers.length);
    }
  });
});

describe('concurrent employer and gap writes', () => {
  const YEARS = validRequestBody({ checks: [{ type: 'employment' }] });

  it('answer each concurrent delete of one line once with 200 and the others with 404, never 500', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const c = await openCandidate(ctx, scenarioBody('gb-dbs-enhanced', 'ready_to_submit'));
      const ids = c.response.employers.map((line) => line.id);
      expect(ids.length).toBeGreaterThan(0);
      const answers = await atOnce([...ids, ...ids, ...ids].map((id) => () => c.call('DELETE', `employers/employers/${id}/`)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(ids.length);
      expect(statuses.filter((status) => status === 404)).toHaveLength(ids.length * 2);
      expect((await c.saved()).employers).toStrictEqual([]);
    }
  });

  it('keep exactly one of several changes sent at once to one gap activity', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const c = await openCandidate(ctx, YEARS);
      const added = await c.call('POST', 'employers/employment-gap/', {
        start_date: '2021-03-15',
        end_date: '2023-12-31',
        gap_reason: 'OTHER',
        additional_notes: 'First account',
      });
      expect(added.status).toBe(200);
      const [gap] = ((await added.json()) as ReferenceResponse).employment_gaps;
      const notes = Array.from({ length: 8 }, (_, index) => `Account ${trial}-${index}`);
      const answers = await atOnce(
        notes.map((note) => () => c.call('PUT', 'employers/employment-gap/', { ...gap, additional_notes: note })),
      );
      expect(answers.map((answer) => answer.status)).toStrictEqual(notes.map(() => 200));
      const stored = (await c.saved()).employment_gaps;
      expect(stored).toHaveLength(1);
      expect(notes).toContain(stored[0]!.additional_notes);
    }
  });
});
