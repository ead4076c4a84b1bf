/**
 * The sandbox's address set, shipped with the project (./sandbox-addresses/, one file per country): public
 * buildings and real streets with plausible numbers, in each country's own order and postcode format, lines
 * written as the commercial services return them (commas, apostrophes, full stops, hyphens, accents). No person is
 * named anywhere. An address's id is its country and its place in the country's list ("GB|0001" is the first), so
 * a list only ever grows at its end.
 */
import type { AddressLookupCountry, AddressSuggestion, LookedUpAddress } from '../../../domain/address-lookup';
import { AU_ADDRESSES } from './sandbox-addresses/au';
import { BR_ADDRESSES } from './sandbox-addresses/br';
import { CA_ADDRESSES } from './sandbox-addresses/ca';
import { ES_ADDRESSES } from './sandbox-addresses/es';
import { FR_ADDRESSES } from './sandbox-addresses/fr';
import { GB_ADDRESSES } from './sandbox-addresses/gb';
import { IE_ADDRESSES } from './sandbox-addresses/ie';
import { NZ_ADDRESSES } from './sandbox-addresses/nz';
import { US_ADDRESSES } from './sandbox-addresses/us';

export interface SandboxAddress {
  /** The first street line: building, unit, number and street. */
  line1: string;
  /** The second line: a street after a building's name, a suburb or neighbourhood, a floor. */
  line2?: string;
  city: string;
  /** US, AU and CA: the postal abbreviation; elsewhere the region's name; absent where addresses have none. */
  state?: string;
  postcode: string;
}

export const SANDBOX_ADDRESSES: Record<AddressLookupCountry, readonly SandboxAddress[]> = {
  GB: GB_ADDRESSES,
  US: US_ADDRESSES,
  AU: AU_ADDRESSES,
  NZ: NZ_ADDRESSES,
  IE: IE_ADDRESSES,
  CA: CA_ADDRESSES,
  FR: FR_ADDRESSES,
  ES: ES_ADDRESSES,
  BR: BR_ADDRESSES,
};

const ID_DIGITS = 4;

const sandboxAddressId = (country: AddressLookupCountry, index: number) =>
  `${country}|${String(index + 1).padStart(ID_DIGITS, '0')}`;

/** The address an id names, or undefined: "GB|0001" is GB's first. */
export function sandboxAddressById(country: AddressLookupCountry, id: string): SandboxAddress | undefined {
  const match = /^([A-Z]{2})\|(\d{4})$/.exec(id);
  if (!match || match[1] !== country) return undefined;
  return SANDBOX_ADDRESSES[country][Number(match[2]) - 1];
}

const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');

/** The locality line as each country's post writes it (town, region, postcode in the local order). */
const LOCALITY: Record<AddressLookupCountry, (address: SandboxAddress) => string> = {
  GB: (a) => joined(a.city, a.postcode),
  US: (a) => `${a.city}, ${joined(a.state, a.postcode)}`,
  AU: (a) => joined(a.city, a.state, a.postcode),
  NZ: (a) => joined(a.city, a.postcode),
  IE: (a) => `${a.city}, ${joined(a.state, a.postcode)}`,
  CA: (a) => joined(a.city, a.state, a.postcode),
  FR: (a) => joined(a.postcode, a.city),
  ES: (a) => (a.state && a.state !== a.city ? `${joined(a.postcode, a.city)}, ${a.state}` : joined(a.postcode, a.city)),
  BR: (a) => `${a.city}, ${joined(a.state, a.postcode)}`,
};

export function sandboxSuggestion(country: AddressLookupCountry, index: number, address: SandboxAddress): AddressSuggestion {
  return {
    id: sandboxAddressId(country, index),
    text: [address.line1, address.line2].filter(Boolean).join(', '),
    description: LOCALITY[country](address),
  };
}

export function sandboxLookedUp(country: AddressLookupCountry, address: SandboxAddress): LookedUpAddress {
  return {
    street_address: address.line1,
    street_address_cont: address.line2 ?? null,
    city: address.city,
    state: address.state ?? null,
    postal_code: address.postcode,
    country,
  };
}
