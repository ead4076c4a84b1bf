/**
 * Valid answers of the details steps, shared by the API tests that need a save to succeed (the rules themselves are
 * tested beside their schemas and in each step's own API test).
 */

/** A complete, graduated education record at a UK university, with every optional field given. */
export function bristolEducation(country: number) {
  return {
    institution_name: 'University of Bristol',
    institution_email: 'registry@bristol.example',
    institution_address: 'Senate House, Tyndall Avenue',
    institution_country: country,
    institution_phone_code: '+44',
    institution_phone_number: '0117 928 9000',
    mode_of_study: 'FULL_TIME',
    faculty: 'Social Sciences and Law',
    student_id_number: 'S1204518',
    start_date_attended: '2010-09-20',
    end_date_attended: '2013-06-28',
    did_graduate: true,
    date_of_qualification: '2013-07-15',
    grade_obtained: 'BSc Economics',
    is_certificate_copy: false,
  };
}

/**
 * An address history in Bristol of one to three records, the oldest from 2015, so it covers the five years a UK
 * criminal record check asks; each street names `tag`, so a test can tell which save a stored history came from.
 */
export function bristolAddressHistory(country: number, tag: string, count: 1 | 2 | 3 = 3) {
  return ['2024-01-01', '2020-01-01', '2015-01-01'].slice(3 - count).map((from, index) => ({
    country,
    street_address: `${index + 1} ${tag} Street`,
    street_address_cont: null,
    city: 'Bristol',
    state: null,
    postal_code: 'BS1 5TR',
    period_residence_from: from,
  }));
}
