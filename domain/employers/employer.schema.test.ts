import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { StepContext } from '../forms/step-context';
import { MESSAGES } from '../messages';
import type { Country } from '../reference-response';
import { buildResponse } from '../testing/build-response';
import { employerLine } from '../testing/employer-line';
import { emptyEmployer, employerInput, employerSchema, isPersonalEmail } from './employer.schema';
import { EMPLOYMENT_PROOF_LEVEL } from './options';

const TODAY = '2026-03-15';
const GB: Country = { id: 77, guid: 'gb', name: 'United Kingdom', short_name: 'GB', countryPhoneCode: '44' };

function context(adjust: (c: StepContext) => void = () => {}): StepContext {
  const c: StepContext = { response: buildResponse({ checks: [{ slug: 'employment' }] }), today: TODAY, countries: [GB], nationalities: [] };
  adjust(c);
  return c;
}

const valid = {
  organization_name: 'Northfield Trading Co',
  organisation_address: '14 Harbour Street, Bristol',
  organization_country: GB.id,
  employment_period_from: '2020-01-06',
  is_present: false,
  employment_period_to: '2025-12-31',
  reason_for_leaving: 'another_job',
  candidate_job_title: 'Warehouse supervisor',
  title_reported_into: 'Operations manager',
  type_of_employment: 'full_time',
  has_employee_id_number: false,
  is_agency: false,
  manager: { email: 'hr@northfield.example', full_name: 'Ada Mary Shaw' },
  contact_verifier: true,
};

function errors(body: unknown, c = context()): Record<string, string> {
  const result = v.safeParse(employerSchema(c), body);
  if (result.success) return {};
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

describe('employerSchema', () => {
  it('accepts a past employer and stores what was not asked as null', () => {
    expect(v.parse(employerSchema(context()), valid)).toStrictEqual({
      id: null,
      ...valid,
      organisation_address_cont: null,
      employee_id_number: null,
      agency_name: null,
      agency_consultant_name: null,
      agency_email: null,
      proof_of_employment: null,
      have_hr_email: true,
      manager: { email: 'hr@northfield.example', full_name: 'Ada Mary Shaw', first_name: 'Ada', last_name: 'Mary Shaw' },
      contact_verifier_date: null,
    });
  });

  it('requires every question of the form', () => {
    expect(errors(emptyEmployer())).toStrictEqual({
      organization_name: MESSAGES.required,
      organisation_address: MESSAGES.required,
      organization_country: MESSAGES.selectFromList,
      employment_period_from: MESSAGES.required,
      is_present: MESSAGES.selectYesOrNo,
      candidate_job_title: MESSAGES.required,
      title_reported_into: MESSAGES.required,
      type_of_employment: MESSAGES.selectEmploymentType,
      has_employee_id_number: MESSAGES.selectYesOrNo,
      is_agency: MESSAGES.selectYesOrNo,
      'manager.email': MESSAGES.required,
      'manager.full_name': MESSAGES.required,
      contact_verifier: MESSAGES.selectYesOrNo,
    });
  });

  it('a present employer has no leaving date or reason', () => {
    const values = v.parse(employerSchema(context()), { ...valid, is_present: true, employment_period_to: 'x', reason_for_leaving: 'x' });
    expect(values).toMatchObject({ employment_period_to: null, reason_for_leaving: null });
  });

  it('a past employer needs a leaving date, not before the start nor after today, and a listed reason', () => {
    expect(errors({ ...valid, employment_period_to: '', reason_for_leaving: '' })).toStrictEqual({
      employment_period_to: MESSAGES.required,
      reason_for_leaving: MESSAGES.selectReasonForLeaving,
    });
    expect(errors({ ...valid, employment_period_to: '2019-12-31' })).toStrictEqual({ employment_period_to: MESSAGES.notBeforeStart });
    expect(errors({ ...valid, employment_period_to: '2026-03-16' })).toStrictEqual({ employment_period_to: MESSAGES.dateInFuture });
    expect(errors({ ...valid, employment_period_to: '2020-01-06' })).toStrictEqual({});
    expect(errors({ ...valid, reason_for_leaving: 'bored' })).toStrictEqual({ reason_for_leaving: MESSAGES.selectFromList });
  });

  it('a start date is real and not in the future', () => {
    expect(errors({ ...valid, employment_period_from: '2025-02-30' })).toMatchObject({ employment_period_from: MESSAGES.invalidDate });
    expect(errors({ ...valid, employment_period_from: '2026-03-16', is_present: true })).toStrictEqual({
      employment_period_from: MESSAGES.dateInFuture,
    });
  });

  it('takes only the seven types of employment and a listed country', () => {
    expect(errors({ ...valid, type_of_employment: 'zero_hours' })).toStrictEqual({ type_of_employment: MESSAGES.selectFromList });
    expect(errors({ ...valid, organization_country: 999 })).toStrictEqual({ organization_country: MESSAGES.selectFromList });
  });

  it('an employee ID after a yes', () => {
    expect(errors({ ...valid, has_employee_id_number: true })).toStrictEqual({ employee_id_number: MESSAGES.required });
    expect(v.parse(employerSchema(context()), { ...valid, has_employee_id_number: true, employee_id_number: ' E-1042 ' })).toMatchObject({
      employee_id_number: 'E-1042',
    });
  });

  it('an agency needs its name, consultant and an email that is not the candidate’s', () => {
    expect(errors({ ...valid, is_agency: true })).toStrictEqual({
      agency_name: MESSAGES.required,
      agency_consultant_name: MESSAGES.required,
      agency_email: MESSAGES.required,
    });
    const agency = { ...valid, is_agency: true, agency_name: 'Brightstaff', agency_consultant_name: 'Tom Reed' };
    expect(errors({ ...agency, agency_email: 'nope' })).toStrictEqual({ agency_email: MESSAGES.invalidEmail });
    expect(errors({ ...agency, agency_email: 'ADA@example.com' })).toStrictEqual({ agency_email: MESSAGES.agencyEmailSameAsOwn });
    expect(errors({ ...agency, agency_email: 'tom@brightstaff.example' })).toStrictEqual({});
  });

  it('refuses digits and symbols in the names of the HR contact and the agency’s consultant', () => {
    const agency = { ...valid, is_agency: true, agency_name: 'Brightstaff 24', agency_email: 'tom@brightstaff.example' };
    expect(errors({ ...agency, agency_consultant_name: 'Tom #2', manager: { ...valid.manager, full_name: 'HR1' } })).toStrictEqual({
      'manager.full_name': MESSAGES.nameCharacters,
      agency_consultant_name: MESSAGES.nameCharacters,
    });
  });

  it('asks proof of employment only when the request demands it', () => {
    expect(v.parse(employerSchema(context()), { ...valid, proof_of_employment: true }).proof_of_employment).toBeNull();
    const demanding = context((c) => (c.response.reference_request.checks[0]!.level = [EMPLOYMENT_PROOF_LEVEL]));
    expect(errors(valid, demanding)).toStrictEqual({ proof_of_employment: MESSAGES.selectYesOrNo });
    expect(v.parse(employerSchema(demanding), { ...valid, proof_of_employment: true }).proof_of_employment).toBe(true);
  });

  it('the HR email: not the candidate’s own, and not a personal provider unless the request allows it', () => {
    const withEmail = (email: string) => ({ ...valid, manager: { ...valid.manager, email } });
    expect(errors(withEmail('ada@example.com'))).toStrictEqual({ 'manager.email': MESSAGES.hrEmailSameAsOwn });
    expect(errors(withEmail('hr@gmail.com'))).toStrictEqual({ 'manager.email': MESSAGES.personalEmail });
    expect(errors(withEmail('hr@yahoo.co.uk'))).toStrictEqual({ 'manager.email': MESSAGES.personalEmail });
    expect(errors(withEmail('hr'))).toStrictEqual({ 'manager.email': MESSAGES.invalidEmail });
    const allowing = context((c) => (c.response.reference_request.allow_personal_email_address = true));
    expect(errors(withEmail('hr@gmail.com'), allowing)).toStrictEqual({});
  });

  it('"I don\'t know the HR or Line Manager email" drops the email', () => {
    const values = v.parse(employerSchema(context()), { ...valid, have_hr_email: false, manager: { email: 'x', full_name: 'Ada Shaw' } });
    expect(values.have_hr_email).toBe(false);
    expect(values.manager).toStrictEqual({ email: null, full_name: 'Ada Shaw', first_name: 'Ada', last_name: 'Shaw' });
  });

  it('keeps first and last names when sent', () => {
    const manager = { email: 'hr@northfield.example', full_name: 'Ada Shaw', first_name: 'Ada', last_name: 'Shaw-Lee' };
    expect(v.parse(employerSchema(context()), { ...valid, manager }).manager).toStrictEqual(manager);
  });

  it('not contacting now needs a date from today to one year ahead', () => {
    const later = (date: string) => ({ ...valid, contact_verifier: false, contact_verifier_date: date });
    expect(errors(later(''))).toStrictEqual({ contact_verifier_date: MESSAGES.required });
    expect(errors(later('2026-03-14'))).toStrictEqual({ contact_verifier_date: MESSAGES.contactDateRange });
    expect(errors(later('2027-03-16'))).toStrictEqual({ contact_verifier_date: MESSAGES.contactDateRange });
    expect(errors(later(TODAY))).toStrictEqual({});
    expect(errors(later('2027-03-15'))).toStrictEqual({});
    expect(v.parse(employerSchema(context()), { ...valid, contact_verifier_date: '2026-04-01' }).contact_verifier_date).toBeNull();
  });

  it('a saved line returns to the form as it was sent', () => {
    const line = employerLine({ organization_country: GB.id, employment_period_from: '2020-01-06' });
    expect(errors(employerInput(line))).toStrictEqual({});
  });
});

describe('isPersonalEmail', () => {
  it.each([
    ['a@gmail.com', true],
    ['a@googlemail.com', true],
    ['a@hotmail.fr', true],
    ['a@mail.yahoo.com', true],
    ['a@gmailer.com', false],
    ['a@northfield.example', false],
  ])('%s: %s', (email, personal) => expect(isPersonalEmail(email)).toBe(personal));
});
