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

/** A full name step for a Brazilian candidate with a Disclosure Scotland check: both parents, a maiden name, a previous name and a social media account. */
export const brazilianNameBody = () => ({
    salutation: 'ms',
    first_name: 'Ana',
    middle_name: 'Clara',
    no_middle_name: false,
    last_name: 'Ribeiro',
    asian_name: 'アナ',
    gender: 'female',
    fathers_full_name: 'Paulo Ribeiro',
    mothers_full_name: 'Maria Costa',
    mothers_maiden_name: 'Costa',
    is_any_other_names: true,
    previous_names: [
      { first_name: 'Ana', middle_name: 'Clara', no_middle_name: false, last_name: 'Costa', type: 'maiden_name', used_from: '2000-01-01', used_to: '2015-06-20' },
    ],
    dont_have_social_media: false,
    social_media: [{ social_media_platform: 'linkedin', social_media_account: 'https://www.linkedin.com/in/ana-ribeiro' }],
});
