import { describe, expect, it } from 'vitest';
import { creditSearchSummaryOf, isCreditStatusKnown, missingCreditDetails, missingCreditDetailsOf } from './credit-check';
import { MESSAGES } from './messages';
import type { AddressRecord, CandidateDetails } from './reference-response';

const address = (overrides: Partial<AddressRecord> = {}): AddressRecord => ({
  id: 1,
  period_residence_from: '2020-01-01',
  period_residence_to: null,
  is_current_residence: true,
  country: 77,
  country_name: 'United Kingdom',
  street_address: '14 Harbour Street',
  street_address_cont: '',
  city: 'Bristol',
  state: null,
  postal_code: 'BS1 5TR',
  is_completed: true,
  ...overrides,
});

const details = (overrides: Partial<CandidateDetails> = {}) =>
  ({ first_name: 'Priya', middle_name: ' ', last_name: 'Raman', date_of_birth: '1990-04-12', ...overrides }) as CandidateDetails;

describe('creditSearchSummaryOf', () => {
  it('reads the name, the date of birth and the address marked current', () => {
    const summary = creditSearchSummaryOf({
      candidate_details: [details()],
      candidate_address_details: [address({ is_current_residence: false, city: 'Leeds' }), address()],
    });
    expect(summary).toStrictEqual({
      first_name: 'Priya',
      middle_name: null,
      last_name: 'Raman',
      date_of_birth: '1990-04-12',
      current_address: {
        street_address: '14 Harbour Street',
        street_address_cont: null,
        city: 'Bristol',
        state: null,
        postal_code: 'BS1 5TR',
        country: 77,
        country_name: 'United Kingdom',
      },
    });
    expect(missingCreditDetails(summary)).toStrictEqual([]);
  });

  it('names each details step to complete, once and in order', () => {
    const summary = creditSearchSummaryOf({ candidate_details: [], candidate_address_details: [] });
    expect(missingCreditDetails(summary)).toStrictEqual([
      { step: 'name', message: MESSAGES.creditNameMissing },
      { step: 'birth', message: MESSAGES.creditBirthMissing },
      { step: 'address', message: MESSAGES.creditAddressMissing },
    ]);
    const noBirth = creditSearchSummaryOf({ candidate_details: [details({ date_of_birth: null })], candidate_address_details: [address()] });
    expect(missingCreditDetails(noBirth)).toStrictEqual([{ step: 'birth', message: MESSAGES.creditBirthMissing }]);
    expect(missingCreditDetailsOf(['current_address', 'last_name', 'detail', 7])).toStrictEqual([
      { step: 'name', message: MESSAGES.creditNameMissing },
      { step: 'address', message: MESSAGES.creditAddressMissing },
    ]);
  });
});

describe('isCreditStatusKnown', () => {
  it.each([
    ['picklist', true],
    ['NO_RESULT', true],
    ['Warning', true],
    ['unconfirmed', true],
    ['confirmed', true],
    ['fail', true],
    ['pending', false],
    ['', false],
    [null, false],
  ])('%j → %s', (status, known) => {
    expect(isCreditStatusKnown(status)).toBe(known);
  });
});
