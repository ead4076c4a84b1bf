import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { StepContext } from '../forms/step-context';
import { MESSAGES } from '../messages';
import type { CandidateDetails, PreviousName } from '../reference-response';
import { buildResponse } from '../testing/build-response';
import {
  emptyPreviousName,
  type PreviousNameInput,
  previousNamesDefaults,
  previousNamesSchema,
} from './previous-names.schema';

const TODAY = '2026-03-15';
const BIRTH = '1990-04-12';

function context(dateOfBirth: string | null = BIRTH): StepContext {
  const response = buildResponse({ country: 'GB', checks: [{ slug: 'criminal_record', level: ['basic'] }] });
  response.candidate_details = [{ date_of_birth: dateOfBirth, previous_names: [], social_media: [] } as unknown as CandidateDetails];
  return { response, today: TODAY, countries: [], nationalities: [] };
}

const RECORD: PreviousNameInput = {
  first_name: 'Ada',
  middle_name: 'Augusta',
  no_middle_name: false,
  last_name: 'Byron',
  type: 'maiden_name',
  used_from: BIRTH,
  used_to: '2012-07-08',
};

const parse = (input: unknown, dateOfBirth?: string | null) => v.safeParse(previousNamesSchema(context(dateOfBirth)), input);

/** The message each field shows (its first), by the field's path as the API names it. */
function errorsOf(input: unknown, dateOfBirth?: string | null): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of parse(input, dateOfBirth).issues ?? []) errors[v.getDotPath(issue) ?? ''] ??= issue.message;
  return errors;
}

const withRecord = (change: Partial<Record<keyof PreviousNameInput, unknown>>) => ({
  is_any_other_names: true,
  previous_names: [{ ...RECORD, ...change }],
});

describe('previousNamesSchema', () => {
  it('keeps each record with its full name parts, a ticked box storing an empty middle name', () => {
    const result = parse({
      is_any_other_names: true,
      previous_names: [RECORD, { ...RECORD, first_name: ' Augusta ', middle_name: 'n/a', no_middle_name: true, type: 'alias' }],
    });
    expect(result.success && result.output).toStrictEqual({
      is_any_other_names: true,
      previous_names: [
        { ...RECORD },
        { ...RECORD, first_name: 'Augusta', middle_name: '', no_middle_name: true, type: 'alias' },
      ],
    });
  });

  it('stores no record after a no, whatever the hidden list still holds', () => {
    const result = parse({ is_any_other_names: false, previous_names: [{ ...RECORD, first_name: '' }, 'junk'] });
    expect(result.success && result.output).toStrictEqual({ is_any_other_names: false, previous_names: [] });
    expect(parse({ is_any_other_names: false }).output).toStrictEqual({ is_any_other_names: false, previous_names: [] });
  });

  it('asks the question first', () => {
    expect(errorsOf({ is_any_other_names: null, previous_names: [] })).toStrictEqual({ is_any_other_names: MESSAGES.selectYesOrNo });
  });

  it('asks for a record after a yes', () => {
    expect(errorsOf({ is_any_other_names: true, previous_names: [] })).toStrictEqual({
      previous_names: MESSAGES.previousNamesRequired,
    });
    expect(errorsOf({ is_any_other_names: true })).toStrictEqual({ previous_names: MESSAGES.previousNamesRequired });
  });

  it('names every field of an empty record in one pass', () => {
    expect(errorsOf({ is_any_other_names: true, previous_names: [emptyPreviousName()] })).toStrictEqual({
      'previous_names.0.first_name': MESSAGES.required,
      'previous_names.0.last_name': MESSAGES.required,
      'previous_names.0.type': MESSAGES.selectNameType,
      'previous_names.0.used_from': MESSAGES.required,
      'previous_names.0.used_to': MESSAGES.required,
      'previous_names.0.middle_name': MESSAGES.previousMiddleName,
    });
  });

  it.each<[string, Partial<Record<keyof PreviousNameInput, unknown>>, Record<string, string>]>([
    ['a first name of n/a', { first_name: 'N/A' }, { 'previous_names.0.first_name': MESSAGES.previousFirstName }],
    ['a first name of -', { first_name: ' - ' }, { 'previous_names.0.first_name': MESSAGES.previousFirstName }],
    ['a last name of n/a', { last_name: 'n/a' }, { 'previous_names.0.last_name': MESSAGES.previousLastName }],
    ['a last name of -', { last_name: '-' }, { 'previous_names.0.last_name': MESSAGES.previousLastName }],
    ['a middle name of n/a', { middle_name: 'N/a' }, { 'previous_names.0.middle_name': MESSAGES.previousMiddleName }],
    ['a middle name of -', { middle_name: '-' }, { 'previous_names.0.middle_name': MESSAGES.previousMiddleName }],
    ['an empty middle name without the box', { middle_name: ' ' }, { 'previous_names.0.middle_name': MESSAGES.previousMiddleName }],
    ['a first name of 181 characters', { first_name: 'a'.repeat(181) }, { 'previous_names.0.first_name': 'Ensure this field has no more than 180 characters.' }],
    ['a middle name of 181 characters', { middle_name: 'a'.repeat(181) }, { 'previous_names.0.middle_name': 'Ensure this field has no more than 180 characters.' }],
    ['a last name of 181 characters', { last_name: 'a'.repeat(181) }, { 'previous_names.0.last_name': 'Ensure this field has no more than 180 characters.' }],
    ['a first name with a tab inside', { first_name: 'Ada\tAugusta' }, { 'previous_names.0.first_name': MESSAGES.hiddenControlCharacters }],
    ['a middle name with a right-to-left override', { middle_name: '\u202eAugusta' }, { 'previous_names.0.middle_name': MESSAGES.hiddenControlCharacters }],
    ['a last name with DEL', { last_name: 'Byron\u007f' }, { 'previous_names.0.last_name': MESSAGES.hiddenControlCharacters }],
    ['a first name with a digit', { first_name: 'Ada2' }, { 'previous_names.0.first_name': MESSAGES.nameCharacters }],
    ['a middle name with a symbol', { middle_name: 'Augusta!' }, { 'previous_names.0.middle_name': MESSAGES.nameCharacters }],
    ['a last name with a slash', { last_name: 'Gn/a' }, { 'previous_names.0.last_name': MESSAGES.nameCharacters }],
    ['an unknown type', { type: 'nickname' }, { 'previous_names.0.type': MESSAGES.selectFromList }],
    ['a start before the birth', { used_from: '1990-04-11' }, { 'previous_names.0.used_from': MESSAGES.notBeforeBirth }],
    ['a start in the future', { used_from: '2026-03-16', used_to: '2026-03-16' }, {
      'previous_names.0.used_from': MESSAGES.dateInFuture,
      'previous_names.0.used_to': MESSAGES.dateInFuture,
    }],
    ['a start that is no date', { used_from: '2001-02-29' }, { 'previous_names.0.used_from': MESSAGES.invalidDate }],
    ['an end before the start', { used_from: '2010-01-02', used_to: '2010-01-01' }, { 'previous_names.0.used_to': MESSAGES.notBeforeStart }],
    ['an end in the future', { used_to: '2027-01-01' }, { 'previous_names.0.used_to': MESSAGES.dateInFuture }],
  ])('refuses %s', (_name, change, expected) => {
    expect(errorsOf(withRecord(change))).toStrictEqual(expected);
  });

  it.each<[string, Partial<Record<keyof PreviousNameInput, unknown>>]>([
    ['names that hold n/a and a hyphen', { first_name: 'Nadia', last_name: 'Gna-Smith' }],
    ['names of another script, accents and an apostrophe', { first_name: 'Zoë', middle_name: 'Ōtsuka', last_name: 'O’Brien' }],
    ['a start on the day of birth and an end today', { used_from: BIRTH, used_to: TODAY }],
    ['a name used for one day', { used_from: '2010-05-05', used_to: '2010-05-05' }],
    ['each kind of name', { type: 'other' }],
  ])('accepts %s', (_name, change) => {
    expect(errorsOf(withRecord(change))).toStrictEqual({});
  });

  it('does not bound the start before the date of birth is saved', () => {
    expect(errorsOf(withRecord({ used_from: '1900-01-01' }), null)).toStrictEqual({});
  });

  it('shows every error in one pass, in page order, where each pipe stops at its first error (the form’s resolver)', () => {
    const input = {
      is_any_other_names: true,
      previous_names: [{ ...RECORD, first_name: '-', middle_name: '', used_from: '2011-01-01', used_to: '2010-01-01' }, { ...RECORD, type: 'x' }],
    };
    const result = v.safeParse(previousNamesSchema(context()), input, { abortPipeEarly: true });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['previous_names.0.first_name', MESSAGES.previousFirstName],
      ['previous_names.0.middle_name', MESSAGES.previousMiddleName],
      ['previous_names.0.used_to', MESSAGES.notBeforeStart],
      ['previous_names.1.type', MESSAGES.selectFromList],
    ]);
  });

  it('marks each record by its index', () => {
    const errors = errorsOf({ is_any_other_names: true, previous_names: [RECORD, { ...RECORD, last_name: '-' }] });
    expect(errors).toStrictEqual({ 'previous_names.1.last_name': MESSAGES.previousLastName });
  });
});

describe('previousNamesDefaults', () => {
  it('is unanswered with no records before a save', () => {
    expect(previousNamesDefaults(buildResponse({ checks: [] }))).toStrictEqual({ is_any_other_names: null, previous_names: [] });
  });

  it('shows the saved records, ticking the box of one saved without a middle name, and passes the schema again', () => {
    const response = context().response;
    const saved: PreviousName[] = [
      { first_name: 'Ada', middle_name: 'Augusta', last_name: 'Byron', full_name: 'Ada Augusta Byron', type: 'maiden_name', used_from: BIRTH, used_to: '2012-07-08' },
      { first_name: 'Ada', middle_name: '', last_name: 'King', full_name: 'Ada King', type: 'alias', used_from: '2012-07-08', used_to: '2020-01-01' },
    ];
    response.candidate_details[0] = { ...response.candidate_details[0]!, is_any_other_names: true, previous_names: saved };
    const values = previousNamesDefaults(response);
    expect(values.previous_names?.map((record) => record.no_middle_name)).toEqual([false, true]);
    const result = v.safeParse(previousNamesSchema({ ...context(), response }), values);
    expect(result.success).toBe(true);
  });
});
