/** A complete referee line for unit tests; each test overrides what it is about. */
import type { RefereeLine } from '../reference-response';

export function refereeLine(overrides: Partial<RefereeLine> = {}): RefereeLine {
  return {
    id: 1,
    questionnaire: 'reference',
    manager: {
      full_name: 'Margaret Osei',
      first_name: 'Margaret',
      last_name: 'Osei',
      email: 'margaret.osei@harbour-street.example',
      country_code: null,
      contact_number: null,
      phone_country: null,
    },
    relationship: ['manager'],
    organization_name: 'Harbour Street Consulting',
    together_work_experience: 3,
    have_email: true,
    information_undertaking: true,
    ...overrides,
  };
}
