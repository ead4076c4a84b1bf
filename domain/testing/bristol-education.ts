/** One graduated course at a UK university, as the step's tests, the schema's tests and the API tests give it. */
import type { EducationRecord } from '../reference-response';

/** What the course is, whatever the shape the record takes. */
export const BRISTOL_STUDIES = {
  institution_name: 'University of Bristol',
  institution_email: 'registry@bristol.example',
  mode_of_study: 'FULL_TIME',
  student_id_number: 'S1204518',
  start_date_attended: '2010-09-20',
  end_date_attended: '2013-06-28',
  did_graduate: true,
  date_of_qualification: '2013-07-15',
  grade_obtained: 'BSc Economics',
  is_certificate_copy: false,
} as const;

/** The record as the reference response holds it once saved, in country 1. */
export function savedBristolEducation(overrides: Partial<EducationRecord> = {}): EducationRecord {
  return {
    ...BRISTOL_STUDIES,
    id: 7,
    guid: 'e7',
    institution_address: null,
    institution_country: 1,
    institution_country_id: 1,
    institution_phone_code: '44',
    institution_phone_number: '01179289000',
    faculty: null,
    no_higher_education: false,
    is_completed: true,
    ...overrides,
  };
}

/** The record as a save's body gives it, with every optional field. */
export function bristolEducationBody(country: number) {
  return {
    ...BRISTOL_STUDIES,
    institution_address: 'Senate House, Tyndall Avenue',
    institution_country: country,
    institution_phone_code: '+44',
    institution_phone_number: '0117 928 9000',
    faculty: 'Social Sciences and Law',
  };
}
