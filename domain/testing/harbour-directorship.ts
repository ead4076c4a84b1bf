/** One current directorship as a candidate posts it, for the API tests that need a directorship save to succeed. */
export function harbourDirectorshipBody(
  country: number,
  overrides: Record<string, unknown> = {},
) {
  return {
    organisation_name: "Harbour Street Holdings Ltd",
    organisation_registration_number: "08123456",
    organisation_address_1: "14 Harbour Street",
    city: "Bristol",
    postal_code: "BS1 4ST",
    country,
    directorship_title: "Director",
    directorship_type: "executive",
    start_year: 2016,
    start_month: 4,
    start_day: 12,
    is_director: true,
    ...overrides,
  };
}
