/** A complete directorship line for unit tests, a current one; each test overrides what it is about. */
import type { DirectorshipLine } from '../reference-response';

export function directorshipLine(overrides: Partial<DirectorshipLine> = {}): DirectorshipLine {
  return {
    id: 1,
    guid: 'directorship-1',
    organisation_name: 'Harbour Street Holdings Ltd',
    organisation_registration_number: '08123456',
    organisation_address_1: '14 Harbour Street',
    organisation_address_2: null,
    city: 'Bristol',
    postal_code: 'BS1 4ST',
    country: 1,
    start_year: 2016,
    start_month: 4,
    start_day: 1,
    end_year: null,
    end_month: null,
    end_day: null,
    is_director: true,
    directorship_title: 'Director',
    directorship_type: 'executive',
    notes: null,
    is_completed: true,
    ...overrides,
  };
}
