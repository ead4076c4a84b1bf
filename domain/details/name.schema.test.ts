import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SCOTLAND_REGION } from '../checks';
import type { StepContext } from '../forms/step-context';
import { MESSAGES } from '../messages';
import type { CandidateDetails } from '../reference-response';
import { buildResponse, type ResponseSpec } from '../testing/build-response';
import { nameDefaults, nameSchema } from './name.schema';

const contextOf = (spec: ResponseSpec): StepContext => ({
  response: buildResponse(spec),
  today: '2026-03-15',
  countries: [],
  nationalities: [],
});
const GB_DBS: ResponseSpec = { country: 'GB', checks: [{ slug: 'criminal_record', level: ['enhanced'] }] };
const SCOTLAND: ResponseSpec = { country: 'GB', checks: [{ slug: 'criminal_record', level: ['basic'], region: SCOTLAND_REGION }] };
const BRAZIL: ResponseSpec = { country: 'BR', checks: [{ slug: 'criminality' }] };
const INDIA: ResponseSpec = { country: 'IN', checks: [{ slug: 'criminal_record' }] };
const US: ResponseSpec = { country: 'US', checks: [{ slug: 'criminal_record' }] };

const VALID = {
  salutation: 'ms',
  first_name: 'Ada',
  middle_name: 'King',
  no_middle_name: false,
  last_name: 'Lovelace',
  asian_name: '',
  gender: 'female',
};

/** The message each field shows (its first), by the field's path as the API names it. */
function errorsOf(spec: ResponseSpec, input: unknown): Record<string, string> {
  const result = v.safeParse(nameSchema(contextOf(spec)), input);
  const errors: Record<string, string> = {};
  for (const issue of result.issues ?? []) errors[v.getDotPath(issue) ?? ''] ??= issue.message;
  return errors;
}

const parse = (spec: ResponseSpec, input: unknown) => v.parse(nameSchema(contextOf(spec)), input);

describe('nameSchema', () => {
  it('stores the trimmed answers, empty optional ones as null, and no parents’ names the request does not ask', () => {
    expect(
      parse(GB_DBS, { ...VALID, first_name: ' Ada ', fathers_full_name: 'Someone', full_name: 'ignored' }),
    ).toStrictEqual({
      salutation: 'ms',
      first_name: 'Ada',
      middle_name: 'King',
      no_middle_name: false,
      last_name: 'Lovelace',
      asian_name: null,
      gender: 'female',
      fathers_full_name: null,
      mothers_full_name: null,
      mothers_maiden_name: null,
    });
  });

  it('asks every required field of an empty form in one pass', () => {
    expect(errorsOf(BRAZIL, { no_middle_name: false })).toStrictEqual({
      salutation: MESSAGES.selectTitle,
      first_name: MESSAGES.required,
      last_name: MESSAGES.required,
      gender: MESSAGES.selectGender,
      fathers_full_name: MESSAGES.required,
      mothers_full_name: MESSAGES.required,
      middle_name: MESSAGES.required,
    });
  });

  it.each<[string, ResponseSpec, Record<string, unknown>, Record<string, string>]>([
    ['an unknown salutation', US, { salutation: 'sir' }, { salutation: MESSAGES.selectFromList }],
    ['"other" for a UK criminal record check', GB_DBS, { salutation: 'other' }, { salutation: MESSAGES.selectFromList }],
    ['a first name of 181 characters', US, { first_name: 'a'.repeat(181) }, { first_name: 'Ensure this field has no more than 180 characters.' }],
    ['a middle name of 181 characters', US, { middle_name: 'a'.repeat(181) }, { middle_name: 'Ensure this field has no more than 180 characters.' }],
    ['a last name of 181 characters', US, { last_name: 'a'.repeat(181) }, { last_name: 'Ensure this field has no more than 180 characters.' }],
    ['a blank middle name without the box', US, { middle_name: '  ' }, { middle_name: MESSAGES.required }],
    ['a native name of 256 characters', US, { asian_name: 'a'.repeat(256) }, { asian_name: 'Ensure this field has no more than 255 characters.' }],
    ['an unknown gender', US, { gender: 'other' }, { gender: MESSAGES.selectFromList }],
    ['no gender', US, { gender: null }, { gender: MESSAGES.selectGender }],
    ['a father’s name of 256 characters', INDIA, { fathers_full_name: 'a'.repeat(256) }, { fathers_full_name: 'Ensure this field has no more than 255 characters.' }],
    ['no father’s name in India', INDIA, {}, { fathers_full_name: MESSAGES.required }],
    ['no mother’s name in Brazil', BRAZIL, { fathers_full_name: 'Paulo Ribeiro' }, { mothers_full_name: MESSAGES.required }],
    ['a maiden name of 61 characters', SCOTLAND, { mothers_maiden_name: 'a'.repeat(61) }, { mothers_maiden_name: 'Ensure this field has no more than 60 characters.' }],
    ['no maiden name in Scotland', SCOTLAND, {}, { mothers_maiden_name: MESSAGES.required }],
    ['a first name with a control character', US, { first_name: 'Ada\u0007' }, { first_name: MESSAGES.hiddenControlCharacters }],
    ['a middle name with a tab inside', US, { middle_name: 'King\tAugusta' }, { middle_name: MESSAGES.hiddenControlCharacters }],
    ['a last name with a right-to-left override', US, { last_name: '\u202eecalevoL' }, { last_name: MESSAGES.hiddenControlCharacters }],
    ['a native name with an isolate', US, { asian_name: '\u2067山田\u2069' }, { asian_name: MESSAGES.hiddenControlCharacters }],
    ['a father’s name with DEL', INDIA, { fathers_full_name: 'Ravi\u007f' }, { fathers_full_name: MESSAGES.hiddenControlCharacters }],
    ['a mother’s name with an embedding', BRAZIL, { fathers_full_name: 'Paulo', mothers_full_name: '\u202bAna' }, { mothers_full_name: MESSAGES.hiddenControlCharacters }],
    ['a maiden name with a line feed', SCOTLAND, { mothers_maiden_name: 'Mac\nLeod' }, { mothers_maiden_name: MESSAGES.hiddenControlCharacters }],
  ])('refuses %s', (_name, spec, change, expected) => {
    expect(errorsOf(spec, { ...VALID, ...change })).toStrictEqual(expected);
  });

  it.each<[string, ResponseSpec, Record<string, unknown>]>([
    ['"other" without a UK criminal record check', US, { salutation: 'other' }],
    ['names of exactly 180 characters', US, { first_name: 'a'.repeat(180), middle_name: 'b'.repeat(180), last_name: 'c'.repeat(180) }],
    ['a native-script name', US, { asian_name: '山田 花子' }],
    ['the passport’s X (unspecified) as the sex', US, { gender: 'x' }],
    ['the passport’s M as the sex', US, { gender: 'male' }],
    ['both parents’ names in Brazil', BRAZIL, { fathers_full_name: 'a'.repeat(255), mothers_full_name: 'Ana Costa' }],
    ['a maiden name of 60 characters in Scotland', SCOTLAND, { mothers_maiden_name: 'a'.repeat(60) }],
    ['accents, hyphens, apostrophes and full stops', US, { first_name: 'Zoë-Anne', middle_name: 'St. John', last_name: 'D’Arcy' }],
  ])('accepts %s', (_name, spec, change) => {
    expect(errorsOf(spec, { ...VALID, ...change })).toStrictEqual({});
  });

  it('refuses digits and symbols in every name the step asks', () => {
    const typo = 'Ana 2';
    const names = { first_name: typo, middle_name: typo, last_name: typo, asian_name: '花子#', fathers_full_name: typo, mothers_full_name: typo };
    expect(errorsOf(BRAZIL, { ...VALID, ...names })).toStrictEqual({
      first_name: MESSAGES.nameCharacters,
      middle_name: MESSAGES.nameCharacters,
      last_name: MESSAGES.nameCharacters,
      asian_name: MESSAGES.nameCharacters,
      fathers_full_name: MESSAGES.nameCharacters,
      mothers_full_name: MESSAGES.nameCharacters,
    });
  });

  it('shows every error in one pass where each pipe stops at its first error, as the form’s resolver runs it', () => {
    const result = v.safeParse(nameSchema(contextOf(BRAZIL)), { middle_name: '', no_middle_name: false }, { abortPipeEarly: true });
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual([
      'salutation',
      'first_name',
      'middle_name',
      'last_name',
      'gender',
      'fathers_full_name',
      'mothers_full_name',
    ]);
  });

  it('lets the box replace the middle name, whatever the field still holds, and stores none', () => {
    for (const middle of ['', 'x'.repeat(300), null, undefined]) {
      expect(parse(US, { ...VALID, middle_name: middle, no_middle_name: true })).toMatchObject({
        middle_name: null,
        no_middle_name: true,
      });
    }
  });
});

describe('nameDefaults', () => {
  const saved = (details: Partial<CandidateDetails>) => {
    const response = buildResponse(US);
    response.candidate_details = [{ previous_names: [], social_media: [], ...details } as CandidateDetails];
    return response;
  };

  it('starts from the invitation’s names before the first save', () => {
    expect(nameDefaults(buildResponse(US))).toStrictEqual({
      salutation: '',
      first_name: 'Ada',
      middle_name: '',
      no_middle_name: false,
      last_name: 'Lovelace',
      asian_name: '',
      gender: '',
      fathers_full_name: '',
      mothers_full_name: '',
      mothers_maiden_name: '',
    });
  });

  it('shows the saved name, with the box ticked when it was saved without a middle name', () => {
    const values = nameDefaults(saved({ salutation: 'dr', first_name: 'Grace', middle_name: null, last_name: 'Hopper', gender: 'female' }));
    expect(values).toMatchObject({ salutation: 'dr', first_name: 'Grace', middle_name: '', no_middle_name: true, last_name: 'Hopper' });
    expect(nameDefaults(saved({ first_name: 'Grace', middle_name: 'Brewster', last_name: 'Hopper' }))).toMatchObject({
      middle_name: 'Brewster',
      no_middle_name: false,
    });
  });

  it('leaves the box unticked when only other steps were saved', () => {
    expect(nameDefaults(saved({ first_name: null, date_of_birth: '1990-01-01' })).no_middle_name).toBe(false);
  });

  it('round-trips: the defaults of a saved name pass the schema unchanged', () => {
    const values = parse(SCOTLAND, { ...VALID, no_middle_name: true, middle_name: '', mothers_maiden_name: 'Campbell' });
    const again = nameDefaults(saved({ ...values, gender: 'female' }));
    expect(parse(SCOTLAND, again)).toStrictEqual(values);
  });
});
