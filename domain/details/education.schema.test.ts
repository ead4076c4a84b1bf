import { isValidPhoneNumber } from 'libphonenumber-js/max';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { maxLengthMessage } from '../forms/fields';
import { MESSAGES } from '../messages';
import type { Country, EducationRecord } from '../reference-response';
import { buildResponse, type CheckSpec } from '../testing/build-response';
import { educationDefaults, educationSchema, emptyEducationRecord } from './education.schema';
import type { PhoneStepContext } from './phone.schema';
import { BRISTOL_STUDIES, savedBristolEducation } from '../testing/bristol-education';
import { joinedErrors } from '../testing/joined-errors';

const COUNTRIES: Country[] = [
  { id: 1, guid: 'g1', name: 'United Kingdom', short_name: 'GB', countryPhoneCode: '44' },
  { id: 2, guid: 'g2', name: 'United States', short_name: 'US', countryPhoneCode: '1' },
];

const TODAY = '2025-06-01';
const ONE: CheckSpec[] = [{ slug: 'academic_qualification', level: ['one'] }];
const TWO: CheckSpec[] = [{ slug: 'academic_qualification', level: ['two'], minimum: 2 }];

function context(checks: CheckSpec[] = ONE): PhoneStepContext {
  return { response: buildResponse({ checks }), today: TODAY, countries: COUNTRIES, nationalities: [], isValidPhoneNumber };
}

const record = { ...emptyEducationRecord(), ...BRISTOL_STUDIES, institution_country: 1, student_id_number: '' };

const withRecords = (...records: object[]) => ({ has_higher_education: true, education: records });

/** Each field's messages, joined: a field with one message reads as that message. */
function errorsOf(input: unknown, checks?: CheckSpec[]): Record<string, string> {
  return joinedErrors(educationSchema(context(checks)), input);
}

/** The errors of one record of a one-record list, keyed by field. */
const recordErrors = (changes: object) =>
  Object.fromEntries(
    Object.entries(errorsOf(withRecords({ ...record, ...changes }))).map(([path, message]) => [path.replace(/^education\.0\./, ''), message]),
  );

describe('educationSchema', () => {
  it('keeps a graduate record, empty optional fields as null', () => {
    expect(v.parse(educationSchema(context()), withRecords(record))).toEqual({
      has_higher_education: true,
      education: [
        {
          ...record,
          institution_address: null,
          institution_phone_code: null,
          institution_phone_number: null,
          faculty: null,
          student_id_number: null,
        },
      ],
    });
  });

  it('stores the phone code without its plus and the number as digits', () => {
    const parsed = v.parse(
      educationSchema(context()),
      withRecords({ ...record, institution_phone_code: '+44', institution_phone_number: '0117 928 9000' }),
    );
    expect(parsed.education[0]).toMatchObject({ institution_phone_code: '44', institution_phone_number: '01179289000' });
  });

  it('stores the graduation answers as null when the candidate did not graduate, whatever the form held', () => {
    const parsed = v.parse(
      educationSchema(context()),
      withRecords({ ...record, did_graduate: false, end_date_attended: '', date_of_qualification: 'junk', grade_obtained: 'x'.repeat(300) }),
    );
    expect(parsed.education[0]).toMatchObject({
      did_graduate: false,
      end_date_attended: null,
      date_of_qualification: null,
      grade_obtained: null,
      is_certificate_copy: null,
    });
  });

  it('judges no record after a no, and stores none', () => {
    expect(v.parse(educationSchema(context()), { has_higher_education: false, education: [{ institution_name: '' }] })).toEqual({
      has_higher_education: false,
      education: [],
    });
    expect(v.parse(educationSchema(context()), { has_higher_education: false })).toEqual({ has_higher_education: false, education: [] });
  });

  it.each<[string, unknown, Record<string, string>]>([
    ['nothing answered', { has_higher_education: null }, { has_higher_education: MESSAGES.selectYesOrNo }],
    ['yes without records', { has_higher_education: true, education: [] }, {
      education: 'You need to provide at least 1 education records.',
    }],
    ['yes with no list at all', { has_higher_education: true }, { education: 'You need to provide at least 1 education records.' }],
    ['two records when one is asked', withRecords(record, record), { education: MESSAGES.singleRecord }],
  ])('%s', (_, input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });

  it('asks for the minimum number of records, in the same pass as the records themselves', () => {
    expect(errorsOf(withRecords({ ...record, institution_name: '' }), TWO)).toEqual({
      education: 'You need to provide at least 2 education records.',
      'education.0.institution_name': MESSAGES.required,
    });
    expect(errorsOf(withRecords(record, record, record), TWO)).toEqual({});
  });

  it('names every missing field of a blank record in one pass', () => {
    expect(errorsOf(withRecords(emptyEducationRecord()))).toEqual({
      'education.0.institution_name': MESSAGES.required,
      'education.0.institution_email': MESSAGES.required,
      'education.0.institution_country': MESSAGES.selectFromList,
      'education.0.mode_of_study': MESSAGES.selectModeOfStudy,
      'education.0.start_date_attended': MESSAGES.required,
      'education.0.did_graduate': MESSAGES.selectYesOrNo,
    });
  });

  it('names every wrong field of a record in one pass, also as the form judges it (stopping each pipe early)', () => {
    const input = withRecords({
      ...record,
      institution_name: '',
      institution_phone_code: '44',
      institution_phone_number: '0117 CALL',
      end_date_attended: '2009-01-01',
      grade_obtained: '',
    });
    const expected = {
      'education.0.institution_name': MESSAGES.required,
      'education.0.institution_phone_number': MESSAGES.invalidPhone,
      'education.0.end_date_attended': MESSAGES.notBeforeStart,
      'education.0.grade_obtained': MESSAGES.required,
    };
    expect(errorsOf(input)).toEqual(expected);
    const asTheForm = v.safeParse(educationSchema(context()), input, { abortPipeEarly: true });
    expect(Object.fromEntries((asTheForm.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]))).toEqual(expected);
  });

  it('asks the graduation questions after a yes', () => {
    expect(
      recordErrors({ end_date_attended: '', date_of_qualification: '', grade_obtained: ' ', is_certificate_copy: null }),
    ).toEqual({
      end_date_attended: MESSAGES.required,
      date_of_qualification: MESSAGES.required,
      grade_obtained: MESSAGES.required,
      is_certificate_copy: MESSAGES.selectYesOrNo,
    });
  });

  it.each<[string, object, Record<string, string>]>([
    ['a long institution name', { institution_name: 'x'.repeat(256) }, { institution_name: maxLengthMessage(255) }],
    ['an email without a domain', { institution_email: 'registry@' }, { institution_email: MESSAGES.invalidEmail }],
    ['an email with a space', { institution_email: 'reg istry@bristol.example' }, { institution_email: MESSAGES.invalidEmail }],
    ["the candidate's own email", { institution_email: 'ada@example.com' }, { institution_email: MESSAGES.sameAsCandidateEmail }],
    ["the candidate's email in other letters", { institution_email: ' ADA@Example.com ' }, {
      institution_email: MESSAGES.sameAsCandidateEmail,
    }],
    ['an email of 255 characters', { institution_email: `${'a'.repeat(243)}@example.com` }, {
      institution_email: maxLengthMessage(254),
    }],
    ['a long address', { institution_address: 'x'.repeat(256) }, { institution_address: maxLengthMessage(255) }],
    ['a country not in the list', { institution_country: 99 }, { institution_country: MESSAGES.selectFromList }],
    ['a phone number without its code', { institution_phone_number: '0117 928 9000' }, { institution_phone_code: MESSAGES.selectCountryCode }],
    ['a phone code no country has', { institution_phone_code: '999' }, { institution_phone_code: MESSAGES.selectFromList }],
    ['letters in the phone number', { institution_phone_code: '44', institution_phone_number: '0117 CALL' }, {
      institution_phone_number: MESSAGES.invalidPhone,
    }],
    ['a number the code’s country does not have', { institution_phone_code: '44', institution_phone_number: '12345' }, {
      institution_phone_number: MESSAGES.invalidPhoneForCountry,
    }],
    ['a short US number', { institution_phone_code: '1', institution_phone_number: '555 0142' }, {
      institution_phone_number: MESSAGES.invalidUsPhone,
    }],
    ['a long phone number', { institution_phone_code: '44', institution_phone_number: '1'.repeat(256) }, {
      institution_phone_number: maxLengthMessage(255),
    }],
    ['a mode of study not offered', { mode_of_study: 'EVENINGS' }, { mode_of_study: MESSAGES.selectFromList }],
    ['a long faculty', { faculty: 'x'.repeat(256) }, { faculty: maxLengthMessage(255) }],
    ['a long student ID', { student_id_number: 'x'.repeat(256) }, { student_id_number: maxLengthMessage(255) }],
    ['a start date that does not exist', { start_date_attended: '2010-02-30' }, { start_date_attended: MESSAGES.invalidDate }],
    ['a start date tomorrow, still attending', { start_date_attended: '2025-06-02', did_graduate: false, end_date_attended: '' }, {
      start_date_attended: MESSAGES.dateInFuture,
    }],
    ['a start date after the end and the qualification', { start_date_attended: '2014-01-01' }, {
      end_date_attended: MESSAGES.notBeforeStart,
      date_of_qualification: MESSAGES.qualificationBeforeStart,
    }],
    ['a start date that is not a date beside an end date', { start_date_attended: 'soon' }, {
      start_date_attended: MESSAGES.invalidDate,
    }],
    ['an end date before the start', { end_date_attended: '2010-09-19' }, { end_date_attended: MESSAGES.notBeforeStart }],
    ['an end date tomorrow', { end_date_attended: '2025-06-02', date_of_qualification: '2025-06-01' }, {
      end_date_attended: MESSAGES.dateInFuture,
    }],
    ['an end date that does not exist', { end_date_attended: '2013-13-01' }, { end_date_attended: MESSAGES.invalidDate }],
    ['a qualification date tomorrow', { date_of_qualification: '2025-06-02' }, { date_of_qualification: MESSAGES.dateInFuture }],
    ['a qualification date that does not exist', { date_of_qualification: '2013-02-29' }, {
      date_of_qualification: MESSAGES.invalidDate,
    }],
    ['a qualification date before the start', { date_of_qualification: '2010-09-19' }, {
      date_of_qualification: MESSAGES.qualificationBeforeStart,
    }],
    ['a long qualification name', { grade_obtained: 'x'.repeat(256) }, { grade_obtained: maxLengthMessage(255) }],
  ])('%s', (_, changes, expected) => {
    expect(recordErrors(changes)).toEqual(expected);
  });

  it.each<[string, object]>([
    ['today as every date', { start_date_attended: TODAY, end_date_attended: TODAY, date_of_qualification: TODAY }],
    ['a course still attended, without an end date', { did_graduate: false, end_date_attended: '' }],
    ['a course left without graduating', { did_graduate: false, end_date_attended: '2012-01-01' }],
    ['a phone number with its code', { institution_phone_code: '44', institution_phone_number: '0117 928 9000' }],
    ['a US number', { institution_phone_code: '1', institution_phone_number: '(303) 555-0142' }],
    ['an email of 254 characters', { institution_email: `${'a'.repeat(242)}@example.com` }],
    ['part-time study', { mode_of_study: 'PART_TIME' }],
  ])('accepts %s', (_, changes) => {
    expect(recordErrors(changes)).toEqual({});
  });
});

describe('educationDefaults', () => {
  const saved = savedBristolEducation({ student_id_number: 'S1', is_certificate_copy: true });
  const noneRecord: EducationRecord = {
    ...saved,
    ...Object.fromEntries(Object.keys(saved).map((key) => [key, null])),
    id: 8,
    guid: 'e8',
    no_higher_education: true,
    is_completed: true,
  } as EducationRecord;

  const responseWith = (records: EducationRecord[], checks: CheckSpec[] = ONE) => ({
    ...buildResponse({ checks }),
    candidate_education_details: records,
  });

  it('starts unanswered with as many blank records as the request asks for', () => {
    expect(educationDefaults(responseWith([]))).toEqual({ has_higher_education: null, education: [emptyEducationRecord()] });
    expect(educationDefaults(responseWith([], TWO)).education).toHaveLength(2);
  });

  it('reads a saved "no" back as no, with blank records behind it', () => {
    expect(educationDefaults(responseWith([noneRecord]))).toEqual({ has_higher_education: false, education: [emptyEducationRecord()] });
  });

  it('gives the saved records back as the form holds them, which the schema accepts again', () => {
    const defaults = educationDefaults(responseWith([saved]));
    expect(defaults).toEqual({
      has_higher_education: true,
      education: [
        {
          id: 7,
          institution_name: 'University of Bristol',
          institution_email: 'registry@bristol.example',
          institution_address: '',
          institution_country: 1,
          institution_phone_code: '44',
          institution_phone_number: '01179289000',
          mode_of_study: 'FULL_TIME',
          faculty: '',
          student_id_number: 'S1',
          start_date_attended: '2010-09-20',
          did_graduate: true,
          end_date_attended: '2013-06-28',
          date_of_qualification: '2013-07-15',
          grade_obtained: 'BSc Economics',
          is_certificate_copy: true,
        },
      ],
    });
    expect(v.parse(educationSchema(context()), defaults).education[0]).toMatchObject({ id: 7, institution_phone_code: '44' });
  });
});

