/**
 * GET /api/oneform/{guid}/answers/: the candidate's own answers, section by section in the hub's order, each group
 * with the step that changes it, for the check before submitting (docs/hub.md "Check your answers"). The token
 * opens its own request only.
 */
import { describe, expect, it } from 'vitest';
import type { CreatedRequest } from '../../domain/org-request.schema';
import type { CandidateAnswers } from '../../domain/candidate-answers';
import { DETAILS } from '../../server/errors';
import { getResponse, hubProgress, scenarioBody } from './support/candidate';
import { tokenHeaders, useTestApp } from './support/test-app';

const ctx = useTestApp();

const getAnswers = (guid: string, token?: string) =>
  Promise.resolve(ctx.app.request(`/api/oneform/${guid}/answers/`, { headers: token ? tokenHeaders(token) : {} }));

async function answersOf(created: CreatedRequest): Promise<CandidateAnswers> {
  const answer = await getAnswers(created.guid, created.user_token);
  expect(answer.status).toBe(200);
  return (await answer.json()) as CandidateAnswers;
}

describe('GET /api/oneform/{guid}/answers/', () => {
  it('lists the hub’s sections in its order, each answer under the step that holds it', async () => {
    const created = await ctx.createRequest(scenarioBody('gb-dbs-enhanced', 'ready_to_submit'));
    const [answers, hub, response] = await Promise.all([answersOf(created), hubProgress(ctx, created), getResponse(ctx.app, created)]);

    expect(answers.sections.map((section) => section.section)).toEqual(hub.sections.map((section) => section.section));
    expect(answers.sections.every((section) => section.status === 'success')).toBe(true);

    const details = answers.sections.find((section) => section.section === 'details')!;
    const name = details.groups.find((group) => group.step === 'name')!;
    expect(name.title).toEqual({ key: 'name' });
    expect(name.fields).toContainEqual({ key: 'first_name', value: response.candidate_details[0]!.first_name });
    const birth = details.groups.find((group) => group.step === 'birth')!;
    expect(birth.fields).toContainEqual({ key: 'date_of_birth', value: response.candidate_details[0]!.date_of_birth });
    // A country held by id is named; our own ids and flags are not answers.
    expect(birth.fields.find((field) => field.key === 'country_of_birth')?.value).toEqual(expect.any(String));
    const keys = answers.sections.flatMap((section) => section.groups.flatMap((group) => group.fields.map((field) => field.key)));
    expect(keys).not.toContain('id');
    expect(keys).not.toContain('is_completed');

    // Each address is a numbered group of the address step.
    const addresses = details.groups.filter((group) => group.title.key === 'address' && group.title.number !== undefined);
    expect(addresses.map((group) => group.title.number)).toEqual(response.candidate_address_details.map((_, index) => index + 1));
    expect(addresses.every((group) => group.step === 'address')).toBe(true);

    // An employer is changed on its own numbered entry.
    const employers = answers.sections.find((section) => section.section === 'employers')!;
    const firstEmployer = employers.groups.find((group) => group.title.key === 'employer')!;
    expect(firstEmployer).toMatchObject({ step: 'employers', entry: 1, title: { key: 'employer', number: 1 } });
  });

  it('gives each country and nationality its ISO code beside the English name, so the app names it in the reader’s language', async () => {
    const created = await ctx.createRequest(scenarioBody('gb-financial-services', 'ready_to_submit'));
    const answers = await answersOf(created);
    const fields = answers.sections.flatMap((section) => section.groups.flatMap((group) => group.fields));
    const field = (key: string) => fields.find((entry) => entry.key === key);

    // Held by id with its name stored beside it, and held by id alone.
    expect(field('country_of_birth')).toEqual({ key: 'country_of_birth', value: 'United Kingdom', country: 'GB' });
    expect(field('passport_issue_country')).toEqual({ key: 'passport_issue_country', value: 'United Kingdom', country: 'GB' });
    expect(field('organization_country')).toEqual({ key: 'organization_country', value: 'United Kingdom', country: 'GB' });
    expect(field('institution_country')).toMatchObject({ country: 'GB' });
    expect(field('country')).toMatchObject({ value: 'United Kingdom', country: 'GB' });
    expect(field('nationality_at_birth')).toEqual({ key: 'nationality_at_birth', value: 'British', nationality: 'GB' });
    // The passport's country is named once, not again as a bare code.
    expect(field('passport_issue_country_code')).toBeUndefined();
    // Other answers carry no code.
    expect(Object.keys(field('first_name')!)).toEqual(['key', 'value']);
  });

  it('shows a change the moment it is saved', async () => {
    const created = await ctx.createRequest(scenarioBody('gb-dbs-enhanced', 'ready_to_submit'));
    const response = await getResponse(ctx.app, created);
    const details = response.candidate_details[0]!;
    const saved = await ctx.app.request(`/api/oneform/${created.guid}/${response.guid}/details/name/`, {
      method: 'POST',
      headers: { ...tokenHeaders(created.user_token), 'content-type': 'application/json' },
      body: JSON.stringify({
        salutation: details.salutation,
        first_name: 'Winifred',
        middle_name: '',
        no_middle_name: true,
        last_name: details.last_name,
        asian_name: '',
        gender: details.gender,
      }),
    });
    expect(saved.status).toBe(200);
    const answers = await answersOf(created);
    const name = answers.sections[0]!.groups.find((group) => group.step === 'name')!;
    expect(name.fields).toContainEqual({ key: 'first_name', value: 'Winifred' });
  });

  it('refuses a missing or wrong token with 401', async () => {
    const created = await ctx.createRequest(scenarioBody('gb-dbs-enhanced', 'ready_to_submit'));
    const missing = await getAnswers(created.guid);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ detail: DETAILS.notAuthenticated });
    const wrong = await getAnswers(created.guid, 'not-a-token');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ detail: DETAILS.invalidToken });
  });

  it('never shows another candidate’s answers: their guid with this token is not found', async () => {
    const mine = await ctx.createRequest(scenarioBody('gb-dbs-enhanced', 'ready_to_submit'));
    const theirs = await ctx.createRequest(scenarioBody('gb-dbs-enhanced', 'ready_to_submit'));
    const answer = await getAnswers(theirs.guid, mine.user_token);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ detail: DETAILS.notFound });
    const unknown = await getAnswers('00000000-0000-4000-8000-000000000000', mine.user_token);
    expect(unknown.status).toBe(404);
  });
});
