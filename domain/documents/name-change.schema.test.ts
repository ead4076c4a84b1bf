import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { nameChangeSchema } from './name-change.schema';

const issues = (input: unknown) => {
  const result = v.safeParse(nameChangeSchema, input);
  return result.success ? [] : result.issues.map((issue) => [v.getDotPath(issue), issue.message]);
};

describe('nameChangeSchema', () => {
  it('takes Yes and No', () => {
    expect(v.parse(nameChangeSchema, { has_different_name_in_acic_documents: true })).toEqual({ has_different_name_in_acic_documents: true });
    expect(v.parse(nameChangeSchema, { has_different_name_in_acic_documents: false })).toEqual({ has_different_name_in_acic_documents: false });
  });

  it('asks for an answer when there is none', () => {
    expect(issues({})).toEqual([['has_different_name_in_acic_documents', MESSAGES.selectYesOrNo]]);
    expect(issues({ has_different_name_in_acic_documents: null })).toEqual([['has_different_name_in_acic_documents', MESSAGES.selectYesOrNo]]);
  });

  it('refuses anything but a boolean', () => {
    for (const value of ['yes', 1, 'true']) {
      expect(issues({ has_different_name_in_acic_documents: value })).toEqual([['has_different_name_in_acic_documents', MESSAGES.selectFromList]]);
    }
  });
});
