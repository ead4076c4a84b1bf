/**
 * The referees section's calls (spec 001 §7): POST .../reference/reference/ and DELETE .../reference/reference/{id}/.
 * Each is judged by the shared schema (domain/referees/referee.schema.ts), written in one transaction under the
 * write lock, and answers the whole response; the section completes once every questionnaire has its minimum.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import type { OrgRequestInput } from '../../domain/org-request.schema';
import { isStepComplete } from '../../domain/progress';
import { unknownProviderStatuses } from '../../domain/provider-status';
import type { ReferenceResponse } from '../../domain/reference-response';
import { referees } from '../../server/db/schema';
import { LOCKED_DETAILS } from '../../server/requests/write-lock';
import { openCandidate } from './support/candidate';
import { expectFieldErrors, failing } from './support/field-errors';
import { orgHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();

const REQUEST = validRequestBody({
  checks: [
    {
      type: 'reference',
      reference_check_config: [
        {
          questionnaire: 'regulatory',
          name_displayed: 'Regulatory reference',
          minimum_criteria_count: 2,
          note_to_candidate: 'Your last two regulated employers.',
          relationship: ['manager', 'previous_manager'],
        },
        {
          questionnaire: 'character',
          name_displayed: 'Character reference',
          minimum_criteria_count: 1,
          note_to_candidate: null,
          relationship: ['mentor', 'personal'],
        },
      ],
    },
  ],
  employment: { minimum_criteria_count_type: 'year', criteria_count: 5, allow_personal_email_address: false },
});

async function candidate(body: OrgRequestInput = REQUEST) {
  const opened = await openCandidate(ctx, body);
  return {
    ...opened,
    gb: opened.countryId('GB'),
    call: (method: string, path: string, payload?: unknown, token?: string) =>
      opened.call(method, `reference/reference/${path}`, payload, token),
  };
}

const referee = (overrides: Record<string, unknown> = {}, manager: Record<string, unknown> = {}) => ({
  questionnaire: 'regulatory',
  relationship: ['manager'],
  together_work_experience: 3,
  organization_name: 'Northfield Trading Co',
  information_undertaking: true,
  ...overrides,
  manager: { email: 'ada.shaw@northfield.example', first_name: 'Ada', last_name: 'Shaw', ...manager },
});

const complete = (response: ReferenceResponse) =>
  isStepComplete('reference', { response, providers: unknownProviderStatuses(), documentTypes: [], today: '2026-03-15' });

describe('POST /api/oneform/{guid}/{responseGuid}/reference/reference/', () => {
  it('gives the candidate a reference’s texts in each language the organisation gave them, English in place', async () => {
    const body = validRequestBody({
      checks: [
        {
          type: 'reference',
          reference_check_config: [
            {
              questionnaire: 'regulatory',
              name_displayed: { en: 'Regulatory reference', fr: 'Référence réglementaire', es: 'Referencia regulatoria' },
              note_to_candidate: { en: 'Your last employer.', fr: 'Votre dernier employeur.' },
            },
            { questionnaire: 'character', name_displayed: 'Character reference' },
          ],
        },
      ],
    });
    const { response } = await candidate(body);
    const configs = response.reference_request.checks.find((check) => check.criteria_check.slug === 'reference')?.reference_check_config;
    expect(configs).toStrictEqual([
      {
        questionnaire: 'regulatory',
        name_displayed: 'Regulatory reference',
        note_to_candidate: 'Your last employer.',
        minimum_criteria_count: 1,
        relationship: [],
        translations: {
          fr: { name_displayed: 'Référence réglementaire', note_to_candidate: 'Votre dernier employeur.' },
          es: { name_displayed: 'Referencia regulatoria' },
        },
      },
      { questionnaire: 'character', name_displayed: 'Character reference', note_to_candidate: null, minimum_criteria_count: 1, relationship: [] },
    ]);
  });

  it('refuses a reference’s texts without English, naming the field', async () => {
    const answer = await ctx.app.request('/api/org/requests', {
      method: 'POST',
      headers: orgHeaders(),
      body: JSON.stringify({
        ...validRequestBody(),
        checks: [{ type: 'reference', reference_check_config: [{ questionnaire: 'regulatory', name_displayed: { fr: 'Référence' } }] }],
      }),
    });
    expect(answer.status).toBe(400);
    expect(Object.keys((await answer.json()) as object)).toStrictEqual(['checks.0.reference_check_config.0.name_displayed.en']);
  });

  it('creates a referee with every field, answering the saved response', async () => {
    const c = await candidate();
    const answer = await c.call('POST', '', referee({}, { country_code: '+44', contact_number: '020 7946 0958' }));
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as ReferenceResponse;
    expect(body.references).toStrictEqual([
      {
        id: expect.any(Number),
        questionnaire: 'regulatory',
        manager: {
          full_name: 'Ada Shaw',
          first_name: 'Ada',
          last_name: 'Shaw',
          email: 'ada.shaw@northfield.example',
          country_code: '44',
          contact_number: '02079460958',
          phone_country: c.gb,
        },
        relationship: ['manager'],
        organization_name: 'Northfield Trading Co',
        together_work_experience: 3,
        have_email: true,
        information_undertaking: true,
      },
    ]);
    expect((await c.saved()).references).toStrictEqual(body.references);
  });

  it('updates the referee its id names, and without the email stores none', async () => {
    const c = await candidate();
    await c.call('POST', '', referee());
    const [line] = (await c.saved()).references;
    const answer = await c.call(
      'POST',
      '',
      referee({ id: line!.id, have_email: false }, { email: 'ada.shaw@northfield.example', country_code: '44', contact_number: '020 7946 0958' }),
    );
    expect(answer.status).toBe(200);
    const [updated] = (await c.saved()).references;
    expect(updated).toMatchObject({ id: line!.id, have_email: false, manager: { email: null, contact_number: '02079460958' } });
  });

  it('refuses an empty body, naming each field and the referee’s as manager.field', async () => {
    const c = await candidate();
    await expectFieldErrors(await c.call('POST', '', {}), {
      ...failing(MESSAGES.required, 'manager.first_name', 'manager.last_name', 'manager.email', 'organization_name'),
      ...failing(MESSAGES.selectAcquaintance, 'together_work_experience'),
      questionnaire: [MESSAGES.selectFromList],
      relationship: [MESSAGES.refereeRelationshipRequired],
      information_undertaking: [MESSAGES.refereeContactConsent],
    });
    expect((await c.saved()).references).toStrictEqual([]);
  });

  it.each([
    ['the candidate’s own email', referee({}, { email: 'Ada@Example.com' }), { 'manager.email': [MESSAGES.refereeEmailSameAsOwn] }],
    ['a personal email', referee({}, { email: 'ada.shaw@gmail.com' }), { 'manager.email': [MESSAGES.refereeBusinessEmail] }],
    ['an invalid email', referee({}, { email: 'ada.shaw' }), { 'manager.email': [MESSAGES.invalidEmail] }],
    ['a relationship the questionnaire does not allow', referee({ relationship: ['mentor'] }), { relationship: [MESSAGES.selectFromList] }],
    ['an unknown length of acquaintance', referee({ together_work_experience: 7 }), { together_work_experience: [MESSAGES.selectFromList] }],
    ['no consent to contact now', referee({ information_undertaking: false }), { information_undertaking: [MESSAGES.refereeContactConsent] }],
    ['no phone without the email', referee({ have_email: false }), { 'manager.country_code': [MESSAGES.selectCountryCode], 'manager.contact_number': [MESSAGES.required] }],
    ['a number without its code', referee({}, { contact_number: '020 7946 0958' }), { 'manager.country_code': [MESSAGES.selectCountryCode] }],
    ['a number the code refuses', referee({}, { country_code: '1', contact_number: '555 0142' }), { 'manager.contact_number': [MESSAGES.invalidUsPhone] }],
    ['a UK number of 5 digits', referee({}, { country_code: '44', contact_number: '12345' }), { 'manager.contact_number': [MESSAGES.invalidPhoneForCountry] }],
    ['digits and symbols in the names', referee({}, { first_name: 'Ada2', last_name: 'Shaw!' }), {
      'manager.first_name': [MESSAGES.nameCharacters],
      'manager.last_name': [MESSAGES.nameCharacters],
    }],
    ['an unknown questionnaire', referee({ questionnaire: 'unknown' }), { questionnaire: [MESSAGES.selectFromList] }],
    ['a null character', referee({ organization_name: 'North\u0000field' }), { organization_name: [MESSAGES.nullCharacter] }],
    ['a hidden control character in a name', referee({}, { first_name: 'Ada\u202e' }), { 'manager.first_name': [MESSAGES.hiddenControlCharacters] }],
  ])('refuses %s', async (_, body, errors) => {
    const c = await candidate();
    await expectFieldErrors(await c.call('POST', '', body), errors);
    expect((await c.saved()).references).toStrictEqual([]);
  });

  it('keeps the saved referee as it was when a change of it is refused', async () => {
    const c = await candidate();
    await c.call('POST', '', referee());
    const before = (await c.saved()).references;
    const refused = await c.call('POST', '', referee({ id: before[0]!.id, organization_name: '' }, { first_name: 'Changed' }));
    expect(refused.status).toBe(400);
    expect((await c.saved()).references).toStrictEqual(before);
  });

  it('refuses a referee already nominated, in any questionnaire', async () => {
    const c = await candidate();
    expect((await c.call('POST', '', referee())).status).toBe(200);
    const again = await c.call('POST', '', referee({ questionnaire: 'character', relationship: ['mentor'] }, { email: 'ADA.SHAW@northfield.example' }));
    expect(again.status).toBe(400);
    expect(await again.json()).toStrictEqual({ 'manager.email': [MESSAGES.refereeAlreadyNominated] });
    expect((await c.saved()).references).toHaveLength(1);
  });

  it('takes a personal email when the request allows it', async () => {
    const c = await candidate({ ...REQUEST, employment: { minimum_criteria_count_type: 'year', criteria_count: 5, allow_personal_email_address: true } });
    expect((await c.call('POST', '', referee({}, { email: 'ada.shaw@gmail.com' }))).status).toBe(200);
  });

  it('completes the section once every questionnaire has its minimum', async () => {
    const c = await candidate();
    await c.call('POST', '', referee());
    await c.call('POST', '', referee({}, { email: 'tom.reed@northfield.example', first_name: 'Tom', last_name: 'Reed' }));
    expect(complete(await c.saved())).toBe(false);
    await c.call('POST', '', referee({ questionnaire: 'character', relationship: ['personal'] }, { email: 'sam.lee@harbour.example' }));
    expect(complete(await c.saved())).toBe(true);
  });

  it('answers 404 for an id that is not one of the candidate’s referees, changing nothing', async () => {
    const mine = await candidate();
    const theirs = await candidate();
    await theirs.call('POST', '', referee());
    const [their] = (await theirs.saved()).references;
    expect((await mine.call('POST', '', referee({ id: their!.id }))).status).toBe(404);
    expect((await mine.saved()).references).toStrictEqual([]);
    expect((await theirs.saved()).references[0]!.manager.first_name).toBe('Ada');
  });

  it('answers 404 for another candidate’s request and 401 without a valid token', async () => {
    const mine = await candidate();
    const theirs = await candidate();
    expect((await theirs.call('POST', '', referee(), mine.created.user_token)).status).toBe(404);
    expect((await mine.call('POST', '', referee(), 'not-a-token')).status).toBe(401);
    expect((await theirs.saved()).references).toStrictEqual([]);
  });

  it('refuses with 409 once the form is submitted', async () => {
    const c = await candidate({ ...REQUEST, sandbox_state: 'completed' });
    const answer = await c.call('POST', '', referee());
    expect(answer.status).toBe(409);
    expect(await answer.json()).toStrictEqual({ detail: LOCKED_DETAILS.done });
  });
});

describe('DELETE /api/oneform/{guid}/{responseGuid}/reference/reference/{id}/', () => {
  it('deletes the referee and answers the response', async () => {
    const c = await candidate();
    await c.call('POST', '', referee());
    const [line] = (await c.saved()).references;
    const answer = await c.call('DELETE', `${line!.id}/`);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as ReferenceResponse).references).toStrictEqual([]);
    expect(await ctx.db.select().from(referees).where(eq(referees.id, line!.id))).toStrictEqual([]);
  });

  it('answers 404 for a foreign, unknown or malformed id, deleting nothing', async () => {
    const mine = await candidate();
    const theirs = await candidate();
    await theirs.call('POST', '', referee());
    const [their] = (await theirs.saved()).references;
    for (const id of [String(their!.id), '99999', 'abc', '0']) {
      expect((await mine.call('DELETE', `${id}/`)).status, id).toBe(404);
    }
    expect((await theirs.call('DELETE', `${their!.id}/`, undefined, mine.created.user_token)).status).toBe(404);
    expect((await theirs.saved()).references).toHaveLength(1);
  });

  it('refuses with 409 once the form is submitted', async () => {
    const c = await candidate({ ...REQUEST, sandbox_state: 'completed' });
    const [line] = (await c.saved()).references;
    expect((await c.call('DELETE', `${line?.id ?? 1}/`)).status).toBe(409);
  });
});
