import { describe, expect, it } from 'vitest';
import type { Country } from '../../../domain/reference-response';
import { phoneCodeCountryId } from './phone-code-country';

const country = (id: number, short_name: string, countryPhoneCode: string): Country => ({
  id,
  guid: `g${id}`,
  name: short_name,
  short_name,
  countryPhoneCode,
});

const COUNTRIES = [
  country(1, 'AG', '1'),
  country(2, 'CA', '1'),
  country(3, 'US', '1'),
  country(4, 'GB', '44'),
  country(5, 'JE', '44'),
  country(6, 'FR', '33'),
  country(7, 'AQ', ''),
  country(8, 'XX', '999'),
];

describe('phoneCodeCountryId', () => {
  it.each<[string, string | null, number | null, number | null, number | null]>([
    ['the picked country', '1', 2, 4, 2],
    ['the request’s country when it has the code', '1', null, 3, 3],
    ['the code’s main country otherwise', '1', null, 4, 3],
    ['the main country of +44 on a Jersey-less request', '44', null, 6, 4],
    ['Jersey for a Jersey request', '44', null, 5, 5],
    ['a picked country that no longer has the code is ignored', '33', 2, null, 6],
    ['the first country of a code without a main one', '999', null, null, 8],
    ['a code written with its plus', '+33', null, null, 6],
    ['no country for an unknown code', '123', null, 1, null],
    ['no country without a code', '', 3, 3, null],
    ['no country for a null code', null, null, 3, null],
  ])('%s', (_, code, picked, preferred, expected) => {
    expect(phoneCodeCountryId(COUNTRIES, code, { picked, preferred })).toBe(expected);
  });
});
