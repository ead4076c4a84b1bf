import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { documentTypesFor } from '../document-types';
import { MESSAGES } from '../messages';
import { parseUploadFields, type UploadContext } from './upload.schema';

const CONTEXT: UploadContext = {
  today: '2026-03-15',
  documentTypes: documentTypesFor({ checks: [] }),
  employmentIds: new Set([11]),
  educationIds: new Set([21]),
};

const errorsOf = (input: Record<string, unknown>) => {
  const result = parseUploadFields(CONTEXT, input);
  return result.success ? {} : v.flatten(result.issues).nested;
};

describe('the upload fields', () => {
  it('reads multipart text: empty fields as not given, record ids as numbers', () => {
    const result = parseUploadFields(CONTEXT, {
      type: ' employment-proof ',
      expiry_date: '',
      selected_level: '',
      employment_response: '11',
      education_response: null,
      step: '',
    });
    expect(result.output).toStrictEqual({
      type: 'employment-proof',
      expiry_date: null,
      selected_level: null,
      employment_response: 11,
      education_response: null,
      step: null,
    });
  });

  it('keeps the step page an upload is made on, one of the pages with uploaders', () => {
    expect(parseUploadFields(CONTEXT, { type: 'passport', expiry_date: '2030-01-01', step: 'dbs_identity' }).output).toMatchObject({
      step: 'dbs_identity',
    });
    expect(errorsOf({ type: 'utility-bill', step: 'name' })).toStrictEqual({ step: [MESSAGES.selectFromList] });
  });

  it('needs a type from the catalogue', () => {
    expect(errorsOf({})).toStrictEqual({ type: [MESSAGES.required] });
    expect(errorsOf({ type: 'diary' })).toStrictEqual({ type: [MESSAGES.selectFromList] });
  });

  it('asks a passport for a real expiry date at most 20 years ahead; 29 February falls back a day', () => {
    expect(errorsOf({ type: 'passport' })).toStrictEqual({ expiry_date: [MESSAGES.required] });
    expect(errorsOf({ type: 'passport', expiry_date: '2030-02-30' })).toStrictEqual({ expiry_date: [MESSAGES.invalidDate] });
    expect(errorsOf({ type: 'passport', expiry_date: '2046-03-16' })).toStrictEqual({ expiry_date: [MESSAGES.uploadExpiryTooFar] });
    expect(errorsOf({ type: 'passport', expiry_date: '2046-03-15' })).toStrictEqual({});
    expect(errorsOf({ type: 'utility-bill' })).toStrictEqual({});
    expect(errorsOf({ type: 'utility-bill', expiry_date: '2060-01-01' })).toStrictEqual({ expiry_date: [MESSAGES.uploadExpiryTooFar] });
    // The form shows every error at once, the missing expiry date beside another field's.
    expect(errorsOf({ type: 'passport', selected_level: 'platinum' })).toStrictEqual({
      selected_level: [MESSAGES.selectFromList],
      expiry_date: [MESSAGES.required],
    });
  });

  it("takes only a known level and the candidate's own records, one of them at most", () => {
    expect(errorsOf({ type: 'utility-bill', selected_level: 'acic_secondary' })).toStrictEqual({});
    expect(errorsOf({ type: 'utility-bill', selected_level: 'platinum' })).toStrictEqual({ selected_level: [MESSAGES.selectFromList] });
    expect(errorsOf({ type: 'employment-proof', employment_response: '12' })).toStrictEqual({ employment_response: [MESSAGES.selectFromList] });
    expect(errorsOf({ type: 'education-proof', education_response: '21abc' })).toStrictEqual({ education_response: [MESSAGES.selectFromList] });
    expect(errorsOf({ type: 'education-proof', employment_response: 11, education_response: 21 })).toStrictEqual({
      education_response: [MESSAGES.singleRecord],
    });
  });
});
