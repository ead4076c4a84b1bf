/** A complete employer line for unit tests; each test overrides what it is about. */
import type { EmployerLine } from '../reference-response';

export function employerLine(overrides: Partial<EmployerLine> = {}): EmployerLine {
  return {
    id: 1,
    guid: 'employer-1',
    organization_name: 'Northfield Trading Co',
    organisation_address: '14 Harbour Street, Bristol',
    organisation_address_cont: null,
    organization_country: 1,
    employment_period_from: '2015-01-01',
    employment_period_to: null,
    is_present: true,
    candidate_job_title: 'Warehouse supervisor',
    title_reported_into: 'Operations manager',
    type_of_employment: 'full_time',
    reason_for_leaving: null,
    has_employee_id_number: false,
    employee_id_number: null,
    is_agency: false,
    agency_name: null,
    agency_consultant_name: null,
    agency_email: null,
    proof_of_employment: null,
    have_hr_email: true,
    contact_verifier: true,
    contact_verifier_date: null,
    manager: { email: 'hr@northfield.example', first_name: 'Ada', last_name: 'Shaw', full_name: 'Ada Shaw' },
    document_uploads: [],
    is_completed: true,
    ...overrides,
  };
}
