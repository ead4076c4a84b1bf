import { isValidPhoneNumber } from 'libphonenumber-js/max';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { maxLengthMessage } from '../forms/fields';
import { MESSAGES } from '../messages';
import type { CandidateDetails, Country } from '../reference-response';
import { buildResponse, type CheckSpec } from '../testing/build-response';
import { phoneDefaults, phoneNumberIssue, phoneSchema, type PhoneStepContext } from './phone.schema';
import { joinedErrors } from '../testing/joined-errors';

const COUNTRIES: Country[] = [
  { id: 1, guid: 'g1', name: 'United Kingdom', short_name: 'GB', countryPhoneCode: '44' },
  { id: 2, guid: 'g2', name: 'United States', short_name: 'US', countryPhoneCode: '1' },
  { id: 3, guid: 'g3', name: 'Canada', short_name: 'CA', countryPhoneCode: '1' },
  { id: 4, guid: 'g4', name: 'Australia', short_name: 'AU', countryPhoneCode: '61' },
  { id: 5, guid: 'g5', name: 'Antarctica', short_name: 'AQ', countryPhoneCode: '' },
  { id: 6, guid: 'g6', name: 'France', short_name: 'FR', countryPhoneCode: '33' },
];

const ACIC: CheckSpec[] = [{ slug: 'criminal_record', level: ['acic_check'], country: 'AU' }];
const DRUG_SCREENING: CheckSpec[] = [{ slug: 'drug_screening' }];

function context(checks: CheckSpec[] = DRUG_SCREENING, country = 'GB'): PhoneStepContext {
  return {
    response: buildResponse({ country, checks }),
    today: '2025-06-01',
    countries: COUNTRIES,
    nationalities: [],
    isValidPhoneNumber,
  };
}

/** Each field's messages, joined: a field with one message reads as that message. */
function errorsOf(input: unknown, checks?: CheckSpec[]): Record<string, string> {
  return joinedErrors(phoneSchema(context(checks)), input);
}

/** Ofcom's drama range: a real London number's shape, never given to anyone. */
const valid = { phone_code: '44', phone_number: '020 7946 0958', phone_number_type: null };

describe('phoneSchema', () => {
  it('stores the code without its plus and the number as digits', () => {
    expect(v.parse(phoneSchema(context()), { ...valid, phone_code: ' +44 ', phone_number: ' (020) 7946-0958 ' })).toEqual({
      phone_code: '44',
      phone_number: '02079460958',
      phone_number_type: null,
    });
  });

  it.each<[string, unknown, Record<string, string>]>([
    ['nothing answered', { phone_code: '', phone_number: '', phone_number_type: null }, {
      phone_code: MESSAGES.selectFromList,
      phone_number: MESSAGES.required,
    }],
    ['an empty body', {}, { phone_code: MESSAGES.selectFromList, phone_number: MESSAGES.required }],
    ['a code no country has', { ...valid, phone_code: '999' }, { phone_code: MESSAGES.selectFromList }],
    ['a country name for a code', { ...valid, phone_code: 'GB' }, { phone_code: MESSAGES.selectFromList }],
    ['a bare plus', { ...valid, phone_code: '+' }, { phone_code: MESSAGES.selectFromList }],
    ['blanks for a number', { ...valid, phone_number: '   ' }, { phone_number: MESSAGES.required }],
    ['letters', { ...valid, phone_number: '0770 CALL ME' }, { phone_number: MESSAGES.invalidPhone }],
    ['a plus inside the number', { ...valid, phone_number: '+44 20 7946 0958' }, { phone_number: MESSAGES.invalidPhone }],
    ['separators only', { ...valid, phone_number: '( - )' }, { phone_number: MESSAGES.invalidPhone }],
    ['a UK number too short', { ...valid, phone_number: '12345' }, { phone_number: MESSAGES.invalidPhoneForCountry }],
    ['3 digits', { ...valid, phone_number: '123' }, { phone_number: MESSAGES.invalidPhoneForCountry }],
    ['20 digits', { ...valid, phone_number: '1'.repeat(20) }, { phone_number: MESSAGES.invalidPhoneForCountry }],
    ['a French number under the UK code', { ...valid, phone_number: '06 12 34 56 78' }, {
      phone_number: MESSAGES.invalidPhoneForCountry,
    }],
    ['a UK number under the Australian code', { ...valid, phone_code: '61' }, { phone_number: MESSAGES.invalidPhoneForCountry }],
    ['digits under an unknown code', { ...valid, phone_code: '999' }, { phone_code: MESSAGES.selectFromList }],
    ['256 characters', { ...valid, phone_number: '1'.repeat(256) }, { phone_number: maxLengthMessage(255) }],
    ['a bad number under an unknown code', { ...valid, phone_code: '999', phone_number: 'abc' }, {
      phone_code: MESSAGES.selectFromList,
      phone_number: MESSAGES.invalidPhone,
    }],
    ['a US number too short', { ...valid, phone_code: '1', phone_number: '555 0142' }, { phone_number: MESSAGES.invalidUsPhone }],
    ['a US number with its country code', { ...valid, phone_code: '1', phone_number: '1 303 555 0142' }, {
      phone_number: MESSAGES.invalidUsPhone,
    }],
    ['a US area code starting 1', { ...valid, phone_code: '1', phone_number: '103 555 0142' }, { phone_number: MESSAGES.invalidUsPhone }],
    ['a US exchange starting 0', { ...valid, phone_code: '+1', phone_number: '303 055 0142' }, { phone_number: MESSAGES.invalidUsPhone }],
    ['unbalanced brackets', { ...valid, phone_code: '1', phone_number: '(303 555 0142' }, { phone_number: MESSAGES.invalidUsPhone }],
    ['a type on a request that does not ask it is ignored', { ...valid, phone_number_type: 'fax' }, {}],
  ])('%s', (_, input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });

  it.each([
    ['(303) 555-0142', '3035550142'],
    ['303.555.0142', '3035550142'],
    ['303-555-0142', '3035550142'],
    ['3035550142', '3035550142'],
    ['(613) 555 0123', '6135550123'],
  ])('accepts the North American number %s', (typed, stored) => {
    const output = v.parse(phoneSchema(context()), { ...valid, phone_code: '1', phone_number: typed });
    expect(output.phone_number).toBe(stored);
  });

  it.each([
    ['44', '020 7946 0958'],
    ['44', '07911 123456'],
    ['44', '01534 123456'],
    ['33', '06.12.34.56.78'],
    ['61', '(02) 9876-5432'],
    ['61', '0491 570 006'],
  ])('accepts under +%s the number %s', (code, typed) => {
    expect(errorsOf({ ...valid, phone_code: code, phone_number: typed })).toEqual({});
  });

  describe('for an intelligence-commission check', () => {
    it('requires the type', () => {
      expect(errorsOf({ ...valid, phone_number_type: null }, ACIC)).toEqual({ phone_number_type: MESSAGES.selectPhoneType });
      expect(errorsOf({ ...valid, phone_number_type: '' }, ACIC)).toEqual({ phone_number_type: MESSAGES.selectPhoneType });
      expect(errorsOf({ phone_code: '61', phone_number: '0491 570 006' }, ACIC)).toEqual({ phone_number_type: MESSAGES.selectPhoneType });
    });

    it('refuses a type not offered', () => {
      expect(errorsOf({ ...valid, phone_number_type: 'fax' }, ACIC)).toEqual({ phone_number_type: MESSAGES.selectFromList });
    });

    it('shows every field’s error in one pass', () => {
      expect(errorsOf({ phone_code: '', phone_number: '12 ab', phone_number_type: '' }, ACIC)).toEqual({
        phone_code: MESSAGES.selectFromList,
        phone_number: MESSAGES.invalidPhone,
        phone_number_type: MESSAGES.selectPhoneType,
      });
    });

    it.each(['private', 'business', 'mobile'])('stores %s', (type) => {
      expect(v.parse(phoneSchema(context(ACIC, 'AU')), { ...valid, phone_number_type: type }).phone_number_type).toBe(type);
    });
  });
});

describe('phoneNumberIssue', () => {
  it('judges a +1 number by the North American plan whichever country shares the code', () => {
    expect(phoneNumberIssue('1', '555 0100', isValidPhoneNumber)).toBe(MESSAGES.invalidUsPhone);
    expect(phoneNumberIssue('+1', '613 555 0123', isValidPhoneNumber)).toBeNull();
  });

  it('judges any other number by the ranges of the countries with its code', () => {
    expect(phoneNumberIssue('44', '12345', isValidPhoneNumber)).toBe(MESSAGES.invalidPhoneForCountry);
    // +44 is shared: a Jersey number is a number of one of its countries.
    expect(phoneNumberIssue('+44', '01534 123456', isValidPhoneNumber)).toBeNull();
  });

  it('judges only the characters before a code is picked', () => {
    expect(phoneNumberIssue('', '12345', isValidPhoneNumber)).toBeNull();
    expect(phoneNumberIssue('', '12 ab', isValidPhoneNumber)).toBe(MESSAGES.invalidPhone);
  });
});

describe('phoneDefaults', () => {
  const details = (phone: Partial<CandidateDetails>) =>
    ({ phone_code: null, phone_number: null, phone_number_type: null, ...phone }) as CandidateDetails;

  it('starts a fresh form on the calling code of the request’s country', () => {
    const response = buildResponse({ country: 'US', checks: DRUG_SCREENING });
    response.reference_request.country = 2;
    expect(phoneDefaults(response, COUNTRIES)).toEqual({ phone_code: '1', phone_number: '', phone_number_type: null });
  });

  it('starts without a code when the request’s country has none', () => {
    const response = buildResponse({ country: 'AQ', checks: DRUG_SCREENING });
    response.reference_request.country = 5;
    expect(phoneDefaults(response, COUNTRIES).phone_code).toBe('');
  });

  it('gives back what was saved', () => {
    const response = buildResponse({ country: 'AU', checks: ACIC });
    response.reference_request.country = 4;
    response.candidate_details = [details({ phone_code: '44', phone_number: '7700900123', phone_number_type: 'business' })];
    expect(phoneDefaults(response, COUNTRIES)).toEqual({ phone_code: '44', phone_number: '7700900123', phone_number_type: 'business' });
  });

  it('uses the request’s country when other details were saved but no phone yet', () => {
    const response = buildResponse({ country: 'AU', checks: ACIC });
    response.reference_request.country = 4;
    response.candidate_details = [details({})];
    expect(phoneDefaults(response, COUNTRIES).phone_code).toBe('61');
  });
});
