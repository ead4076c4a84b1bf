import { describe, expect, it } from 'vitest';
import { phoneDefaults } from '../../domain/details/phone.schema';
import { maxLengthMessage } from '../../domain/forms/fields';
import { MESSAGES } from '../../domain/messages';
import type { CreatedRequest } from '../../domain/org-request.schema';
import { isStepComplete } from '../../domain/progress';
import { unknownProviderStatuses } from '../../domain/provider-status';
import type { Country, ReferenceResponse } from '../../domain/reference-response';
import { SCENARIO_NAMES, type ScenarioName } from '../../server/scenarios';
import { documentedScenarioSections, getResponse, scenarioBody } from './support/candidate';
import { expectFieldErrors, failing } from './support/field-errors';
import { tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();

/** A British request whose occupational health check asks for a phone number, but not its type. */
const OCCUPATIONAL_HEALTH = validRequestBody({ checks: [{ type: 'occupational_health' }] });

interface Candidate {
  created: CreatedRequest;
  response: ReferenceResponse;
  countries: Country[];
  post(body: unknown, token?: string, responseGuid?: string): Promise<Response>;
}

async function candidate(body = OCCUPATIONAL_HEALTH): Promise<Candidate> {
  const created = await ctx.createRequest(body);
  const response = await getResponse(ctx.app, created);
  const countries = (await (
    await ctx.app.request('/api/countries/', { headers: tokenHeaders(created.user_token) })
  ).json()) as Country[];
  return {
    created,
    response,
    countries,
    post: async (answers, token = created.user_token, responseGuid = response.guid) =>
      ctx.app.request(`/api/oneform/${created.guid}/${responseGuid}/details/phone/`, {
        method: 'POST',
        headers: { ...tokenHeaders(token), 'content-type': 'application/json' },
        body: JSON.stringify(answers),
      }),
  };
}

const phoneOf = (response: ReferenceResponse) => {
  const details = response.candidate_details[0];
  if (!details) return undefined;
  const { phone_code, phone_number, phone_number_type, is_completed } = details;
  return { phone_code, phone_number, phone_number_type, is_completed };
};

const phoneComplete = (response: ReferenceResponse) =>
  isStepComplete('phone', { response, providers: unknownProviderStatuses(), documentTypes: [], today: '2026-01-01' });

const BRITISH = { phone_code: '44', phone_number: '020 7946 0958', phone_number_type: null };

describe('POST /api/oneform/{guid}/{responseGuid}/details/phone/', () => {
  it('saves the code and the number’s digits, completes the step and answers the response', async () => {
    const c = await candidate();
    expect(phoneComplete(c.response)).toBe(false);
    const answer = await c.post({ ...BRITISH, phone_code: '+44', phone_number: ' (020) 7946-0958 ' });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as ReferenceResponse;
    expect(phoneOf(body)).toStrictEqual({
      phone_code: '44',
      phone_number: '02079460958',
      phone_number_type: null,
      is_completed: true,
    });
    expect(await getResponse(ctx.app, c.created)).toStrictEqual(body);
    expect(phoneComplete(body)).toBe(true);
  });

  it('does not ask the type unless an intelligence-commission check needs it, and stores none', async () => {
    const c = await candidate(scenarioBody('gb-scotland-basic'));
    const answer = await c.post({ ...BRITISH, phone_number_type: 'mobile' });
    expect(answer.status).toBe(200);
    expect(phoneOf((await answer.json()) as ReferenceResponse)?.phone_number_type).toBeNull();
  });

  it('requires the type for an ACIC check, and stores it', async () => {
    const c = await candidate(scenarioBody('au-acic'));
    const answers = { phone_code: '61', phone_number: '0491 570 006' };
    const refused = await c.post(answers);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toStrictEqual({ phone_number_type: [MESSAGES.selectPhoneType] });
    const unknown = await c.post({ ...answers, phone_number_type: 'fax' });
    expect(await unknown.json()).toStrictEqual({ phone_number_type: [MESSAGES.selectFromList] });

    const saved = await c.post({ ...answers, phone_number_type: 'business' });
    expect(saved.status).toBe(200);
    expect(phoneOf((await saved.json()) as ReferenceResponse)).toStrictEqual({
      phone_code: '61',
      phone_number: '0491570006',
      phone_number_type: 'business',
      is_completed: true,
    });
  });

  it('judges a +1 number by the North American plan, whatever the request’s country', async () => {
    const us = await candidate(scenarioBody('us-employment'));
    const refused = await us.post({ phone_code: '1', phone_number: '555-0142' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toStrictEqual({ phone_number: [MESSAGES.invalidUsPhone] });
    // A British number is not judged by the US pattern on a US request.
    expect((await us.post({ phone_code: '44', phone_number: '20 7946 0958' })).status).toBe(200);

    const british = await candidate();
    const saved = await british.post({ phone_code: '1', phone_number: '(303) 555-0142' });
    expect(saved.status).toBe(200);
    expect(phoneOf((await saved.json()) as ReferenceResponse)?.phone_number).toBe('3035550142');
  });

  it('keeps the other personal details on the same record', async () => {
    const c = await candidate(scenarioBody('gb-scotland-basic', 'in_progress'));
    const before = c.response.candidate_details[0]!;
    const answer = await c.post(BRITISH);
    expect(answer.status).toBe(200);
    const details = ((await answer.json()) as ReferenceResponse).candidate_details[0]!;
    expect(details).toStrictEqual({ ...before, phone_code: '44', phone_number: '02079460958', phone_number_type: null });
  });

  describe('refuses an invalid field with its message (400) and saves nothing', () => {
    it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
      ['no code', { phone_code: '' }, { phone_code: [MESSAGES.selectFromList] }],
      ['a code no country has', { phone_code: '999' }, { phone_code: [MESSAGES.selectFromList] }],
      ['a country instead of a code', { phone_code: 'GB' }, { phone_code: [MESSAGES.selectFromList] }],
      ['no number', { phone_number: '  ' }, { phone_number: [MESSAGES.required] }],
      ['letters in the number', { phone_number: '0770 CALL ME' }, { phone_number: [MESSAGES.invalidPhone] }],
      ['too few digits', { phone_number: '123' }, { phone_number: [MESSAGES.invalidPhoneForCountry] }],
      ['too many digits', { phone_number: '1'.repeat(21) }, { phone_number: [MESSAGES.invalidPhoneForCountry] }],
      ['a UK number of 5 digits', { phone_number: '12345' }, { phone_number: [MESSAGES.invalidPhoneForCountry] }],
      ['a French number under the UK code', { phone_number: '06 12 34 56 78' }, { phone_number: [MESSAGES.invalidPhoneForCountry] }],
      ['a number too long', { phone_number: '1'.repeat(256) }, { phone_number: [maxLengthMessage(255)] }],
      ['a US number of 7 digits', { phone_code: '1', phone_number: '555 0142' }, { phone_number: [MESSAGES.invalidUsPhone] }],
      ['a US area code starting 0', { phone_code: '1', phone_number: '012 555 0142' }, { phone_number: [MESSAGES.invalidUsPhone] }],
      ['a number that is not text', { phone_number: 7700900123 }, { phone_number: ['Invalid type: Expected string but received 7700900123'] }],
    ])('%s', async (_, change, errors) => {
      const c = await candidate();
      await expectFieldErrors(await c.post({ ...BRITISH, ...change }), errors);
      expect((await getResponse(ctx.app, c.created)).candidate_details).toStrictEqual([]);
    });

    it('names every invalid field at once', async () => {
      const c = await candidate(scenarioBody('au-acic'));
      await expectFieldErrors(await c.post({}), {
        phone_code: [MESSAGES.selectFromList],
        ...failing(MESSAGES.required, 'phone_number'),
        ...failing(MESSAGES.selectPhoneType, 'phone_number_type'),
      });
      const wrongNumber = await c.post({ phone_code: '', phone_number: 'abc', phone_number_type: '' });
      expect(await wrongNumber.json()).toStrictEqual({
        phone_code: [MESSAGES.selectFromList],
        phone_number: [MESSAGES.invalidPhone],
        phone_number_type: [MESSAGES.selectPhoneType],
      });
    });
  });

  it('leaves the previous answers as they were when a save is refused', async () => {
    const c = await candidate();
    const saved = (await (await c.post(BRITISH)).json()) as ReferenceResponse;
    const refused = await c.post({ phone_code: '1', phone_number: '020 7946 0000' });
    expect(refused.status).toBe(400);
    expect(await getResponse(ctx.app, c.created)).toStrictEqual(saved);
  });

  const phoneScenarios = [...documentedScenarioSections()]
    .filter(([name, needs]) => needs.details.includes('phone') && SCENARIO_NAMES.some((known) => known === name))
    .map(([name]) => name as ScenarioName)
    .filter((name) => name !== 'completed');

  it.each(phoneScenarios)('takes back the sandbox’s own phone answers in the %s scenario', async (name) => {
    const c = await candidate(scenarioBody(name, 'ready_to_submit'));
    const saved = phoneOf(c.response);
    expect(phoneComplete(c.response)).toBe(true);
    const answer = await c.post(phoneDefaults(c.response, c.countries));
    expect(answer.status, JSON.stringify(await answer.clone().json())).toBe(200);
    expect(phoneOf((await answer.json()) as ReferenceResponse)).toStrictEqual(saved);
  });
});
