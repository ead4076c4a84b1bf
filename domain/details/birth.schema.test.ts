import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { maxLengthMessage } from '../forms/fields';
import type { StepContext } from '../forms/step-context';
import { MESSAGES } from '../messages';
import type { CandidateDetails, Country, Nationality } from '../reference-response';
import { buildResponse, type ResponseSpec } from '../testing/build-response';
import { type BirthInput, birthDefaults, birthSchema, isAgeInRange } from './birth.schema';

const TODAY = '2026-11-21';
const COUNTRIES: Country[] = [
  { id: 10, guid: 'c10', name: 'United Kingdom', short_name: 'GB', countryPhoneCode: '44' },
  { id: 11, guid: 'c11', name: 'Australia', short_name: 'AU', countryPhoneCode: '61' },
];
const NATIONALITIES: Nationality[] = [
  { id: 20, guid: 'n20', name: 'British', short_name: 'GB' },
  { id: 21, guid: 'n21', name: 'Australian', short_name: 'AU' },
  { id: 22, guid: 'n22', name: 'Irish', short_name: 'IE' },
];

const GB_CRIMINAL: ResponseSpec = { country: 'GB', checks: [{ slug: 'criminal_record', level: ['enhanced'] }] };
const AU_ACIC: ResponseSpec = { country: 'AU', checks: [{ slug: 'criminal_record', level: ['acic_check'] }] };
const US: ResponseSpec = { country: 'US', checks: [{ slug: 'criminal_record' }, { slug: 'id_check' }] };
const EMPLOYMENT: ResponseSpec = { country: 'GB', checks: [{ slug: 'employment' }] };

function context(spec: ResponseSpec = GB_CRIMINAL, today = TODAY): StepContext {
  return { response: buildResponse(spec), today, countries: COUNTRIES, nationalities: NATIONALITIES };
}

const VALID: BirthInput = {
  date_of_birth: '1990-04-12',
  country_of_birth: 10,
  town_of_birth: 'Bristol',
  state_of_birth: '',
  nationality_at_birth: 20,
  is_nationality_changed_since_birth: false,
  new_nationality: null,
  holds_dual_nationality: false,
  second_nationality: null,
};

/** The form before any answer: what the defaults start with, and what the schema refuses field by field. */
const UNANSWERED: BirthInput = {
  date_of_birth: '',
  country_of_birth: null,
  town_of_birth: '',
  state_of_birth: '',
  nationality_at_birth: null,
  is_nationality_changed_since_birth: null,
  new_nationality: null,
  holds_dual_nationality: null,
  second_nationality: null,
};

function parse(answers: Partial<Record<keyof BirthInput, unknown>>, spec?: ResponseSpec, today?: string) {
  return v.safeParse(birthSchema(context(spec, today)), { ...VALID, ...answers });
}

/** Each field's messages, as the API answers them. */
function errorsOf(answers: Partial<Record<keyof BirthInput, unknown>>, spec?: ResponseSpec, today?: string) {
  const result = parse(answers, spec, today);
  return result.success ? {} : v.flatten(result.issues).nested;
}

describe('birthSchema: a whole answer', () => {
  it('takes a full answer and keeps what the request asks', () => {
    const result = parse({ town_of_birth: '  Bristol ' });
    expect(result.success && result.output).toStrictEqual({
      date_of_birth: '1990-04-12',
      country_of_birth: 10,
      town_of_birth: 'Bristol',
      state_of_birth: null,
      nationality_at_birth: 20,
      is_nationality_changed_since_birth: false,
      new_nationality: null,
      holds_dual_nationality: false,
      second_nationality: null,
    });
  });

  it('keeps the nationalities revealed by a yes', () => {
    const result = parse({ is_nationality_changed_since_birth: true, new_nationality: 21, holds_dual_nationality: true, second_nationality: 22 });
    expect(result.success && result.output).toMatchObject({ new_nationality: 21, second_nationality: 22 });
  });

  it('drops a nationality the candidate picked and then hid with a no', () => {
    const result = parse({ new_nationality: 21, second_nationality: 22 });
    expect(result.success && result.output).toMatchObject({ new_nationality: null, second_nationality: null });
  });

  it('shows every field’s error in one pass, one message each', () => {
    expect(errorsOf(UNANSWERED, AU_ACIC)).toStrictEqual({
      date_of_birth: [MESSAGES.required],
      country_of_birth: [MESSAGES.selectFromList],
      town_of_birth: [MESSAGES.required],
      state_of_birth: [MESSAGES.required],
      nationality_at_birth: [MESSAGES.selectFromList],
      is_nationality_changed_since_birth: [MESSAGES.selectYesOrNo],
      holds_dual_nationality: [MESSAGES.selectYesOrNo],
    });
  });

  it('reaches the nationality rules while other fields are wrong, also when parsed as the form parses', () => {
    const answers = { ...VALID, date_of_birth: '2016-03-15', town_of_birth: 'Bristol 2', is_nationality_changed_since_birth: true };
    const expected = {
      date_of_birth: [MESSAGES.ageRange],
      town_of_birth: [MESSAGES.placeOfBirthPattern],
      new_nationality: [MESSAGES.selectFromList],
    };
    for (const config of [undefined, { abortPipeEarly: true }]) {
      const result = v.safeParse(birthSchema(context()), answers, config);
      expect(result.success ? {} : v.flatten(result.issues).nested).toStrictEqual(expected);
    }
  });

  it('reads a missing picker as not picked', () => {
    const { country_of_birth: _country, nationality_at_birth: _nationality, ...rest } = VALID;
    const result = v.safeParse(birthSchema(context()), rest);
    expect(result.success ? {} : v.flatten(result.issues).nested).toStrictEqual({
      country_of_birth: [MESSAGES.selectFromList],
      nationality_at_birth: [MESSAGES.selectFromList],
    });
  });
});

describe('which questions are asked', () => {
  it('the United States: the date of birth alone; anything else sent is stored as null', () => {
    const result = parse({ country_of_birth: 999, town_of_birth: '1!', nationality_at_birth: null, is_nationality_changed_since_birth: null }, US);
    expect(result.success && result.output).toStrictEqual({
      date_of_birth: '1990-04-12',
      country_of_birth: null,
      town_of_birth: null,
      state_of_birth: null,
      nationality_at_birth: null,
      is_nationality_changed_since_birth: null,
      new_nationality: null,
      holds_dual_nationality: null,
      second_nationality: null,
    });
    expect(v.safeParse(birthSchema(context(US)), { date_of_birth: '1990-04-12' }).success).toBe(true);
    expect(errorsOf({ date_of_birth: '' }, US)).toStrictEqual({ date_of_birth: [MESSAGES.required] });
  });

  it('a request without place or nationality checks: date and country of birth', () => {
    const result = parse({ town_of_birth: '', nationality_at_birth: null, is_nationality_changed_since_birth: null }, EMPLOYMENT);
    expect(result.success && result.output).toMatchObject({ country_of_birth: 10, town_of_birth: null, nationality_at_birth: null });
    expect(errorsOf({ country_of_birth: null }, EMPLOYMENT)).toStrictEqual({ country_of_birth: [MESSAGES.selectFromList] });
  });

  it('the state of birth only for an ACIC check', () => {
    expect(errorsOf({ state_of_birth: '' }, AU_ACIC)).toStrictEqual({ state_of_birth: [MESSAGES.required] });
    const result = parse({ state_of_birth: 'Victoria' }, AU_ACIC);
    expect(result.success && result.output.state_of_birth).toBe('Victoria');
    const gb = parse({ state_of_birth: 'Avon' }, GB_CRIMINAL);
    expect(gb.success && gb.output.state_of_birth).toBeNull();
  });
});

describe('date of birth: a real date, age 16 to 110 on the candidate’s date (spec 000 §5, §9)', () => {
  it.each<[string, string, string | null]>([
    ['empty', '', MESSAGES.required],
    ['not a date', '12/04/1990', MESSAGES.invalidDate],
    ['no such day', '1990-02-30', MESSAGES.invalidDate],
    ['29 February of a common year', '2001-02-29', MESSAGES.invalidDate],
    ['in the future', '2027-01-01', MESSAGES.ageRange],
    ['the day before the 16th birthday', '2010-11-22', MESSAGES.ageRange],
    ['the 16th birthday', '2010-11-21', null],
    ['110 years old, the day before the 111th birthday', '1915-11-22', null],
    ['the 111th birthday', '1915-11-21', MESSAGES.ageRange],
    ['older', '1900-01-01', MESSAGES.ageRange],
  ])('%s (%s)', (_, day, message) => {
    expect(errorsOf({ date_of_birth: day })).toStrictEqual(message ? { date_of_birth: [message] } : {});
  });

  it.each<[string, string, boolean]>([
    // Born on 29 February: 16 on 29 February of a leap year…
    ['2008-02-29', '2024-02-28', false],
    ['2008-02-29', '2024-02-29', true],
    // …and 111 on 1 March of a common year (110 until then).
    ['1916-02-29', '2027-02-28', true],
    ['1916-02-29', '2027-03-01', false],
  ])('born %s, on %s: in range %s', (born, today, expected) => {
    expect(isAgeInRange(born, today)).toBe(expected);
  });

  it('judges the age on the context’s date', () => {
    expect(errorsOf({ date_of_birth: '2010-11-22' }, GB_CRIMINAL, '2026-11-22')).toStrictEqual({});
  });
});

describe('town and state of birth (spec 000 §5)', () => {
  it.each<[string, string]>([
    ['a plain name', 'Bristol'],
    ['one letter', 'Å'],
    ['letters of any script', 'São Paulo'],
    ['decomposed accents', 'Sa\u0303o Paulo'],
    ['a straight apostrophe', "N'Djamena"],
    ['a typographic apostrophe', 'N’Djamena'],
    ['hyphens', 'Stratford-upon-Avon'],
    ['en dashes', 'Stratford–upon–Avon'],
    ['umlauts and spaces', 'Zürich Oerlikon'],
    ['another alphabet', 'Москва'],
    ['sixty letters', 'A'.repeat(60)],
  ])('accepts %s: %s', (_, town) => {
    expect(errorsOf({ town_of_birth: town })).toStrictEqual({});
  });

  it.each<[string, string, string]>([
    ['empty', '', MESSAGES.required],
    ['only spaces', '   ', MESSAGES.required],
    ['sixty-one letters', 'A'.repeat(61), maxLengthMessage(60)],
    ['beginning with a hyphen', '-Leeds', MESSAGES.placeOfBirthPattern],
    ['ending with an apostrophe', "Leeds'", MESSAGES.placeOfBirthPattern],
    ['a full stop', 'St. Albans', MESSAGES.placeOfBirthPattern],
    ['a comma', 'Leeds, Yorkshire', MESSAGES.placeOfBirthPattern],
    ['digits', 'District 9', MESSAGES.placeOfBirthPattern],
    ['a slash', 'Bath/Bristol', MESSAGES.placeOfBirthPattern],
  ])('refuses %s: %j', (_, town, message) => {
    expect(errorsOf({ town_of_birth: town })).toStrictEqual({ town_of_birth: [message] });
    expect(errorsOf({ state_of_birth: town }, AU_ACIC)).toStrictEqual({ state_of_birth: [message] });
  });

  it('stores the composed form of what was typed', () => {
    const result = parse({ town_of_birth: 'Sa\u0303o Paulo' });
    expect(result.success && result.output.town_of_birth).toBe('São Paulo');
  });
});

describe('country and nationalities: picked from the lists', () => {
  it.each<[keyof BirthInput, unknown]>([
    ['country_of_birth', null],
    ['country_of_birth', 999],
    ['country_of_birth', 20],
    ['nationality_at_birth', null],
    ['nationality_at_birth', 10],
  ])('%s = %j: Please select from the list', (field, value) => {
    expect(errorsOf({ [field]: value })).toStrictEqual({ [field]: [MESSAGES.selectFromList] });
  });

  it.each<[keyof BirthInput, keyof BirthInput, unknown]>([
    ['is_nationality_changed_since_birth', 'new_nationality', null],
    ['is_nationality_changed_since_birth', 'new_nationality', 999],
    ['holds_dual_nationality', 'second_nationality', null],
    ['holds_dual_nationality', 'second_nationality', 10],
  ])('%s yes needs %s from the list (given %j)', (question, field, value) => {
    expect(errorsOf({ [question]: true, [field]: value })).toStrictEqual({ [field]: [MESSAGES.selectFromList] });
  });

  it('the yes/no questions are required and sent as booleans', () => {
    expect(errorsOf({ is_nationality_changed_since_birth: null, holds_dual_nationality: null })).toStrictEqual({
      is_nationality_changed_since_birth: [MESSAGES.selectYesOrNo],
      holds_dual_nationality: [MESSAGES.selectYesOrNo],
    });
    expect(parse({ holds_dual_nationality: 'yes' }).success).toBe(false);
  });
});

describe('birthDefaults', () => {
  it('starts unanswered', () => {
    expect(birthDefaults(undefined)).toStrictEqual(UNANSWERED);
  });

  it('gives back what was saved, which the schema takes again', () => {
    const saved = {
      date_of_birth: '1990-04-12',
      country_of_birth: 11,
      town_of_birth: 'Ballarat',
      state_of_birth: 'Victoria',
      nationality_at_birth: 21,
      is_nationality_changed_since_birth: true,
      new_nationality: 20,
      holds_dual_nationality: false,
      second_nationality: null,
    } as CandidateDetails;
    const defaults = birthDefaults(saved);
    const result = v.safeParse(birthSchema(context(AU_ACIC)), defaults);
    expect(result.success && result.output).toStrictEqual(defaults);
  });
});
