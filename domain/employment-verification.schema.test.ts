import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { returnCaseOf } from './employment-verification';
import { declineFormSchema, declineOrderSchema } from './employment-verification.schema';
import { MESSAGES } from './messages';

const issuesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : v.flatten(result.issues).nested;
};

describe('declineOrderSchema', () => {
  it('accepts a reason with or without notes, keeping empty notes as null', () => {
    expect(v.parse(declineOrderSchema(), { status: 'CANDIDATE_DECLINED', decline_reason: 'NO_TAX_ACCOUNT' })).toEqual({
      status: 'CANDIDATE_DECLINED',
      decline_reason: 'NO_TAX_ACCOUNT',
      decline_notes: null,
    });
    expect(
      v.parse(declineOrderSchema(), { status: 'CANDIDATE_DECLINED', decline_reason: 'OTHER', decline_notes: ' Abroad ' }),
    ).toEqual({ status: 'CANDIDATE_DECLINED', decline_reason: 'OTHER', decline_notes: 'Abroad' });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['a missing reason', { status: 'CANDIDATE_DECLINED' }, { decline_reason: [MESSAGES.declineReasonRequired] }],
    [
      'OTHER without notes',
      { status: 'CANDIDATE_DECLINED', decline_reason: 'OTHER', decline_notes: '  ' },
      { decline_notes: [MESSAGES.declineNotesRequired] },
    ],
    [
      'another status',
      { status: 'COMPLETED', decline_reason: 'OTHER', decline_notes: 'x' },
      { status: [MESSAGES.selectFromList] },
    ],
    ['no status', { decline_reason: 'CANNOT_SIGN_IN' }, { status: [MESSAGES.required] }],
    [
      'an unknown reason',
      { status: 'CANDIDATE_DECLINED', decline_reason: 'BORED' },
      { decline_reason: [MESSAGES.selectFromList] },
    ],
    [
      'notes that are too long',
      { status: 'CANDIDATE_DECLINED', decline_reason: 'OTHER', decline_notes: 'x'.repeat(1001) },
      { decline_notes: ['Ensure this field has no more than 1000 characters.'] },
    ],
  ])('refuses %s', (_, body, expected) => {
    expect(issuesOf(declineOrderSchema(), body)).toEqual(expected);
  });
});

describe('declineFormSchema', () => {
  it('reports the missing reason alone on an empty form, and notes once OTHER is chosen', () => {
    expect(issuesOf(declineFormSchema(), { decline_reason: '', decline_notes: '' })).toEqual({
      decline_reason: [MESSAGES.declineReasonRequired],
    });
    expect(issuesOf(declineFormSchema(), { decline_reason: 'OTHER', decline_notes: '' })).toEqual({
      decline_notes: [MESSAGES.declineNotesRequired],
    });
  });
});

describe('returnCaseOf', () => {
  it('reads fail and cancel, and nothing else', () => {
    expect(returnCaseOf({ case: 'fail' })).toBe('fail');
    expect(returnCaseOf({ case: 'cancel' })).toBe('cancel');
    expect(returnCaseOf({ case: 'other' })).toBeNull();
    expect(returnCaseOf({})).toBeNull();
  });
});
