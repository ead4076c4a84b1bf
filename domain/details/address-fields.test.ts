import { describe, expect, it } from 'vitest';
import type { LookedUpAddress } from '../address-lookup';
import { MESSAGES } from '../messages';
import type { Country } from '../reference-response';
import {
  AU_STATES,
  US_STATES,
  addressHistoryRules,
  cleanAddressLine,
  countryCodeOf,
  daysBetween,
  hasAddressPunctuation,
  historyCovers,
  historyMustStartBy,
  historyStart,
  lookedUpFields,
  normalisePostcode,
  postcodeIssue,
  residenceEnds,
  stateOptionsFor,
} from './address-fields';

const COUNTRIES: Country[] = [
  { id: 1, guid: 'g1', name: 'United Kingdom', short_name: 'GB', countryPhoneCode: '44' },
  { id: 2, guid: 'g2', name: 'United States', short_name: 'US', countryPhoneCode: '1' },
  { id: 3, guid: 'g3', name: 'Australia', short_name: 'au', countryPhoneCode: '61' },
  { id: 4, guid: 'g4', name: 'Canada', short_name: 'CA', countryPhoneCode: '1' },
];

describe('the state lists', () => {
  it('hold the 50 US states and DC, and the 8 Australian states and territories, each code once', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES.find((state) => state.code === 'DC')?.name).toBe('District of Columbia');
    expect(new Set(US_STATES.map((state) => state.code)).size).toBe(51);
    expect(AU_STATES.map((state) => state.code)).toEqual(['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT']);
  });

  it.each<[string | null, number | null]>([
    ['US', 51],
    ['AU', 8],
    ['GB', null],
    ['CA', null],
    [null, null],
  ])('for %s: %s options', (code, count) => {
    expect(stateOptionsFor(code)?.length ?? null).toBe(count);
  });

  it('finds a picked country’s code, upper case', () => {
    expect(countryCodeOf(COUNTRIES, 3)).toBe('AU');
    expect(countryCodeOf(COUNTRIES, 99)).toBeNull();
    expect(countryCodeOf(COUNTRIES, null)).toBeNull();
  });
});

describe('hasAddressPunctuation', () => {
  it.each<[string, boolean]>([
    ['14 Harbour Street', false],
    ['Flat 2 Rose Court', false],
    ['Rua das Laranjeiras 210', false],
    ['Straße 5 Ünterdorf', false],
    ['Flat 2, Rose Court', true],
    ["St John's Road", true],
    ['St John’s Road', true],
    ['St John‘s Road', true],
    ['St. Albans', true],
    ['Stratford-upon-Avon', true],
    ['Stratford‐upon‐Avon', true],
    ['10–12 High Street', true],
  ])('%s: %s', (text, refused) => {
    expect(hasAddressPunctuation(text)).toBe(refused);
  });
});

describe('normalisePostcode', () => {
  it.each<[string | null, string, string]>([
    ['GB', 'sw1a 1aa', 'SW1A 1AA'],
    ['BR', '01304001', '01304-001'],
    ['BR', '01304-001', '01304-001'],
    ['CA', 'k1a0b1', 'K1A 0B1'],
    ['US', '80202-1234', '80202-1234'],
    ['IE', 'd02 x285', 'd02 x285'],
  ])('%s %j is kept as %j', (country, postcode, kept) => {
    expect(normalisePostcode(country, postcode)).toBe(kept);
  });
});

describe('postcodeIssue', () => {
  it.each<[string | null, string, string | null]>([
    ['US', '80202', null],
    ['US', '80202-1234', null],
    ['US', '8020', MESSAGES.invalidUsPostcode],
    ['US', '802021234', MESSAGES.invalidUsPostcode],
    ['US', '80202-12', MESSAGES.invalidUsPostcode],
    ['US', 'N/A', MESSAGES.invalidUsPostcode],
    ['GB', 'SW1A 1AA', null],
    ['GB', 'BS1 5TR', null],
    ['GB', 'M1 1AE', null],
    ['GB', 'W1A 0AX', null],
    ['GB', 'CR2 6XH', null],
    ['GB', 'DN55 1PT', null],
    ['GB', 'bs1 5tr', null],
    ['GB', 'GIR 0AA', null],
    ['GB', 'SW1A1AA', MESSAGES.invalidGbPostcode],
    ['GB', 'SW1A  1AA', MESSAGES.invalidGbPostcode],
    ['GB', '12345', MESSAGES.invalidGbPostcode],
    ['AU', '3350', null],
    ['AU', '0000', null],
    ['AU', '335', MESSAGES.postcodeFourDigits],
    ['NZ', '6011', null],
    ['NZ', 'N/A', MESSAGES.postcodeFourDigits],
    ['FR', '75008', null],
    ['ES', '2801', MESSAGES.postcodeFiveDigits],
    ['BR', '22240-003', null],
    ['BR', '01304001', null],
    ['BR', '01304-0010', MESSAGES.invalidBrPostcode],
    ['CA', 'k1a0b1', null],
    ['CA', 'K1A 0B', MESSAGES.invalidCaPostcode],
    ['ZA', 'N/A', MESSAGES.postcodeNotApplicable],
    ['ZA', 'na', MESSAGES.postcodeNotApplicable],
    ['IE', ' n.a. ', MESSAGES.postcodeNotApplicable],
    ['IE', 'D02 X285', null],
    [null, 'NA', MESSAGES.postcodeNotApplicable],
    ['US', '', null],
  ])('%s %j: %s', (country, postcode, message) => {
    expect(postcodeIssue(country, postcode)).toBe(message);
  });
});

describe('cleanAddressLine', () => {
  it.each<[string, string]>([
    ['10 Downing Street', '10 Downing Street'],
    ['Flat 2, 10 Downing Street', 'Flat 2 10 Downing Street'],
    ['Flat 2,10 Downing Street', 'Flat 2 10 Downing Street'],
    ["St. John's Road", 'St Johns Road'],
    ['St John’s Wood', 'St Johns Wood'],
    ['Stratford-upon-Avon', 'Stratford upon Avon'],
    ['10 – 12 High St.', '10 12 High St'],
    ['  Unit 4 ,  Mill  Lane  ', 'Unit 4 Mill Lane'],
    ['', ''],
  ])('%j → %j', (line, cleaned) => {
    expect(cleanAddressLine(line)).toBe(cleaned);
    expect(hasAddressPunctuation(cleanAddressLine(line))).toBe(false);
  });
});

describe('lookedUpFields', () => {
  const address = (changes: Partial<LookedUpAddress>): LookedUpAddress => ({
    street_address: '10 Downing Street',
    street_address_cont: null,
    city: 'London',
    state: null,
    postal_code: 'SW1A 2AA',
    country: 'GB',
    ...changes,
  });

  it('fills a UK address, the empty second line as empty text', () => {
    expect(lookedUpFields(address({}), COUNTRIES)).toEqual({
      country: 1,
      street_address: '10 Downing Street',
      street_address_cont: '',
      city: 'London',
      state: '',
      postal_code: 'SW1A 2AA',
    });
  });

  it('cleans the lines and the city so they pass the punctuation rule', () => {
    const filled = lookedUpFields(
      address({ street_address: "Flat 3, St. Mary's Court", street_address_cont: '12-14 Church Lane', city: 'Stoke-on-Trent' }),
      COUNTRIES,
    );
    expect(filled).toMatchObject({
      street_address: 'Flat 3 St Marys Court',
      street_address_cont: '12 14 Church Lane',
      city: 'Stoke on Trent',
    });
  });

  it.each<[LookedUpAddress['country'], string | null, string]>([
    ['US', 'CO', 'CO'],
    ['US', 'dc', 'DC'],
    ['US', 'PR', ''],
    ['AU', 'VIC', 'VIC'],
    ['CA', 'ON', 'ON'],
    ['GB', 'Greater London', 'Greater London'],
    ['NZ', null, ''],
  ])('keeps the %s state %j as %j', (country, state, expected) => {
    expect(lookedUpFields(address({ country, state, postal_code: '80202' }), COUNTRIES).state).toBe(expected);
  });

  it('matches the country by its code, and leaves it empty when the list lacks it', () => {
    expect(lookedUpFields(address({ country: 'AU', postal_code: '3350' }), COUNTRIES).country).toBe(3);
    expect(lookedUpFields(address({ country: 'FR', postal_code: '75001' }), COUNTRIES).country).toBeNull();
  });
});

describe('addressHistoryRules', () => {
  it.each([
    [0, { canSkip: true, minimumRecords: 0, allowsMore: false, days: 0 }],
    [1, { canSkip: false, minimumRecords: 1, allowsMore: false, days: 0 }],
    [5, { canSkip: false, minimumRecords: 1, allowsMore: true, days: 1825 }],
    [7, { canSkip: false, minimumRecords: 1, allowsMore: true, days: 2555 }],
    [10, { canSkip: false, minimumRecords: 1, allowsMore: true, days: 3650 }],
  ])('%i years', (years, rules) => {
    expect(addressHistoryRules(years)).toEqual({ years, ...rules });
  });
});

describe('the history’s dates', () => {
  it('counts calendar days, leap days included', () => {
    expect(daysBetween('2020-06-01', '2025-06-01')).toBe(1826);
    expect(daysBetween('2025-06-01', '2025-06-01')).toBe(0);
    expect(historyMustStartBy('2025-06-01', 1825)).toBe('2020-06-02');
    expect(historyMustStartBy('2025-03-30', 0)).toBe('2025-03-30');
  });

  it('starts at the earliest move-in date, once every date is real', () => {
    expect(historyStart(['2022-01-01', '2019-05-01', '2020-01-01'])).toBe('2019-05-01');
    expect(historyStart(['2022-01-01', ''])).toBeNull();
    expect(historyStart([])).toBeNull();
  });

  it.each<[string, string[], number, boolean]>([
    ['5 years to the day less one', ['2020-06-02'], 5, true],
    ['one day short of 5 × 365', ['2020-06-03'], 5, false],
    ['several addresses reaching back far enough', ['2024-01-01', '2022-03-01', '2019-07-15'], 5, true],
    ['several addresses not reaching back', ['2024-01-01', '2022-03-01'], 5, false],
    ['a missing date', ['2024-01-01', ''], 5, false],
    ['no address', [], 5, false],
    ['one year: the current address, whenever it began', ['2025-05-01'], 1, true],
    ['one year: no address', [], 1, false],
    ['no years: nothing', [], 0, true],
  ])('%s', (_case, starts, years, covered) => {
    expect(historyCovers(starts, '2025-06-01', addressHistoryRules(years))).toBe(covered);
  });

  it('ends each older residence on the day the address listed before it began', () => {
    expect(residenceEnds(['2022-03-01', '2019-07-15', '2015-01-01'])).toEqual([null, '2022-03-01', '2019-07-15']);
    expect(residenceEnds(['2022-03-01'])).toEqual([null]);
    expect(residenceEnds([])).toEqual([]);
  });
});
