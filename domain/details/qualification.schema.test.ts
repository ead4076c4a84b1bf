import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { maxLengthMessage } from '../forms/fields';
import type { StepContext } from '../forms/step-context';
import { MESSAGES } from '../messages';
import type { Country, QualificationRecord } from '../reference-response';
import { buildResponse, type CheckSpec } from '../testing/build-response';
import { emptyQualificationRecord, qualificationDefaults, qualificationSchema } from './qualification.schema';
import { savedNoQualification } from '../testing/saved-records';
import { joinedErrors } from '../testing/joined-errors';

const COUNTRIES: Country[] = [{ id: 1, guid: 'g1', name: 'United Kingdom', short_name: 'GB', countryPhoneCode: '44' }];
const TODAY = '2025-06-01';
const DEFAULT: CheckSpec[] = [{ slug: 'professional_qualification' }];
const THREE: CheckSpec[] = [{ slug: 'professional_qualification', minimum: 3 }];

function context(checks: CheckSpec[] = DEFAULT): StepContext {
  return { response: buildResponse({ checks }), today: TODAY, countries: COUNTRIES, nationalities: [] };
}

const record = {
  professional_organization_name: 'Chartered Institute of Personnel and Development',
  professional_qualification_attained: 'Chartered Member',
  professional_membership_number: '',
  membership_date: '2019-03-01',
  membership_attained_country: 1,
  membership_status: '',
  is_membership_awarded_in_different_name: false,
  membership_awarded_name: '',
};

const withRecords = (...records: object[]) => ({ holds_qualification: true, qualifications: records });

function errorsOf(input: unknown, checks?: CheckSpec[]): Record<string, string> {
  return joinedErrors(qualificationSchema(context(checks)), input);
}

const recordErrors = (changes: object) =>
  Object.fromEntries(
    Object.entries(errorsOf(withRecords({ ...record, ...changes }))).map(([path, message]) => [
      path.replace(/^qualifications\.0\./, ''),
      message,
    ]),
  );

describe('qualificationSchema', () => {
  it('keeps a record, empty optional fields as null', () => {
    expect(v.parse(qualificationSchema(context()), withRecords(record))).toEqual({
      holds_qualification: true,
      qualifications: [
        { ...record, professional_membership_number: null, membership_status: null, membership_awarded_name: null },
      ],
    });
  });

  it('keeps the other name only when the membership was awarded in it', () => {
    const schema = qualificationSchema(context());
    const awarded = { is_membership_awarded_in_different_name: true, membership_awarded_name: ' Jane Smith ' };
    expect(v.parse(schema, withRecords({ ...record, ...awarded })).qualifications[0]?.membership_awarded_name).toBe('Jane Smith');
    const notAwarded = { is_membership_awarded_in_different_name: false, membership_awarded_name: 'x'.repeat(300) };
    expect(v.parse(schema, withRecords({ ...record, ...notAwarded })).qualifications[0]?.membership_awarded_name).toBeNull();
  });

  it('judges no record after a no, and stores none', () => {
    expect(v.parse(qualificationSchema(context()), { holds_qualification: false, qualifications: [{}] })).toEqual({
      holds_qualification: false,
      qualifications: [],
    });
    expect(v.parse(qualificationSchema(context()), { holds_qualification: false })).toEqual({
      holds_qualification: false,
      qualifications: [],
    });
  });

  it.each<[string, unknown, CheckSpec[] | undefined, Record<string, string>]>([
    ['nothing answered', { holds_qualification: null }, undefined, { holds_qualification: MESSAGES.selectYesOrNo }],
    ['yes without records', { holds_qualification: true, qualifications: [] }, undefined, {
      qualifications: 'You need to provide at least 1 education records.',
    }],
    ['two records when one is asked', withRecords(record, record), undefined, { qualifications: MESSAGES.singleRecord }],
    ['two records when three are asked', withRecords(record, record), THREE, {
      qualifications: 'You need to provide at least 3 education records.',
    }],
    ['four records when three are asked', withRecords(record, record, record, record), THREE, {}],
  ])('%s', (_, input, checks, expected) => {
    expect(errorsOf(input, checks)).toEqual(expected);
  });

  it('names every missing field of a blank record in one pass', () => {
    expect(errorsOf(withRecords(emptyQualificationRecord()))).toEqual({
      'qualifications.0.professional_organization_name': MESSAGES.required,
      'qualifications.0.professional_qualification_attained': MESSAGES.required,
      'qualifications.0.membership_date': MESSAGES.required,
      'qualifications.0.membership_attained_country': MESSAGES.selectFromList,
      'qualifications.0.is_membership_awarded_in_different_name': MESSAGES.selectYesOrNo,
    });
  });

  it('names the other name with every other wrong field, also as the form judges it (stopping each pipe early)', () => {
    const input = withRecords({
      ...record,
      professional_organization_name: '',
      is_membership_awarded_in_different_name: true,
      membership_awarded_name: '',
    });
    const expected = {
      'qualifications.0.professional_organization_name': MESSAGES.required,
      'qualifications.0.membership_awarded_name': MESSAGES.required,
    };
    expect(errorsOf(input)).toEqual(expected);
    const asTheForm = v.safeParse(qualificationSchema(context()), input, { abortPipeEarly: true });
    expect(Object.fromEntries((asTheForm.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]))).toEqual(expected);
  });

  it.each<[string, object, Record<string, string>]>([
    ['a long organisation', { professional_organization_name: 'x'.repeat(256) }, {
      professional_organization_name: maxLengthMessage(255),
    }],
    ['a long qualification', { professional_qualification_attained: 'x'.repeat(256) }, {
      professional_qualification_attained: maxLengthMessage(255),
    }],
    ['a long membership number', { professional_membership_number: 'x'.repeat(256) }, {
      professional_membership_number: maxLengthMessage(255),
    }],
    ['a membership date tomorrow', { membership_date: '2025-06-02' }, { membership_date: MESSAGES.dateInFuture }],
    ['a membership date that does not exist', { membership_date: '2019-02-29' }, { membership_date: MESSAGES.invalidDate }],
    ['a country not in the list', { membership_attained_country: 2 }, { membership_attained_country: MESSAGES.selectFromList }],
    ['a status of 101 characters', { membership_status: 'x'.repeat(101) }, { membership_status: maxLengthMessage(100) }],
    ['another name not given', { is_membership_awarded_in_different_name: true, membership_awarded_name: ' ' }, {
      membership_awarded_name: MESSAGES.required,
    }],
    ['another name too long', { is_membership_awarded_in_different_name: true, membership_awarded_name: 'x'.repeat(256) }, {
      membership_awarded_name: maxLengthMessage(255),
    }],
  ])('%s', (_, changes, expected) => {
    expect(recordErrors(changes)).toEqual(expected);
  });

  it.each<[string, object]>([
    ['a membership date of today', { membership_date: TODAY }],
    ['a status of 100 characters', { membership_status: 'x'.repeat(100) }],
    ['a membership number and status', { professional_membership_number: 'CIPD-12345', membership_status: 'Active' }],
  ])('accepts %s', (_, changes) => {
    expect(recordErrors(changes)).toEqual({});
  });
});

describe('qualificationDefaults', () => {
  const saved: QualificationRecord = {
    id: 3,
    holds_qualification: true,
    professional_organization_name: 'CIPD',
    professional_qualification_attained: 'Chartered Member',
    professional_membership_number: null,
    membership_date: '2019-03-01',
    membership_attained_country: 1,
    membership_status: 'Active',
    is_membership_awarded_in_different_name: false,
    membership_awarded_name: null,
    is_completed: true,
  };
  const none: QualificationRecord = savedNoQualification({ id: 4 });
  const responseWith = (records: QualificationRecord[], checks: CheckSpec[] = DEFAULT) => ({
    ...buildResponse({ checks }),
    candidate_qualification_details: records,
  });

  it('starts unanswered with as many blank records as the request asks for', () => {
    expect(qualificationDefaults(responseWith([]))).toEqual({ holds_qualification: null, qualifications: [emptyQualificationRecord()] });
    expect(qualificationDefaults(responseWith([], THREE)).qualifications).toHaveLength(3);
  });

  it('reads a saved "no" back as no', () => {
    expect(qualificationDefaults(responseWith([none]))).toEqual({
      holds_qualification: false,
      qualifications: [emptyQualificationRecord()],
    });
  });

  it('gives the saved records back as the form holds them, which the schema accepts again', () => {
    const defaults = qualificationDefaults(responseWith([saved]));
    expect(defaults).toEqual({
      holds_qualification: true,
      qualifications: [
        {
          professional_organization_name: 'CIPD',
          professional_qualification_attained: 'Chartered Member',
          professional_membership_number: '',
          membership_date: '2019-03-01',
          membership_attained_country: 1,
          membership_status: 'Active',
          is_membership_awarded_in_different_name: false,
          membership_awarded_name: '',
        },
      ],
    });
    expect(v.is(qualificationSchema(context()), defaults)).toBe(true);
  });
});
