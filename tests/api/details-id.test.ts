import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { requestIdGroups } from '../../domain/details/id-groups';
import { idDefaults, idSchema } from '../../domain/details/id.schema';
import { maxLengthMessage } from '../../domain/forms/fields';
import { MESSAGES } from '../../domain/messages';
import type { CreatedRequest, OrgRequestInput } from '../../domain/org-request.schema';
import { isStepComplete } from '../../domain/progress';
import { unknownProviderStatuses } from '../../domain/provider-status';
import type { Country, IdDocumentDetails, Nationality, ReferenceResponse } from '../../domain/reference-response';
import { requiredSections } from '../../domain/requirements';
import { SCENARIO_NAMES, type ScenarioName } from '../../server/scenarios';
import { getResponse, postDetails, scenarioBody } from './support/candidate';
import { expectFieldErrors, failing } from './support/field-errors';
import { tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();

/** The server's "today" is the latest date on Earth: at 06:00 UTC it is 21 November everywhere east of UTC-6. */
const NOW = new Date('2026-11-21T06:00:00Z');
const TODAY = '2026-11-21';

async function list<T>(path: string, created: CreatedRequest): Promise<T[]> {
  const answer = await ctx.app.request(`/api${path}`, { headers: tokenHeaders(created.user_token) });
  return (await answer.json()) as T[];
}

interface Candidate {
  created: CreatedRequest;
  response: ReferenceResponse;
  countries: Country[];
  nationalities: Nationality[];
  country(code: string): number;
  nationality(code: string): number;
  post(body: unknown, token?: string, responseGuid?: string): Promise<Response>;
  saved(): Promise<IdDocumentDetails | null>;
}

async function candidate(body: OrgRequestInput = validRequestBody()): Promise<Candidate> {
  const created = await ctx.createRequest(body);
  const response = await getResponse(ctx.app, created);
  const countries = await list<Country>('/countries/', created);
  const nationalities = await list<Nationality>('/nationality/', created);
  const find = (rows: { id: number; short_name: string }[], code: string) => {
    const row = rows.find((candidateRow) => candidateRow.short_name === code);
    if (!row) throw new Error(`No ${code} in the list.`);
    return row.id;
  };
  return {
    created,
    response,
    countries,
    nationalities,
    country: (code) => find(countries, code),
    nationality: (code) => find(nationalities, code),
    post: async (answers, token, responseGuid = response.guid) => postDetails(ctx.app, created, responseGuid, 'id', answers, token),
    saved: async () => (await getResponse(ctx.app, created)).candidate_id_document_details,
  };
}

/** A UK criminal record check asks the passport, the National Insurance number and convictions. */
function ukAnswers(c: Candidate) {
  return {
    is_current_passport: true,
    passport_number: ' 548213967 ',
    passport_issue_country: c.country('GB'),
    passport_issue_country_name: 'ignored',
    passport_issue_date: '2019-03-14',
    passport_expiry_date: '2029-03-14',
    passport_type: '',
    has_national_id_number: true,
    id_type: 'national_insurance',
    national_id_number: 'AB123456C',
    id_type_details: '',
    is_conviction: false,
  };
}

/** Every field of the record, null: what a save leaves in the groups it does not ask. */
const EMPTY_RECORD: Omit<IdDocumentDetails, 'is_completed'> = {
  is_current_passport: null,
  passport_number: null,
  passport_issue_country: null,
  passport_issue_country_name: null,
  passport_issue_country_code: null,
  passport_issue_date: null,
  passport_expiry_date: null,
  passport_type: null,
  is_current_driving_license: null,
  driving_license_issue_country: null,
  driving_license_issue_country_name: null,
  driving_license_issue_state: null,
  driving_license_valid_from: null,
  driving_license_expiry_date: null,
  driving_license_number: null,
  driving_license_agency: null,
  is_current_firearms_license: null,
  firearm_license_issue_country: null,
  firearm_license_issue_state: null,
  firearm_license_valid_from: null,
  firearm_license_expiry_date: null,
  firearm_license_number: null,
  firearm_license_agency: null,
  has_national_id_number: null,
  id_type: null,
  national_id_number: null,
  id_type_details: null,
  has_right_to_work_share_code: null,
  right_to_work_share_code: null,
  reason_missing_sharecode: null,
  has_sra_number: null,
  sra_number: null,
  is_conviction: null,
  citizenship: null,
  has_fca_reference_number: null,
  fca_reference_number: null,
  has_different_name_in_acic_documents: null,
};

const idComplete = (response: ReferenceResponse) =>
  isStepComplete('id', { response, providers: unknownProviderStatuses(), documentTypes: [], today: TODAY });

async function saved(answer: Response): Promise<ReferenceResponse> {
  expect(answer.status, JSON.stringify(await answer.clone().json())).toBe(200);
  return (await answer.json()) as ReferenceResponse;
}

describe('POST /api/oneform/{guid}/{responseGuid}/details/id/', () => {
  it('saves the answers with the names of the picked countries, completes the step and answers the response', async () => {
    ctx.setNow(NOW);
    const c = await candidate();
    const body = await saved(await c.post(ukAnswers(c)));
    expect(body.candidate_id_document_details).toStrictEqual({
      ...EMPTY_RECORD,
      is_completed: true,
      is_current_passport: true,
      passport_number: '548213967',
      passport_issue_country: c.country('GB'),
      passport_issue_country_name: 'United Kingdom',
      passport_issue_country_code: 'GB',
      passport_issue_date: '2019-03-14',
      passport_expiry_date: '2029-03-14',
      has_national_id_number: true,
      id_type: 'national_insurance',
      national_id_number: 'AB123456C',
      is_conviction: false,
    });
    expect(await getResponse(ctx.app, c.created)).toStrictEqual(body);
    expect(idComplete(body)).toBe(true);
    // A current British passport moves the DBS check to digital identity validation (spec 000 §4).
    expect(requiredSections(body, TODAY).map((section) => section.section)).toContain('identity_validation');
  });

  it('saves an ACIC candidate’s licence with its state and agency, the firearms licence and "neither" citizenship', async () => {
    ctx.setNow(NOW);
    const c = await candidate(scenarioBody('au-acic'));
    const answers = {
      is_current_passport: true,
      passport_number: 'PA1234567',
      passport_issue_country: c.country('AU'),
      passport_issue_date: '2021-01-05',
      passport_expiry_date: '2031-01-05',
      passport_type: 'ordinary',
      is_current_driving_license: true,
      driving_license_number: '082039457',
      driving_license_issue_country: c.country('AU'),
      driving_license_issue_state: 'VIC',
      driving_license_valid_from: '2016-08-01',
      driving_license_expiry_date: '2026-11-21',
      driving_license_agency: 'army',
      is_current_firearms_license: true,
      firearm_license_number: 'F-7712',
      firearm_license_issue_country: c.country('AU'),
      firearm_license_issue_state: 'QLD',
      firearm_license_valid_from: '2023-02-01',
      firearm_license_expiry_date: '2028-02-01',
      firearm_license_agency: 'police_firearms_registry',
      citizenship: 'none',
      is_conviction: true,
      // Not asked of an Australian request: dropped. The different-name answer is the confirmation page's.
      has_different_name_in_acic_documents: true,
      has_sra_number: true,
      sra_number: '123456',
    };
    const body = await saved(await c.post(answers));
    const {
      sra_number: _sra,
      has_sra_number: _has,
      citizenship: _none,
      has_different_name_in_acic_documents: _differentName,
      ...stored
    } = answers;
    expect(body.candidate_id_document_details).toStrictEqual({
      ...EMPTY_RECORD,
      ...stored,
      is_completed: true,
      passport_issue_country_name: 'Australia',
      passport_issue_country_code: 'AU',
      driving_license_issue_country_name: 'Australia',
    });
  });

  it('keeps a National Insurance number in capitals without spaces, and refuses one of the wrong format', async () => {
    ctx.setNow(NOW);
    const c = await candidate();
    const refused = await c.post({ ...ukAnswers(c), national_id_number: 'QQ 12 34 56 C' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toStrictEqual({ national_id_number: [MESSAGES.invalidNationalInsurance] });
    const body = await saved(await c.post({ ...ukAnswers(c), national_id_number: ' ab 12 34 56 c ' }));
    expect(body.candidate_id_document_details).toMatchObject({ id_type: 'national_insurance', national_id_number: 'AB123456C' });
  });

  it('saves a US social security number as the national ID, typed social_security', async () => {
    ctx.setNow(NOW);
    const c = await candidate(scenarioBody('us-employment'));
    const answers = { is_current_passport: false, has_national_id_number: true, national_id_number: '123-45-6789' };
    const refused = await c.post({ ...answers, national_id_number: '123-456-789', is_current_driving_license: false, is_conviction: false });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toStrictEqual({ national_id_number: [MESSAGES.invalidSsn] });
    const body = await saved(await c.post({ ...answers, id_type: 'cpf', is_current_driving_license: false, is_conviction: false }));
    expect(body.candidate_id_document_details).toMatchObject({
      has_national_id_number: true,
      id_type: 'social_security',
      national_id_number: '123-45-6789',
      is_current_driving_license: false,
    });
    const typedWithoutDashes = await saved(
      await c.post({ ...answers, national_id_number: '123456789', is_current_driving_license: false, is_conviction: false }),
    );
    expect(typedWithoutDashes.candidate_id_document_details).toMatchObject({ national_id_number: '123-45-6789' });
  });

  it('asks a non-British candidate with a foreign passport for a share code, and keeps it without spaces', async () => {
    ctx.setNow(NOW);
    const c = await candidate(scenarioBody('gb-dbs-enhanced', 'in_progress'));
    const birth = await postDetails(ctx.app, c.created, c.response.guid, 'birth', {
      date_of_birth: '1990-04-12',
      country_of_birth: c.country('IN'),
      town_of_birth: 'Pune',
      nationality_at_birth: c.nationality('IN'),
      is_nationality_changed_since_birth: false,
      holds_dual_nationality: false,
    });
    expect(birth.status).toBe(200);
    const answers = { ...ukAnswers(c), passport_issue_country: c.country('IN') };
    const refused = await c.post(answers);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toStrictEqual({ has_right_to_work_share_code: ['This field is required.'] });
    const invalid = await c.post({ ...answers, has_right_to_work_share_code: true, right_to_work_share_code: 'W123' });
    expect(await invalid.json()).toStrictEqual({ right_to_work_share_code: [MESSAGES.invalidShareCode] });

    const body = await saved(await c.post({ ...answers, has_right_to_work_share_code: true, right_to_work_share_code: 'wab 12c 3d4' }));
    expect(body.candidate_id_document_details).toMatchObject({
      has_right_to_work_share_code: true,
      right_to_work_share_code: 'WAB12C3D4',
      reason_missing_sharecode: null,
    });
    // A British passport makes the share code unasked: it is cleared.
    const british = await saved(await c.post({ ...answers, passport_issue_country: c.country('GB'), has_right_to_work_share_code: true }));
    expect(british.candidate_id_document_details).toMatchObject({ has_right_to_work_share_code: null, right_to_work_share_code: null });
  });

  it('stores as null what a no hides, whatever the body holds', async () => {
    ctx.setNow(NOW);
    const c = await candidate();
    const body = await saved(
      await c.post({ ...ukAnswers(c), is_current_passport: false, has_national_id_number: false, id_type_details: 'kept?' }),
    );
    expect(body.candidate_id_document_details).toStrictEqual({
      ...EMPTY_RECORD,
      is_completed: true,
      is_current_passport: false,
      has_national_id_number: false,
      is_conviction: false,
    });
  });

  describe('refuses an invalid field with its message at its path (400) and saves nothing', () => {
    it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
      ['an unanswered passport question', { is_current_passport: null }, { is_current_passport: [MESSAGES.selectYesOrNo] }],
      ['no passport number', { passport_number: ' ' }, { passport_number: [MESSAGES.required] }],
      ['a passport number too long', { passport_number: '9'.repeat(256) }, { passport_number: [maxLengthMessage(255)] }],
      ['an unknown country', { passport_issue_country: 999_999 }, { passport_issue_country: [MESSAGES.selectFromList] }],
      ['an issue date that does not exist', { passport_issue_date: '2019-02-29' }, { passport_issue_date: [MESSAGES.invalidDate] }],
      ['an issue date in the future', { passport_issue_date: '2026-11-22' }, { passport_issue_date: [MESSAGES.dateInFuture] }],
      ['an expired passport', { passport_expiry_date: '2026-11-20' }, { passport_expiry_date: [MESSAGES.passportExpired] }],
      ['an expiry before the issue', { passport_expiry_date: '2019-03-13' }, { passport_expiry_date: [MESSAGES.expiryNotAfterIssue] }],
      ['an expiry 100 years and a day ahead', { passport_expiry_date: '2126-11-22' }, { passport_expiry_date: [MESSAGES.expiryTooFar] }],
      ['an ID type not in the list', { id_type: 'passport' }, { id_type: [MESSAGES.selectFromList] }],
      ['no national ID number', { national_id_number: '' }, { national_id_number: [MESSAGES.required] }],
      ['an other ID type without details', { id_type: 'other' }, { id_type_details: [MESSAGES.required] }],
      ['ID details too long', { id_type: 'other', id_type_details: 'x'.repeat(501) }, { id_type_details: [maxLengthMessage(500)] }],
      ['an unanswered conviction question', { is_conviction: null }, { is_conviction: [MESSAGES.selectYesOrNo] }],
    ])('%s', async (_, change, errors) => {
      ctx.setNow(NOW);
      const c = await candidate();
      await expectFieldErrors(await c.post({ ...ukAnswers(c), ...change }), errors);
      expect(await c.saved()).toBeNull();
    });

    const licence = {
      is_current_passport: false,
      has_national_id_number: false,
      is_current_driving_license: true,
      driving_license_number: 'DL-1',
      driving_license_issue_country: 'GB',
      driving_license_issue_state: 'GB-ENG',
      driving_license_valid_from: '2015-06-01',
      driving_license_expiry_date: '2030-06-01',
      is_conviction: false,
      // The birth step has not said the candidate is British or Irish, and there is no passport.
      has_right_to_work_share_code: false,
      reason_missing_sharecode: 'My visa is being renewed',
    };
    it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
      [
        'a UK region not in the list',
        { driving_license_issue_state: 'England' },
        { driving_license_issue_state: [MESSAGES.selectFromList] },
      ],
      [
        'an Australian state not in the list',
        { driving_license_issue_country: 'AU', driving_license_issue_state: 'GB-ENG' },
        { driving_license_issue_state: [MESSAGES.selectFromList] },
      ],
      [
        'a free-text state too long',
        { driving_license_issue_country: 'FR', driving_license_issue_state: 'x'.repeat(256) },
        { driving_license_issue_state: [maxLengthMessage(255)] },
      ],
      [
        'a valid-from date in the future',
        { driving_license_valid_from: '2026-11-22' },
        { driving_license_valid_from: [MESSAGES.dateInFuture] },
      ],
      [
        'an expiry before the valid-from date',
        { driving_license_expiry_date: '2015-05-31' },
        { driving_license_expiry_date: [MESSAGES.expiryBeforeValidFrom] },
      ],
      ['an expiry too far ahead', { driving_license_expiry_date: '2127-01-01' }, { driving_license_expiry_date: [MESSAGES.expiryTooFar] }],
      ['no licence number', { driving_license_number: '' }, { driving_license_number: [MESSAGES.required] }],
    ])('a driving licence with %s', async (_, change, errors) => {
      ctx.setNow(NOW);
      const c = await candidate(scenarioBody('gb-digital-id'));
      const answers = { ...licence, ...change };
      const answer = await c.post({ ...answers, driving_license_issue_country: c.country(String(answers.driving_license_issue_country)) });
      await expectFieldErrors(answer, errors);
      expect(await c.saved()).toBeNull();
    });

    it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
      ['an SRA number of 5 digits', { has_sra_number: true, sra_number: '12345' }, { sra_number: [MESSAGES.onlySixDigits] }],
      ['an SRA number with a letter', { has_sra_number: true, sra_number: '12345A' }, { sra_number: [MESSAGES.onlySixDigits] }],
      [
        'no FCA reference number',
        { has_fca_reference_number: true, fca_reference_number: '' },
        { fca_reference_number: [MESSAGES.required] },
      ],
    ])('a regulated candidate with %s', async (_, change, errors) => {
      ctx.setNow(NOW);
      const c = await candidate(scenarioBody('gb-financial-services'));
      const answers = { ...ukAnswers(c), has_sra_number: false, has_fca_reference_number: false, ...change };
      await expectFieldErrors(await c.post(answers), errors);
    });

    it('an ACIC candidate without the agency or passport type, or with a citizenship not offered', async () => {
      ctx.setNow(NOW);
      const c = await candidate(scenarioBody('au-acic'));
      const answer = await c.post({
        is_current_passport: true,
        passport_number: 'PA1234567',
        passport_issue_country: c.country('AU'),
        passport_issue_date: '2021-01-05',
        passport_expiry_date: '2031-01-05',
        passport_type: '',
        is_current_driving_license: true,
        driving_license_number: '082039457',
        driving_license_issue_country: c.country('AU'),
        driving_license_issue_state: 'Victoria',
        driving_license_valid_from: '2016-08-01',
        driving_license_expiry_date: '2030-08-01',
        driving_license_agency: 'marines',
        is_current_firearms_license: true,
        firearm_license_number: 'F-7712',
        firearm_license_issue_country: c.country('AU'),
        firearm_license_issue_state: '',
        firearm_license_valid_from: '2023-02-01',
        firearm_license_expiry_date: '2023-01-31',
        firearm_license_agency: '',
        citizenship: 'GB',
        is_conviction: false,
        has_different_name_in_acic_documents: null,
      });
      await expectFieldErrors(answer, {
        ...failing(MESSAGES.selectPassportType, 'passport_type'),
        ...failing(MESSAGES.selectState, 'firearm_license_issue_state'),
        ...failing(MESSAGES.selectLicenceAgency, 'firearm_license_agency'),
        ...failing(MESSAGES.selectFromList, 'driving_license_issue_state', 'driving_license_agency', 'citizenship'),
        firearm_license_expiry_date: [MESSAGES.expiryBeforeValidFrom],
      });
      expect(await c.saved()).toBeNull();
    });

    it('names every unanswered question at once', async () => {
      ctx.setNow(NOW);
      const c = await candidate(scenarioBody('gb-financial-services'));
      await expectFieldErrors(await c.post({}), {
        ...failing('This field is required.', 'is_current_passport', 'has_national_id_number', 'has_sra_number'),
        ...failing('This field is required.', 'has_fca_reference_number', 'is_conviction'),
      });
    });
  });

  it('leaves the previous record exactly as it was when a save is refused', async () => {
    ctx.setNow(NOW);
    const c = await candidate();
    const before = await saved(await c.post(ukAnswers(c)));
    const refused = await c.post({ ...ukAnswers(c), passport_number: 'CHANGED', passport_expiry_date: '2020-01-01' });
    expect(refused.status).toBe(400);
    expect(await getResponse(ctx.app, c.created)).toStrictEqual(before);
  });

});

/** The scenario table of docs/check-requirements.md "Identity document groups". */
function documentedScenarioGroups(): Map<string, string[]> {
  const page = readFileSync(new URL('../../docs/check-requirements.md', import.meta.url), 'utf8');
  const table = page.split('<!-- id-scenarios:start -->')[1]?.split('<!-- id-scenarios:end -->')[0] ?? '';
  const rows = new Map<string, string[]>();
  for (const line of table.split('\n').slice(3)) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length < 4) continue;
    const groups = (cells[2] ?? '').split(',').map((group) => group.trim());
    for (const name of (cells[1] ?? '').split(',')) rows.set(name.trim(), groups);
  }
  return rows;
}

describe('the identity groups of each scenario', () => {
  const documented = documentedScenarioGroups();

  it('documents every scenario', () => {
    expect([...documented.keys()].sort()).toEqual([...SCENARIO_NAMES].sort());
  });

  it.each(SCENARIO_NAMES)('are what docs/check-requirements.md says for %s', async (name) => {
    const created = await ctx.createRequest(scenarioBody(name));
    const response = await getResponse(ctx.app, created);
    expect(requestIdGroups(response.reference_request)).toEqual(documented.get(name));
  });
});

describe('the sandbox’s sample identity answers', () => {
  it.each(SCENARIO_NAMES)('of a ready_to_submit %s request pass the schema as the form would send them', async (name: ScenarioName) => {
    ctx.setNow(NOW);
    const c = await candidate(scenarioBody(name, 'ready_to_submit'));
    expect(idComplete(c.response)).toBe(true);
    const context = { response: c.response, today: TODAY, countries: c.countries, nationalities: c.nationalities };
    const judged = v.safeParse(idSchema(context), idDefaults(c.response));
    expect(judged.issues).toBeUndefined();

    // Saved again unchanged, as when the candidate opens the step and presses Next (the form posts what it judged).
    const body = await saved(await c.post(judged.output));
    expect(body.candidate_id_document_details).toStrictEqual(c.response.candidate_id_document_details);
  });
});
