/** Saved records the tests of several layers give as they are, so each shape is written once. */
import type { AddressRecord, QualificationRecord } from '../reference-response';

/** A current address in London, in country 1, as the reference response holds it once saved. */
export function savedLondonAddress(overrides: Partial<AddressRecord> = {}): AddressRecord {
  return {
    id: 1,
    period_residence_from: '2000-01-01',
    period_residence_to: null,
    is_current_residence: true,
    country: 1,
    country_name: 'United Kingdom',
    street_address: '1 High Street',
    street_address_cont: null,
    city: 'London',
    state: null,
    postal_code: 'SW1A 1AA',
    is_completed: true,
    ...overrides,
  };
}

/** The record saved for "I do not hold a professional qualification": the answer, every other field empty. */
export function savedNoQualification(overrides: Partial<QualificationRecord> = {}): QualificationRecord {
  return {
    id: 1,
    holds_qualification: false,
    professional_organization_name: null,
    professional_qualification_attained: null,
    professional_membership_number: null,
    membership_date: null,
    membership_attained_country: null,
    membership_status: null,
    is_membership_awarded_in_different_name: null,
    membership_awarded_name: null,
    is_completed: true,
    ...overrides,
  };
}
