/**
 * Which country the phone-code picker shows for a calling code. Several countries share a code (+1: the United
 * States, Canada and the Caribbean; +44: the United Kingdom and the Crown Dependencies), and only the code is
 * saved, so the flag is chosen: the country the candidate just picked, else the request's country, else the
 * code's main country (the first region libphonenumber lists for it), else the first with that code.
 */
import { normalisePhoneCode } from '../../../domain/details/phone.schema';
import type { Country } from '../../../domain/reference-response';

export const MAIN_COUNTRY_OF_CODE: Readonly<Record<string, string>> = {
  '1': 'US',
  '7': 'RU',
  '39': 'IT',
  '44': 'GB',
  '47': 'NO',
  '61': 'AU',
  '212': 'MA',
  '262': 'RE',
  '290': 'SH',
  '358': 'FI',
  '590': 'GP',
  '599': 'CW',
};

export interface PhoneCodeCountryChoice {
  /** The country the candidate picked in this visit, if any. */
  picked: number | null;
  /** The request's country. */
  preferred: number | null;
}

export function phoneCodeCountryId(
  countries: readonly Country[],
  phoneCode: string | null | undefined,
  { picked, preferred }: PhoneCodeCountryChoice,
): number | null {
  const code = normalisePhoneCode(phoneCode ?? '');
  if (code === '') return null;
  const sharing = countries.filter((country) => normalisePhoneCode(country.countryPhoneCode) === code);
  const pick = (id: number | null) => sharing.find((country) => country.id === id);
  const main = sharing.find((country) => country.short_name === MAIN_COUNTRY_OF_CODE[code]);
  return (pick(picked) ?? pick(preferred) ?? main ?? sharing[0])?.id ?? null;
}
