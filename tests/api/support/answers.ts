/**
 * Valid answers of the details steps, shared by the API tests that need a save to succeed (the rules themselves are
 * tested beside their schemas and in each step's own API test).
 */

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
