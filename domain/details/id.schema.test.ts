import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { maxLengthMessage } from '../forms/fields';
import type { StepContext } from '../forms/step-context';
import { MESSAGES } from '../messages';
import type { CandidateDetails, Country, IdDocumentDetails, Nationality } from '../reference-response';
import { buildResponse, type CheckSpec } from '../testing/build-response';
import { idDefaults, type IdInput, idSchema, type IdValues, storedCitizenship } from './id.schema';
import { joinedErrors } from '../testing/joined-errors';

const COUNTRIES = [
  { id: 1, short_name: 'GB', name: 'United Kingdom' },
  { id: 2, short_name: 'AU', name: 'Australia' },
  { id: 3, short_name: 'US', name: 'United States' },
  { id: 4, short_name: 'IE', name: 'Ireland' },
  { id: 5, short_name: 'FR', name: 'France' },
] as Country[];
const [GB, AU, , IE, FR] = [1, 2, 3, 4, 5];
const NATIONALITIES = [
  { id: 20, short_name: 'GB', name: 'British' },
  { id: 21, short_name: 'IE', name: 'Irish' },
  { id: 22, short_name: 'IN', name: 'Indian' },
] as Nationality[];
const [BRITISH, IRISH, INDIAN] = [20, 21, 22];

const TODAY = '2026-06-01';

interface ContextSpec {
  country?: string;
  checks: CheckSpec[];
  nationality?: number;
  dual?: number;
}

function context({ country = 'GB', checks, nationality, dual }: ContextSpec): StepContext {
  const response = buildResponse({ country, checks });
  if (nationality !== undefined) {
    response.candidate_details = [
      {
        nationality_at_birth: nationality,
        is_nationality_changed_since_birth: false,
        holds_dual_nationality: dual !== undefined,
        second_nationality: dual ?? null,
      } as CandidateDetails,
    ];
  }
  return { response, today: TODAY, countries: COUNTRIES, nationalities: NATIONALITIES };
}

const DOCUMENT: ContextSpec = { checks: [{ slug: 'document' }] };
const UK_DBS: ContextSpec = { checks: [{ slug: 'criminal_record', level: ['enhanced'] }] };
const UK_RIGHT_TO_WORK: ContextSpec = { checks: [{ slug: 'right_to_work' }], nationality: INDIAN };
const US: ContextSpec = { country: 'US', checks: [{ slug: 'id_check' }] };
const BR: ContextSpec = { country: 'BR', checks: [{ slug: 'id_check' }] };
const ACIC: ContextSpec = { country: 'AU', checks: [{ slug: 'criminal_record', level: ['acic_check'] }] };
const HUNDRED_POINTS: ContextSpec = { country: 'AU', checks: [{ slug: 'id_check', level: ['100_point_check'] }] };
const DRIVING: ContextSpec = { checks: [{ slug: 'driving_license' }] };
const REGULATED: ContextSpec = { checks: [{ slug: 'fitness_and_proprietary' }] };

/** A form with nothing answered, as idDefaults starts it. */
const blank = (): IdInput => idDefaults(buildResponse({ checks: [] }));

const passport = {
  is_current_passport: true,
  passport_number: ' 548213967 ',
  passport_issue_country: FR,
  passport_issue_date: '2020-05-01',
  passport_expiry_date: '2030-05-01',
};
const noPassport = { is_current_passport: false };
const licence = {
  is_current_driving_license: true,
  driving_license_number: 'D1234567',
  driving_license_issue_country: FR,
  driving_license_issue_state: '',
  driving_license_valid_from: '2018-03-01',
  driving_license_expiry_date: '2028-03-01',
};
const firearms = {
  is_current_firearms_license: true,
  firearm_license_number: 'F998877',
  firearm_license_issue_country: AU,
  firearm_license_issue_state: 'QLD',
  firearm_license_valid_from: '2022-01-10',
  firearm_license_expiry_date: '2027-01-10',
  firearm_license_agency: 'police_firearms_registry',
};

const parse = (spec: ContextSpec, answers: object) => v.safeParse(idSchema(context(spec)), { ...blank(), ...answers });

/** Each field's messages, joined: a field with one message reads as that message. */
function errorsOf(spec: ContextSpec, answers: object): Record<string, string> {
  return joinedErrors(idSchema(context(spec)), { ...blank(), ...answers });
}

function outputOf(spec: ContextSpec, answers: object) {
  const result = parse(spec, answers);
  expect(result.issues).toBeUndefined();
  return result.output as IdValues;
}

/** Every stored field, null: what a save of nothing but the given answers leaves around them. */
const NOTHING = Object.fromEntries(Object.keys(blank()).map((key) => [key, null]));

describe('idSchema: the passport', () => {
  it('stores a current passport, and null for every group not asked', () => {
    expect(outputOf(DOCUMENT, passport)).toStrictEqual({ ...NOTHING, ...passport, passport_number: '548213967' });
  });

  it('stores every field not asked as null, also when the body leaves it out', () => {
    const result = v.safeParse(idSchema(context(DOCUMENT)), { is_current_passport: false });
    expect(result.output).toStrictEqual({ ...NOTHING, is_current_passport: false });
  });

  it('stores nothing of the passport after a no, whatever the body holds', () => {
    expect(outputOf(DOCUMENT, { ...passport, is_current_passport: false })).toStrictEqual({ ...NOTHING, is_current_passport: false });
  });

  it.each<[string, object, Record<string, string>]>([
    ['the question unanswered', { is_current_passport: null }, { is_current_passport: MESSAGES.selectYesOrNo }],
    [
      'nothing after a yes',
      { is_current_passport: true },
      {
        passport_number: MESSAGES.required,
        passport_issue_country: MESSAGES.selectFromList,
        passport_issue_date: MESSAGES.required,
        passport_expiry_date: MESSAGES.required,
      },
    ],
    ['a number too long', { ...passport, passport_number: '9'.repeat(256) }, { passport_number: maxLengthMessage(255) }],
    ['a country not in the list', { ...passport, passport_issue_country: 999 }, { passport_issue_country: MESSAGES.selectFromList }],
    [
      'an issue date that does not exist',
      { ...passport, passport_issue_date: '2021-02-29' },
      { passport_issue_date: MESSAGES.invalidDate },
    ],
    ['an issue date in the future', { ...passport, passport_issue_date: '2026-06-02' }, { passport_issue_date: MESSAGES.dateInFuture }],
    [
      'an expiry on the issue date',
      { ...passport, passport_expiry_date: '2020-05-01' },
      { passport_expiry_date: MESSAGES.expiryNotAfterIssue },
    ],
    ['an expired passport', { ...passport, passport_expiry_date: '2026-05-31' }, { passport_expiry_date: MESSAGES.passportExpired }],
    [
      'an expiry more than 100 years ahead',
      { ...passport, passport_expiry_date: '2126-06-02' },
      { passport_expiry_date: MESSAGES.expiryTooFar },
    ],
    ['an expiry that is not a date', { ...passport, passport_expiry_date: '01/05/2030' }, { passport_expiry_date: MESSAGES.invalidDate }],
  ])('refuses %s', (_, answers, errors) => {
    expect(errorsOf(DOCUMENT, answers)).toStrictEqual(errors);
  });

  it.each([
    ['expiring today', { passport_expiry_date: TODAY }],
    ['expiring exactly 100 years ahead', { passport_expiry_date: '2126-06-01' }],
    ['issued today', { passport_issue_date: TODAY, passport_expiry_date: '2036-06-01' }],
  ])('takes a passport %s', (_, changes) => {
    expect(errorsOf(DOCUMENT, { ...passport, ...changes })).toStrictEqual({});
  });

  it('asks the passport type for an ACIC check with a current passport only', () => {
    expect(errorsOf(ACIC, { ...passport })).toMatchObject({ passport_type: MESSAGES.selectPassportType });
    expect(errorsOf(ACIC, { ...passport, passport_type: 'tourist' })).toMatchObject({ passport_type: MESSAGES.selectFromList });
    expect(errorsOf(ACIC, { ...noPassport, passport_type: '' })).not.toHaveProperty('passport_type');
    expect(outputOf(DOCUMENT, { ...passport, passport_type: 'diplomatic' }).passport_type).toBeNull();
  });
});

describe('idSchema: national ID and social security numbers', () => {
  const id = { ...passport, has_national_id_number: true, id_type: 'cpf', national_id_number: ' 123.456.789-09 ' };

  it('stores the type and number, with no details unless the type is other', () => {
    expect(outputOf(BR, { ...id, id_type_details: 'ignored' })).toMatchObject({
      has_national_id_number: true,
      id_type: 'cpf',
      national_id_number: '123.456.789-09',
      id_type_details: null,
    });
  });

  it.each<[string, object, Record<string, string>]>([
    ['the question unanswered', { has_national_id_number: null }, { has_national_id_number: MESSAGES.selectYesOrNo }],
    ['no type', { id_type: '' }, { id_type: MESSAGES.selectIdType }],
    ['a type not in the list', { id_type: 'passport' }, { id_type: MESSAGES.selectFromList }],
    ['no number', { national_id_number: '  ' }, { national_id_number: MESSAGES.required }],
    ['a number too long', { national_id_number: '1'.repeat(256) }, { national_id_number: maxLengthMessage(255) }],
    ['no details of another type', { id_type: 'other', id_type_details: '' }, { id_type_details: MESSAGES.required }],
    ['details too long', { id_type: 'other', id_type_details: 'x'.repeat(501) }, { id_type_details: maxLengthMessage(500) }],
  ])('refuses %s', (_, changes, errors) => {
    expect(errorsOf(BR, { ...id, ...changes })).toStrictEqual(errors);
  });

  it('takes 500 characters of details for another type', () => {
    expect(outputOf(BR, { ...id, id_type: 'other', id_type_details: 'x'.repeat(500) }).id_type_details).toBe('x'.repeat(500));
  });

  it('stores nothing of the number after a no', () => {
    expect(outputOf(BR, { ...id, has_national_id_number: false })).toMatchObject({
      has_national_id_number: false,
      id_type: null,
      national_id_number: null,
    });
  });

  it('asks the SSN in the United States and stores it as a social security number', () => {
    const ssn = { ...passport, has_national_id_number: true, national_id_number: '123-45-6789' };
    expect(outputOf(US, { ...ssn, id_type: 'cpf' })).toMatchObject({ id_type: 'social_security', national_id_number: '123-45-6789' });
    expect(outputOf(US, { ...ssn, has_national_id_number: false })).toMatchObject({ id_type: null, national_id_number: null });
  });

  it.each([
    ['AB123456C', 'AB123456C'],
    ['ab 12 34 56 c', 'AB123456C'],
    [' CE 123456 D ', 'CE123456D'],
    ['ZA123456A', 'ZA123456A'],
  ])('takes the National Insurance number %j and keeps it as %j', (typed, stored) => {
    const nino = { ...id, id_type: 'national_insurance', national_id_number: typed };
    expect(outputOf(BR, nino)).toMatchObject({ id_type: 'national_insurance', national_id_number: stored });
  });

  it.each([
    ['the example of the hint', 'QQ 12 34 56 C'],
    ['a prefix starting D', 'DA123456A'],
    ['a prefix ending O', 'AO123456A'],
    ['the prefix GB', 'GB123456A'],
    ['the prefix NK', 'NK123456A'],
    ['the prefix ZZ', 'ZZ123456A'],
    ['a suffix E', 'AB123456E'],
    ['five digits', 'AB12345C'],
    ['no suffix', 'AB123456'],
    ['symbols', 'AB-12-34-56-C'],
  ])('refuses a National Insurance number with %s', (_name, number) => {
    expect(errorsOf(BR, { ...id, id_type: 'national_insurance', national_id_number: number })).toStrictEqual({
      national_id_number: MESSAGES.invalidNationalInsurance,
    });
  });

  it('keeps any other type’s number as written', () => {
    expect(outputOf(BR, { ...id, national_id_number: 'ab 12 34 56 c' }).national_id_number).toBe('ab 12 34 56 c');
  });

  it.each(['123456789', '123 45 6789', ' 123-45-6789 ', '12345-6789'])('keeps the SSN typed %j as 123-45-6789', (number) => {
    expect(outputOf(US, { ...passport, has_national_id_number: true, national_id_number: number }).national_id_number).toBe('123-45-6789');
  });

  it.each(['123-456-789', '12-345-6789', 'ABC-GG-SSSS', '123-45-67890', '12345678', '1234567890'])('refuses the SSN %j', (number) => {
    expect(errorsOf(US, { ...passport, has_national_id_number: true, national_id_number: number })).toStrictEqual({
      national_id_number: MESSAGES.invalidSsn,
    });
  });
});

describe('idSchema: the driving licence', () => {
  it('stores a licence with free text for the state outside Australia and the UK', () => {
    expect(outputOf(DRIVING, { ...noPassport, ...licence })).toMatchObject({
      ...licence,
      driving_license_issue_state: null,
      driving_license_agency: null,
    });
    expect(outputOf(DRIVING, { ...noPassport, ...licence, driving_license_issue_state: 'Île-de-France' }).driving_license_issue_state).toBe(
      'Île-de-France',
    );
  });

  it.each<[string, object, string, string]>([
    ['the question unanswered', { is_current_driving_license: null }, 'is_current_driving_license', MESSAGES.selectYesOrNo],
    ['no number', { driving_license_number: '' }, 'driving_license_number', MESSAGES.required],
    ['no country', { driving_license_issue_country: null }, 'driving_license_issue_country', MESSAGES.selectFromList],
    ['a state too long', { driving_license_issue_state: 'x'.repeat(256) }, 'driving_license_issue_state', maxLengthMessage(255)],
    [
      'an Australian state not in the list',
      { driving_license_issue_country: AU, driving_license_issue_state: 'Victoria' },
      'driving_license_issue_state',
      MESSAGES.selectFromList,
    ],
    ['an Australian licence without its state', { driving_license_issue_country: AU }, 'driving_license_issue_state', MESSAGES.selectState],
    [
      'a UK region not in the list',
      { driving_license_issue_country: GB, driving_license_issue_state: 'Scotland' },
      'driving_license_issue_state',
      MESSAGES.selectFromList,
    ],
    ['no valid-from date', { driving_license_valid_from: '' }, 'driving_license_valid_from', MESSAGES.required],
    ['a valid-from date in the future', { driving_license_valid_from: '2026-06-02' }, 'driving_license_valid_from', MESSAGES.dateInFuture],
    [
      'an expiry before the valid-from date',
      { driving_license_expiry_date: '2018-02-28' },
      'driving_license_expiry_date',
      MESSAGES.expiryBeforeValidFrom,
    ],
    [
      'an expiry more than 100 years ahead',
      { driving_license_expiry_date: '2126-06-02' },
      'driving_license_expiry_date',
      MESSAGES.expiryTooFar,
    ],
    ['no expiry', { driving_license_expiry_date: '' }, 'driving_license_expiry_date', MESSAGES.required],
  ])('refuses %s', (_, changes, field, message) => {
    expect(errorsOf(DRIVING, { ...noPassport, ...licence, ...changes })).toStrictEqual({ [field]: message });
  });

  it.each([
    ['an Australian state', { driving_license_issue_country: AU, driving_license_issue_state: 'VIC' }],
    ['a UK region', { driving_license_issue_country: GB, driving_license_issue_state: 'GB-NIR' }],
    ['an expiry on the valid-from date', { driving_license_expiry_date: '2018-03-01' }],
  ])('takes %s', (_, changes) => {
    expect(errorsOf(DRIVING, { ...noPassport, ...licence, ...changes })).toStrictEqual({});
  });

  it('asks the agency of an Australian licence for an ACIC check only', () => {
    const australian = { ...noPassport, ...licence, driving_license_issue_country: AU, driving_license_issue_state: 'NSW' };
    const acic = { citizenship: 'AU', is_conviction: false };
    expect(errorsOf(ACIC, { ...australian, ...acic })).toStrictEqual({ driving_license_agency: MESSAGES.selectLicenceAgency });
    expect(errorsOf(ACIC, { ...australian, ...acic, driving_license_agency: 'police' })).toStrictEqual({
      driving_license_agency: MESSAGES.selectFromList,
    });
    expect(outputOf(ACIC, { ...australian, ...acic, driving_license_agency: 'raaf' }).driving_license_agency).toBe('raaf');
    expect(outputOf(ACIC, { ...noPassport, ...licence, ...acic, driving_license_agency: 'raaf' }).driving_license_agency).toBeNull();
    expect(outputOf(DRIVING, { ...australian, driving_license_agency: 'raaf' }).driving_license_agency).toBeNull();
  });

  it('stores nothing of the licence after a no', () => {
    expect(outputOf(DRIVING, { ...noPassport, ...licence, is_current_driving_license: false })).toStrictEqual({
      ...NOTHING,
      is_current_passport: false,
      is_current_driving_license: false,
    });
  });
});

describe('idSchema: the firearms licence', () => {
  const rest = { ...noPassport, is_current_driving_license: false };

  it('stores an Australian licence with its state and agency from the lists', () => {
    expect(outputOf(HUNDRED_POINTS, { ...rest, ...firearms })).toMatchObject(firearms);
  });

  it('takes free text for the state and agency of a licence from elsewhere, both optional', () => {
    const french = { firearm_license_issue_country: FR, firearm_license_issue_state: '', firearm_license_agency: 'Préfecture' };
    expect(outputOf(HUNDRED_POINTS, { ...rest, ...firearms, ...french })).toMatchObject({
      firearm_license_issue_state: null,
      firearm_license_agency: 'Préfecture',
    });
  });

  it.each<[string, object, string, string]>([
    ['the question unanswered', { is_current_firearms_license: null }, 'is_current_firearms_license', MESSAGES.selectYesOrNo],
    ['no number', { firearm_license_number: '' }, 'firearm_license_number', MESSAGES.required],
    ['no country', { firearm_license_issue_country: null }, 'firearm_license_issue_country', MESSAGES.selectFromList],
    ['a state not in the list', { firearm_license_issue_state: 'Queensland' }, 'firearm_license_issue_state', MESSAGES.selectFromList],
    ['an agency not in the list', { firearm_license_agency: 'army' }, 'firearm_license_agency', MESSAGES.selectFromList],
    ['no agency', { firearm_license_agency: '' }, 'firearm_license_agency', MESSAGES.selectLicenceAgency],
    ['a valid-from date in the future', { firearm_license_valid_from: '2027-01-01' }, 'firearm_license_valid_from', MESSAGES.dateInFuture],
    ['no expiry', { firearm_license_expiry_date: '' }, 'firearm_license_expiry_date', MESSAGES.required],
    [
      'an expiry before the valid-from date',
      { firearm_license_expiry_date: '2022-01-09' },
      'firearm_license_expiry_date',
      MESSAGES.expiryBeforeValidFrom,
    ],
    [
      'an expiry more than 100 years ahead',
      { firearm_license_expiry_date: '2126-06-02' },
      'firearm_license_expiry_date',
      MESSAGES.expiryTooFar,
    ],
    [
      'a free-text agency too long',
      { firearm_license_issue_country: FR, firearm_license_issue_state: '', firearm_license_agency: 'x'.repeat(256) },
      'firearm_license_agency',
      maxLengthMessage(255),
    ],
  ])('refuses %s', (_, changes, field, message) => {
    expect(errorsOf(HUNDRED_POINTS, { ...rest, ...firearms, ...changes })).toStrictEqual({ [field]: message });
  });
});

describe('idSchema: right to work', () => {
  const french = { ...passport, passport_issue_country: FR };

  it.each<[string, ContextSpec, object, boolean]>([
    ['an Indian candidate without a passport', UK_RIGHT_TO_WORK, noPassport, true],
    ['an Indian candidate with a French passport', UK_RIGHT_TO_WORK, french, true],
    ['an Indian candidate with a British passport', UK_RIGHT_TO_WORK, { ...passport, passport_issue_country: GB }, false],
    ['an Indian candidate with an Irish passport', UK_RIGHT_TO_WORK, { ...passport, passport_issue_country: IE }, false],
    ['an Indian candidate who has not answered the passport question', UK_RIGHT_TO_WORK, {}, false],
    ['a British candidate without a passport', { ...UK_RIGHT_TO_WORK, nationality: BRITISH }, noPassport, false],
    ['an Indian and Irish candidate without a passport', { ...UK_RIGHT_TO_WORK, dual: IRISH }, noPassport, false],
  ])('asks %s: %s', (_, spec, answers, asked) => {
    const errors = errorsOf(spec, answers);
    expect(errors.has_right_to_work_share_code === MESSAGES.selectYesOrNo).toBe(asked);
  });

  it.each([
    ['W12345678', 'W12345678'],
    ['WAB12CD3E', 'WAB12CD3E'],
    [' w12 345 67x ', 'W1234567X'],
  ])('takes the share code %j as %j', (typed, stored) => {
    const answers = { ...noPassport, has_right_to_work_share_code: true, right_to_work_share_code: typed, reason_missing_sharecode: 'x' };
    expect(outputOf(UK_RIGHT_TO_WORK, answers)).toMatchObject({ right_to_work_share_code: stored, reason_missing_sharecode: null });
  });

  it.each([['W1234567'], ['W123456789'], ['X12345678'], ['W1234-567'], ['W12345678!']])('refuses the share code %j', (code) => {
    const answers = { ...noPassport, has_right_to_work_share_code: true, right_to_work_share_code: code };
    expect(errorsOf(UK_RIGHT_TO_WORK, answers)).toStrictEqual({ right_to_work_share_code: MESSAGES.invalidShareCode });
  });

  it('asks the reason after a no, and stores no code', () => {
    const no = { ...noPassport, has_right_to_work_share_code: false, right_to_work_share_code: 'W12345678' };
    expect(errorsOf(UK_RIGHT_TO_WORK, no)).toStrictEqual({ reason_missing_sharecode: MESSAGES.required });
    expect(outputOf(UK_RIGHT_TO_WORK, { ...no, reason_missing_sharecode: 'My visa is being renewed' })).toMatchObject({
      has_right_to_work_share_code: false,
      right_to_work_share_code: null,
      reason_missing_sharecode: 'My visa is being renewed',
    });
  });

  it('stores nothing of right to work once a British passport makes it unasked', () => {
    const answers = { ...passport, passport_issue_country: GB, has_right_to_work_share_code: true, right_to_work_share_code: 'bad' };
    expect(outputOf(UK_RIGHT_TO_WORK, answers)).toMatchObject({ has_right_to_work_share_code: null, right_to_work_share_code: null });
  });
});

describe('idSchema: the other questions', () => {
  it.each<[string, ContextSpec, object, Record<string, string>]>([
    [
      'the conviction question on a criminal record check',
      UK_DBS,
      { ...noPassport, has_national_id_number: false },
      { is_conviction: MESSAGES.selectYesOrNo },
    ],
    [
      'the citizenship question on an ACIC check',
      ACIC,
      { ...noPassport, is_current_driving_license: false, is_conviction: true },
      { citizenship: MESSAGES.selectCitizenship },
    ],
    [
      'a citizenship that is not offered',
      ACIC,
      {
        ...noPassport,
        is_current_driving_license: false,
        is_conviction: true,
        citizenship: 'GB',
      },
      { citizenship: MESSAGES.selectFromList },
    ],
    [
      'the SRA and FCA questions',
      REGULATED,
      noPassport,
      { has_sra_number: MESSAGES.selectYesOrNo, has_fca_reference_number: MESSAGES.selectYesOrNo },
    ],
    [
      'the numbers after a yes',
      REGULATED,
      { ...noPassport, has_sra_number: true, has_fca_reference_number: true },
      { sra_number: MESSAGES.required, fca_reference_number: MESSAGES.required },
    ],
    [
      'an FCA reference too long',
      REGULATED,
      { ...noPassport, has_sra_number: false, has_fca_reference_number: true, fca_reference_number: 'A'.repeat(256) },
      { fca_reference_number: maxLengthMessage(255) },
    ],
  ])('asks %s', (_, spec, answers, errors) => {
    expect(errorsOf(spec, answers)).toStrictEqual(errors);
  });

  it.each(['12345', '1234567', '12345a', '12 3456'])('refuses the SRA number %j', (number) => {
    const answers = { ...noPassport, has_sra_number: true, sra_number: number, has_fca_reference_number: false };
    expect(errorsOf(REGULATED, answers)).toStrictEqual({ sra_number: MESSAGES.onlySixDigits });
  });

  it('stores the SRA and FCA numbers', () => {
    const sra = { has_sra_number: true, sra_number: '123456' };
    const answers = { ...noPassport, ...sra, has_fca_reference_number: true, fca_reference_number: 'ABC01234' };
    expect(outputOf(REGULATED, answers)).toMatchObject({ sra_number: '123456', fca_reference_number: 'ABC01234' });
  });

  it.each([
    ['AU', 'AU'],
    ['NZ', 'NZ'],
    ['none', null],
  ] as const)('stores the citizenship %j as %j', (answer, stored) => {
    const answers = { ...noPassport, is_current_driving_license: false, is_conviction: false };
    const values = outputOf(ACIC, { ...answers, citizenship: answer });
    // The form posts what the schema gives: it must pass again as it is.
    expect(outputOf(ACIC, values)).toStrictEqual(values);
    expect(storedCitizenship(values.citizenship)).toBe(stored);
  });
});

describe('what the form posts', () => {
  it.each<[string, ContextSpec, object]>([
    ['a passport', DOCUMENT, passport],
    [
      'a national ID',
      BR,
      { ...passport, has_national_id_number: true, id_type: 'other', id_type_details: ' Voter ID ', national_id_number: ' 1 ' },
    ],
    ['an SSN', US, { ...noPassport, has_national_id_number: true, national_id_number: '123-45-6789' }],
    ['a licence', DRIVING, { ...noPassport, ...licence, driving_license_issue_state: ' Bretagne ' }],
    ['a firearms licence', HUNDRED_POINTS, { ...noPassport, is_current_driving_license: false, ...firearms }],
    ['a share code', UK_RIGHT_TO_WORK, { ...noPassport, has_right_to_work_share_code: true, right_to_work_share_code: 'w12 345 678' }],
  ])('passes again as it is after %s', (_, spec, answers) => {
    const values = outputOf(spec, answers);
    expect(outputOf(spec, values)).toStrictEqual(values);
  });
});

describe('idDefaults', () => {
  it('starts unanswered', () => {
    expect(blank()).toMatchObject({ is_current_passport: null, passport_number: '', passport_issue_country: null, citizenship: '' });
  });

  it('starts from the saved record, with a saved null citizenship as "neither"', () => {
    const response = buildResponse({ country: 'AU', checks: ACIC.checks });
    const saved = outputOf(ACIC, {
      ...passport,
      passport_type: 'ordinary',
      is_current_driving_license: false,
      citizenship: 'none',
      is_conviction: false,
    });
    const stored = { ...saved, citizenship: storedCitizenship(saved.citizenship), is_completed: true };
    response.candidate_id_document_details = stored as IdDocumentDetails;
    const defaults = idDefaults(response);
    expect(defaults).toMatchObject({ passport_number: '548213967', passport_issue_country: FR, citizenship: 'none' });
    expect(outputOf(ACIC, defaults)).toStrictEqual(saved);
  });
});
