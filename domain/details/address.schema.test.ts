import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { maxLengthMessage } from '../forms/fields';
import type { StepContext } from '../forms/step-context';
import { MESSAGES } from '../messages';
import type { AddressRecord, Country } from '../reference-response';
import { buildResponse, type CheckSpec } from '../testing/build-response';
import { addressHistoryRules, type AddressHistoryRules } from './address-fields';
import {
  NOT_A_LIST,
  addressDefaults,
  addressFormSchema,
  addressHistorySchema,
  addressRules,
  emptyAddressRecord,
} from './address.schema';
import { joinedErrors } from '../testing/joined-errors';

const COUNTRIES: Country[] = [
  { id: 1, guid: 'g1', name: 'United Kingdom', short_name: 'GB', countryPhoneCode: '44' },
  { id: 2, guid: 'g2', name: 'United States', short_name: 'US', countryPhoneCode: '1' },
  { id: 3, guid: 'g3', name: 'Australia', short_name: 'AU', countryPhoneCode: '61' },
  { id: 4, guid: 'g4', name: 'New Zealand', short_name: 'NZ', countryPhoneCode: '64' },
  { id: 5, guid: 'g5', name: 'Ireland', short_name: 'IE', countryPhoneCode: '353' },
];
const GB = 1;
const US = 2;
const AU = 3;
const NZ = 4;
const IE = 5;

const TODAY = '2025-06-01';
/** A UK criminal record check: 5 years of addresses. */
const FIVE_YEARS: CheckSpec[] = [{ slug: 'criminal_record', level: ['enhanced'] }];
/** A US employment check: 1 year, the current address only. */
const ONE_YEAR: CheckSpec[] = [{ slug: 'employment' }];

function context(checks: CheckSpec[] = FIVE_YEARS, country = 'GB'): StepContext {
  return { response: buildResponse({ country, checks }), today: TODAY, countries: COUNTRIES, nationalities: [] };
}

const harbourStreet = {
  country: GB,
  street_address: '14 Harbour Street',
  street_address_cont: '',
  city: 'Bristol',
  state: '',
  postal_code: 'BS1 5TR',
  period_residence_from: '2022-03-01',
};
const millLane = {
  country: GB,
  street_address: '3 Mill Lane',
  street_address_cont: 'Flat 2',
  city: 'Leeds',
  state: 'West Yorkshire',
  postal_code: 'LS1 4AP',
  period_residence_from: '2018-09-15',
};
const pineRidge = {
  country: US,
  street_address: '1450 Pine Ridge Drive',
  street_address_cont: '',
  city: 'Denver',
  state: 'CO',
  postal_code: '80202',
  period_residence_from: '2024-01-10',
};

/** Each path's messages, joined: a field with one message reads as that message. */
function errorsOf(input: unknown, ctx: StepContext = context(), rules?: AddressHistoryRules): Record<string, string> {
  return joinedErrors(addressHistorySchema(ctx, rules), input);
}

describe('addressHistorySchema', () => {
  it('keeps the records in order, deriving the ends and the current address from it', () => {
    expect(v.parse(addressHistorySchema(context()), [harbourStreet, millLane])).toEqual([
      {
        ...harbourStreet,
        street_address_cont: null,
        state: null,
        period_residence_to: null,
        is_current_residence: true,
      },
      { ...millLane, period_residence_to: '2022-03-01', is_current_residence: false },
    ]);
  });

  it('ignores the ends, the current flag and the names a client sends', () => {
    const answers = { ...harbourStreet, period_residence_from: '2019-01-01' };
    const derived = { period_residence_to: '2024-01-01', is_current_residence: false };
    const sent = { ...answers, ...derived, id: 5, country_name: 'France', is_completed: false };
    expect(v.parse(addressHistorySchema(context()), [sent])).toEqual([
      { ...answers, street_address_cont: null, state: null, period_residence_to: null, is_current_residence: true },
    ]);
  });

  it.each<[string, object, Record<string, string>]>([
    ['an empty first line', { street_address: ' ' }, { '0.street_address': MESSAGES.required }],
    ['a comma in the first line', { street_address: '14, Harbour Street' }, { '0.street_address': MESSAGES.addressPunctuation }],
    ['an apostrophe in the second line', { street_address_cont: 'St John’s Court' }, {
      '0.street_address_cont': MESSAGES.addressPunctuation,
    }],
    ['a full stop in the city', { city: 'St. Albans' }, { '0.city': MESSAGES.addressPunctuation }],
    ['a hyphen in the city', { city: 'Stoke-on-Trent' }, { '0.city': MESSAGES.addressPunctuation }],
    ['a long first line', { street_address: 'x'.repeat(256) }, { '0.street_address': maxLengthMessage(255) }],
    ['a long second line', { street_address_cont: 'x'.repeat(256) }, { '0.street_address_cont': maxLengthMessage(255) }],
    ['a long city', { city: 'x'.repeat(101) }, { '0.city': maxLengthMessage(100) }],
    ['no city', { city: '' }, { '0.city': MESSAGES.required }],
    ['a long state', { state: 'x'.repeat(256) }, { '0.state': maxLengthMessage(255) }],
    ['no country', { country: null }, { '0.country': MESSAGES.selectFromList }],
    ['a country not in the list', { country: 99 }, { '0.country': MESSAGES.selectFromList }],
    ['no postcode', { postal_code: '' }, { '0.postal_code': MESSAGES.required }],
    ['a UK postcode without its space', { postal_code: 'BS15TR' }, { '0.postal_code': MESSAGES.invalidGbPostcode }],
    ['a long postcode', { country: IE, postal_code: '1'.repeat(256) }, { '0.postal_code': maxLengthMessage(255) }],
    ['N/A as a New Zealand postcode', { country: NZ, postal_code: 'N/A' }, { '0.postal_code': MESSAGES.postcodeFourDigits }],
    ['N/A as an Irish postcode', { country: IE, postal_code: 'N/A' }, { '0.postal_code': MESSAGES.postcodeNotApplicable }],
    ['no move-in date', { period_residence_from: '' }, { '0.period_residence_from': MESSAGES.required }],
    ['a move-in date that does not exist', { period_residence_from: '2019-02-30' }, { '0.period_residence_from': MESSAGES.invalidDate }],
    ['a move-in date after today', { period_residence_from: '2025-06-02' }, {
      '0.period_residence_from': MESSAGES.dateInFuture,
      minimumCriteriaCount: MESSAGES.minimumAddressYears,
    }],
  ])('refuses %s on its field', (_case, changes, errors) => {
    expect(errorsOf([{ ...harbourStreet, period_residence_from: '2019-01-01', ...changes }])).toEqual(errors);
  });

  it('stores a UK postcode in capitals, any other as typed', () => {
    const current = { ...harbourStreet, period_residence_from: '2019-01-01' };
    const [gb] = v.parse(addressHistorySchema(context()), [{ ...current, postal_code: ' bs1 5tr ' }]);
    expect(gb?.postal_code).toBe('BS1 5TR');
    const [nz] = v.parse(addressHistorySchema(context()), [{ ...current, country: NZ, postal_code: '0000' }]);
    expect(nz?.postal_code).toBe('0000');
  });

  it.each<[string, object, Record<string, string>]>([
    ['no US state', { state: '' }, { '0.state': MESSAGES.selectState }],
    ['a US state not in the list', { state: 'Colorado' }, { '0.state': MESSAGES.selectFromList }],
    ['a short US postal code', { postal_code: '8020' }, { '0.postal_code': MESSAGES.invalidUsPostcode }],
    ['an Australian state on a US address', { state: 'VIC' }, { '0.state': MESSAGES.selectFromList }],
    ['a US state on an Australian address', { country: AU, state: 'CO', postal_code: '3350' }, { '0.state': MESSAGES.selectFromList }],
  ])('refuses %s', (_case, changes, errors) => {
    expect(errorsOf([{ ...pineRidge, ...changes }], context(ONE_YEAR, 'US'))).toEqual(errors);
  });

  it('takes the state from the list for the US (DC included) and Australia', () => {
    const usRequest = context(ONE_YEAR, 'US');
    expect(errorsOf([{ ...pineRidge, state: 'DC', postal_code: '20500-0003' }], usRequest)).toEqual({});
    expect(errorsOf([{ ...pineRidge, country: AU, state: 'VIC', postal_code: '3350' }], usRequest)).toEqual({});
    expect(v.parse(addressHistorySchema(usRequest), [pineRidge])[0]?.state).toBe('CO');
  });

  it('refuses an older address moved into after the one listed before it, naming the later record only', () => {
    const oldest = { ...millLane, period_residence_from: '2015-01-01' };
    expect(errorsOf([harbourStreet, { ...millLane, period_residence_from: '2022-03-02' }, oldest])).toEqual({
      '1.period_residence_from': MESSAGES.movedInAfterLaterAddress,
    });
    // The same day is allowed: the older address then lasted no time at all.
    expect(errorsOf([harbourStreet, { ...millLane, period_residence_from: '2022-03-01' }, oldest])).toEqual({});
  });

  it('judges an older address against today while the one before it has no real date', () => {
    expect(errorsOf([{ ...harbourStreet, period_residence_from: '' }, { ...millLane, period_residence_from: '2026-01-01' }])).toEqual({
      '0.period_residence_from': MESSAGES.required,
      '1.period_residence_from': MESSAGES.dateInFuture,
    });
  });

  it('asks the history to cover 5 × 365 days, at minimumCriteriaCount', () => {
    // 2020-06-02 to 2025-06-01 is 1825 days.
    expect(errorsOf([harbourStreet, { ...millLane, period_residence_from: '2020-06-02' }])).toEqual({});
    expect(errorsOf([harbourStreet, { ...millLane, period_residence_from: '2020-06-03' }])).toEqual({
      minimumCriteriaCount: MESSAGES.minimumAddressYears,
    });
    expect(errorsOf([harbourStreet])).toEqual({ minimumCriteriaCount: MESSAGES.minimumAddressYears });
    expect(errorsOf([])).toEqual({ minimumCriteriaCount: MESSAGES.minimumAddressYears });
  });

  it('asks 7 years of a New Zealand police vetting', () => {
    const nz = context([{ slug: 'criminal_record' }], 'NZ');
    expect(addressRules(nz.response.reference_request).days).toBe(7 * 365);
    const current = { ...harbourStreet, country: NZ, postal_code: '3204', period_residence_from: '2019-01-01' };
    expect(errorsOf([current], nz)).toEqual({ minimumCriteriaCount: MESSAGES.minimumAddressYears });
    expect(errorsOf([current, { ...current, period_residence_from: '2018-06-01' }], nz)).toEqual({});
  });

  it('asks only the current address when one year is needed, however recent', () => {
    const us = context(ONE_YEAR, 'US');
    expect(addressRules(us.response.reference_request)).toMatchObject({ years: 1, allowsMore: false });
    expect(errorsOf([{ ...pineRidge, period_residence_from: '2025-05-30' }], us)).toEqual({});
    expect(errorsOf([pineRidge, { ...pineRidge, period_residence_from: '2020-01-01' }], us)).toEqual({ '': MESSAGES.singleRecord });
    expect(errorsOf([], us)).toEqual({ minimumCriteriaCount: MESSAGES.minimumAddressYears });
  });

  it('lets the list be empty when no years are needed', () => {
    const none = addressHistoryRules(0);
    expect(errorsOf([], context(), none)).toEqual({});
    expect(errorsOf([{ ...harbourStreet, period_residence_from: '2025-05-30' }], context(), none)).toEqual({});
  });

  it('names every failing record at its position, and refuses a body that is not a list', () => {
    expect(errorsOf([harbourStreet, { ...millLane, postal_code: 'LS14AP', city: 'Leeds.' }])).toEqual({
      '1.city': MESSAGES.addressPunctuation,
      '1.postal_code': MESSAGES.invalidGbPostcode,
    });
    expect(errorsOf({ addresses: [harbourStreet] })).toEqual({ '': NOT_A_LIST });
    expect(errorsOf(null)).toEqual({ '': NOT_A_LIST });
    expect(errorsOf(['not a record'])).toHaveProperty('0');
  });
});

describe('addressFormSchema', () => {
  function formErrors(addresses: object[], rules?: AddressHistoryRules) {
    const result = v.safeParse(addressFormSchema(context(), rules), { addresses });
    return result.success ? {} : Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue), issue.message]));
  }

  it('judges the same records under addresses, the history beside them', () => {
    expect(formErrors([harbourStreet, { ...millLane, period_residence_from: '2022-04-01', postal_code: 'LS14AP' }])).toEqual({
      'addresses.1.postal_code': MESSAGES.invalidGbPostcode,
      'addresses.1.period_residence_from': MESSAGES.movedInAfterLaterAddress,
      minimumCriteriaCount: MESSAGES.minimumAddressYears,
    });
  });

  it('gives the same values as the API, under addresses', () => {
    const records = [harbourStreet, millLane];
    expect(v.parse(addressFormSchema(context()), { addresses: records })).toEqual({
      addresses: v.parse(addressHistorySchema(context()), records),
    });
  });

  it('says nothing of the history while a date is missing: the date has its own message', () => {
    expect(formErrors([{ ...harbourStreet, period_residence_from: '' }])).toEqual({
      'addresses.0.period_residence_from': MESSAGES.required,
    });
  });
});

describe('addressDefaults', () => {
  const saved: AddressRecord[] = [
    {
      id: 9,
      period_residence_from: '2022-03-01',
      period_residence_to: null,
      is_current_residence: true,
      country: GB,
      country_name: 'United Kingdom',
      street_address: '14 Harbour Street',
      street_address_cont: null,
      city: 'Bristol',
      state: null,
      postal_code: 'BS1 5TR',
      is_completed: true,
    },
  ];

  it('starts from the saved records, empty fields as empty text', () => {
    const response = { ...buildResponse({ checks: FIVE_YEARS }), candidate_address_details: saved };
    expect(addressDefaults(response, new Set([GB]))).toEqual({ addresses: [harbourStreet] });
  });

  it('starts a fresh history with the current address in the request’s country, when the list has it', () => {
    const response = buildResponse({ checks: FIVE_YEARS });
    expect(addressDefaults(response, new Set([response.reference_request.country]))).toEqual({
      addresses: [emptyAddressRecord(response.reference_request.country)],
    });
    expect(addressDefaults(response, new Set())).toEqual({ addresses: [emptyAddressRecord(null)] });
  });
});
