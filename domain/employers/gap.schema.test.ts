import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { maxLengthMessage } from '../forms/fields';
import { MESSAGES } from '../messages';
import { GAP_NOTES_MAX, gapInput, gapSchema } from './gap.schema';
import { skipSchema } from './skip.schema';

const TODAY = '2026-03-15';
const valid = { start_date: '2024-02-01', end_date: '2024-05-31', gap_reason: 'UNEMPLOYED_AND_LOOKING_FOR_WORK' };

const errors = (schema: v.GenericSchema, body: unknown) => {
  const result = v.safeParse(schema, body);
  return result.success ? {} : Object.fromEntries(result.issues.map((i) => [v.getDotPath(i) ?? '', i.message]));
};

describe('gapSchema', () => {
  it('accepts a gap; notes are optional except for Other', () => {
    expect(v.parse(gapSchema(TODAY), valid)).toStrictEqual({ id: null, ...valid, additional_notes: null });
    expect(errors(gapSchema(TODAY), { ...valid, gap_reason: 'OTHER' })).toStrictEqual({ additional_notes: MESSAGES.required });
    expect(errors(gapSchema(TODAY), { ...valid, gap_reason: 'OTHER', additional_notes: 'Travelling' })).toStrictEqual({});
  });

  it('requires both dates and a listed reason', () => {
    expect(errors(gapSchema(TODAY), gapInput({ start_date: '', end_date: '' }))).toStrictEqual({
      start_date: MESSAGES.required,
      end_date: MESSAGES.required,
      gap_reason: MESSAGES.selectGapReason,
    });
    expect(errors(gapSchema(TODAY), { ...valid, gap_reason: 'RETIRED' })).toStrictEqual({ gap_reason: MESSAGES.selectFromList });
  });

  it('no date after today; the end not before the start', () => {
    expect(errors(gapSchema(TODAY), { ...valid, end_date: '2026-03-16' })).toStrictEqual({ end_date: MESSAGES.dateInFuture });
    expect(errors(gapSchema(TODAY), { ...valid, start_date: '2026-03-16', end_date: '2026-03-20' })).toStrictEqual({
      start_date: MESSAGES.dateInFuture,
      end_date: MESSAGES.dateInFuture,
    });
    expect(errors(gapSchema(TODAY), { ...valid, end_date: '2024-01-31' })).toStrictEqual({ end_date: MESSAGES.notBeforeStart });
    expect(errors(gapSchema(TODAY), { ...valid, end_date: '2024-02-01' })).toStrictEqual({});
    expect(errors(gapSchema(TODAY), { ...valid, end_date: TODAY })).toStrictEqual({});
  });

  it('bounds the notes', () => {
    expect(errors(gapSchema(TODAY), { ...valid, additional_notes: 'x'.repeat(GAP_NOTES_MAX + 1) })).toStrictEqual({
      additional_notes: maxLengthMessage(GAP_NOTES_MAX),
    });
  });
});

describe('skipSchema', () => {
  it('requires the one reason; notes optional', () => {
    expect(v.parse(skipSchema, { employment_check_skip_reason: 'no_additional_employment_history' })).toStrictEqual({
      employment_check_skip_reason: 'no_additional_employment_history',
      employment_check_skip_notes: null,
    });
    expect(errors(skipSchema, {})).toStrictEqual({ employment_check_skip_reason: MESSAGES.selectSkipReason });
    expect(errors(skipSchema, { employment_check_skip_reason: 'busy' })).toStrictEqual({
      employment_check_skip_reason: MESSAGES.selectFromList,
    });
  });
});
