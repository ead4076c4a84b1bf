/**
 * The sandbox's address set, shipped with the project as data (./sandbox-addresses/<country>.json, one file per
 * country, each opening with `about`: the country's postal order and formats): public buildings and real streets
 * with plausible numbers, in each country's own order and postcode format, lines written as the commercial services
 * return them (commas, apostrophes, full stops, hyphens, accents). No person is named anywhere. An address's id is
 * its country and its place in the country's list ("GB|0001" is the first), so a list only ever grows at its end.
 */
import type { AddressLookupCountry, AddressSuggestion, LookedUpAddress } from '../../../domain/address-lookup';
import au from './sandbox-addresses/au.json';
import br from './sandbox-addresses/br.json';
import ca from './sandbox-addresses/ca.json';
import es from './sandbox-addresses/es.json';
import fr from './sandbox-addresses/fr.json';
import gb from './sandbox-addresses/gb.json';
import ie from './sandbox-addresses/ie.json';
import nz from './sandbox-addresses/nz.json';
import us from './sandbox-addresses/us.json';

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

const REQUIRED_FIELDS = ['line1', 'city', 'postcode'] as const;
const OPTIONAL_FIELDS = ['line2', 'state'] as const;
const KNOWN_FIELDS: readonly string[] = [...REQUIRED_FIELDS, ...OPTIONAL_FIELDS];

/**
 * A country's file checked once, when the module loads: a typo in the data (a missing postcode, a misspelt field)
 * stops the server at start rather than answering a half address to a candidate.
 */
function checkedAddresses(
  country: AddressLookupCountry,
  file: { addresses: readonly object[] },
): readonly SandboxAddress[] {
  return file.addresses.map((entry, index) => {
    const fields = entry as Record<string, unknown>;
    const where = `sandbox address ${country} #${index + 1}`;
    for (const name of Object.keys(fields)) {
      if (!KNOWN_FIELDS.includes(name)) throw new Error(`${where} has an unknown field "${name}".`);
    }
    for (const name of REQUIRED_FIELDS) {
      if (typeof fields[name] !== 'string' || fields[name] === '') throw new Error(`${where} needs a ${name}.`);
    }
    for (const name of OPTIONAL_FIELDS) {
      if (name in fields && (typeof fields[name] !== 'string' || fields[name] === '')) {
        throw new Error(`${where} has an empty or non-text ${name}.`);
      }
    }
    return Object.freeze(fields as unknown as SandboxAddress);
  });
}

export const SANDBOX_ADDRESSES: Record<AddressLookupCountry, readonly SandboxAddress[]> = {
  GB: checkedAddresses('GB', gb),
  US: checkedAddresses('US', us),
  AU: checkedAddresses('AU', au),
  NZ: checkedAddresses('NZ', nz),
  IE: checkedAddresses('IE', ie),
  CA: checkedAddresses('CA', ca),
  FR: checkedAddresses('FR', fr),
  ES: checkedAddresses('ES', es),
  BR: checkedAddresses('BR', br),
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

export function sandboxSuggestion(
  country: AddressLookupCountry,
  index: number,
  address: SandboxAddress,
): AddressSuggestion {
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
