import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { maxLengthMessage } from '../forms/fields';
import type { StepContext } from '../forms/step-context';
import { MESSAGES } from '../messages';
import { buildResponse } from '../testing/build-response';
import { directorshipLine } from '../testing/directorship-line';
import { eachWith } from '../testing/joined-errors';
import {
  DIRECTORSHIP_NOTES_MAX,
  directorshipInput,
  directorshipSchema,
  emptyDirectorship,
  endYears,
  entryAfterSave,
  startYears,
} from './directorship.schema';

const TODAY = '2026-03-15';
const GB = 77;
const context: StepContext = {
  response: buildResponse({ checks: [{ slug: 'directorship' }] }),
  today: TODAY,
  countries: [{ id: GB, guid: 'gb', name: 'United Kingdom', short_name: 'GB', countryPhoneCode: '44' }],
  nationalities: [],
};
const schema = directorshipSchema(context);

const current = {
  organisation_name: 'Harbour Street Holdings Ltd',
  organisation_address_1: '14 Harbour Street',
  city: 'Bristol',
  postal_code: 'BS1 4ST',
  country: GB,
  directorship_title: 'Director',
  directorship_type: 'executive',
  start_year: 2016,
  start_month: 4,
  start_day: 1,
  is_director: true,
};
const ended = { ...current, is_director: false, end_year: 2021, end_month: 9, end_day: 30 };

const errors = (body: unknown) => {
  const result = v.safeParse(schema, body);
  return result.success ? {} : Object.fromEntries(result.issues.map((i) => [v.getDotPath(i) ?? '', i.message]));
};

describe('directorshipSchema', () => {
  it('accepts a current directorship, with no end and the optional fields null', () => {
    expect(v.parse(schema, current)).toStrictEqual({
      id: null,
      ...current,
      organisation_registration_number: null,
      organisation_address_2: null,
      end_year: null,
      end_month: null,
      end_day: null,
      notes: null,
    });
  });

  it('does not ask for an end while still a director, and drops one sent', () => {
    expect(v.parse(schema, { ...current, end_year: 1900, end_month: 'x' })).toMatchObject({ end_year: null, end_month: null, end_day: null });
  });

  it('requires every required field of an empty form, naming each', () => {
    expect(errors(emptyDirectorship())).toStrictEqual({
      ...eachWith(MESSAGES.required, 'organisation_name', 'organisation_address_1', 'city', 'postal_code', 'directorship_title'),
      directorship_type: MESSAGES.selectDirectorshipType,
      start_year: MESSAGES.selectYear,
      start_month: MESSAGES.selectMonth,
      country: MESSAGES.selectFromList,
      is_director: MESSAGES.selectYesOrNo,
    });
  });

  it('asks the start day once the start year and month are chosen', () => {
    expect(errors({ ...current, start_day: '' })).toStrictEqual({ start_day: MESSAGES.selectDay });
    expect(errors({ ...current, start_year: '', start_day: '' })).toStrictEqual({ start_year: MESSAGES.selectYear });
    expect(errors({ ...current, start_month: '', start_day: '' })).toStrictEqual({ start_month: MESSAGES.selectMonth });
  });

  it('reads date parts sent as the selects hold them', () => {
    expect(v.parse(schema, { ...ended, start_year: '2016', start_month: '4', start_day: '1', end_year: '2021', end_month: '9', end_day: '' })).toMatchObject({
      start_year: 2016,
      start_month: 4,
      start_day: 1,
      end_year: 2021,
      end_month: 9,
      end_day: null,
    });
  });

  it('runs start years from 1919 to this year', () => {
    expect(errors({ ...current, start_year: 1918 })).toStrictEqual({ start_year: MESSAGES.selectFromList });
    expect(errors({ ...current, start_year: 1919 })).toStrictEqual({});
    expect(errors({ ...current, start_year: 2026 })).toStrictEqual({});
    expect(errors({ ...current, start_year: 2027 })).toStrictEqual({ start_year: MESSAGES.selectFromList });
    expect(errors({ ...current, start_year: 2016.5 })).toStrictEqual({ start_year: MESSAGES.selectFromList });
    expect(errors({ ...current, start_year: true })).toStrictEqual({ start_year: MESSAGES.selectFromList });
  });

  it('holds months to 1-12 and days to the month', () => {
    expect(errors({ ...current, start_month: 13 })).toStrictEqual({ start_month: MESSAGES.selectFromList });
    expect(errors({ ...current, start_month: 0 })).toStrictEqual({ start_month: MESSAGES.selectFromList });
    expect(errors({ ...current, start_year: 2017, start_month: 2, start_day: 29 })).toStrictEqual({ start_day: MESSAGES.selectFromList });
    expect(errors({ ...current, start_year: 2020, start_month: 2, start_day: 29 })).toStrictEqual({});
    expect(errors({ ...ended, end_month: 4, end_day: 31 })).toStrictEqual({ end_day: MESSAGES.selectFromList });
  });

  it('requires the end year and month after "no longer a director"; the end day may stay empty', () => {
    expect(errors({ ...current, is_director: false })).toStrictEqual({ end_year: MESSAGES.selectYear, end_month: MESSAGES.selectMonth });
    expect(errors({ ...ended, end_day: null })).toStrictEqual({});
  });

  it('runs end years from the start year to this year', () => {
    expect(errors({ ...ended, end_year: 2015 })).toStrictEqual({ end_year: MESSAGES.endYearBeforeStart });
    expect(errors({ ...ended, end_year: 2016, end_month: 4, end_day: 1 })).toStrictEqual({});
    expect(errors({ ...ended, end_year: 2026 })).toStrictEqual({});
    expect(errors({ ...ended, end_year: 2027 })).toStrictEqual({ end_year: MESSAGES.selectFromList });
  });

  it('holds the end month to the start month within the start year', () => {
    expect(errors({ ...ended, end_year: 2016, end_month: 3 })).toStrictEqual({ end_month: MESSAGES.endMonthBeforeStart });
    expect(errors({ ...ended, end_year: 2016, end_month: 4, end_day: null })).toStrictEqual({});
    expect(errors({ ...ended, end_year: 2017, end_month: 1 })).toStrictEqual({});
  });

  it('holds the end day to the start day within the start month', () => {
    const start = { ...ended, start_day: 15, end_year: 2016, end_month: 4 };
    expect(errors({ ...start, end_day: 14 })).toStrictEqual({ end_day: MESSAGES.endDayBeforeStart });
    expect(errors({ ...start, end_day: 15 })).toStrictEqual({});
    expect(errors({ ...start, end_month: 5, end_day: 1 })).toStrictEqual({});
  });

  it('takes only the listed types, and bounds the notes', () => {
    expect(errors({ ...current, directorship_type: 'shadow' })).toStrictEqual({ directorship_type: MESSAGES.selectFromList });
    expect(errors({ ...current, directorship_type: 'non_executive' })).toStrictEqual({});
    expect(errors({ ...current, notes: 'x'.repeat(DIRECTORSHIP_NOTES_MAX + 1) })).toStrictEqual({
      notes: maxLengthMessage(DIRECTORSHIP_NOTES_MAX),
    });
  });

  it('takes only a listed country', () => {
    expect(errors({ ...current, country: 9999 })).toStrictEqual({ country: MESSAGES.selectFromList });
  });
});

describe('directorshipInput', () => {
  it('starts the form from a saved line, which the schema gives back as it was saved', () => {
    const line = directorshipLine({ id: 4, country: GB, is_director: false, end_year: 2020, end_month: 2, end_day: null, notes: 'Resigned' });
    const input = directorshipInput(line);
    expect(input).toMatchObject({ start_year: '2016', end_month: '2', end_day: '', organisation_address_2: '' });
    const { guid: _guid, is_completed: _completed, ...answers } = line;
    expect(v.parse(schema, input)).toStrictEqual(answers);
  });
});

describe('year lists', () => {
  it('offer start years from this year back to 1919, and end years down to the start year', () => {
    const starts = startYears(TODAY);
    expect([starts[0], starts.at(-1), starts.length]).toStrictEqual([2026, 1919, 108]);
    expect(endYears(TODAY, 2024)).toStrictEqual([2026, 2025, 2024]);
    expect(endYears(TODAY, null).at(-1)).toBe(1919);
  });
});

describe('entryAfterSave', () => {
  it('goes to the next entry only while more lines are saved than its number (spec 001 §4)', () => {
    expect(entryAfterSave(3, 1)).toBe(2);
    expect(entryAfterSave(2, 2)).toBeNull();
    expect(entryAfterSave(1, 2)).toBeNull();
  });
});
