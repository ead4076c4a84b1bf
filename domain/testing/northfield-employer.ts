/** One current employer as a candidate posts it, for the API and journey tests that need an employer save to succeed. */
const NORTHFIELD = {
  organization_name: 'Northfield Trading Co',
  organisation_address: '14 Harbour Street, Bristol',
  employment_period_from: '2020-01-06',
  is_present: true,
  candidate_job_title: 'Warehouse supervisor',
  title_reported_into: 'Operations manager',
  type_of_employment: 'full_time',
  has_employee_id_number: false,
  is_agency: false,
  have_hr_email: true,
  manager: { email: 'hr@northfield.example', first_name: 'Ada', last_name: 'Shaw', full_name: 'Ada Shaw' },
  contact_verifier: true,
};

export function northfieldEmployerBody(country: number, overrides: Record<string, unknown> = {}) {
  return { ...NORTHFIELD, organization_country: country, ...overrides };
}
