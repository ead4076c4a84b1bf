/**
 * Address lookup (spec 000 §5 "Address search by typing (3 or more characters) with manual entry as fallback", §7):
 * the shapes of our three calls, which stand between the SPA and the keyed address service so the browser never
 * holds the service's key (docs/api.md "Address lookup").
 *
 *   GET  /api/address-lookup/countries/  → {countries}
 *   POST /api/address-lookup/find/       {query, country, no_groupings?} → {results}, at most 10, best first
 *   POST /api/address-lookup/retrieve/   {country, id} → {address}
 */
import * as v from 'valibot';
import { invalidChoiceMessage } from './choice-message';
import { maxLengthMessage } from './forms/fields';

/** The countries lookup serves, ISO 3166-1 alpha-2, in the order the countries call answers them. */
export const ADDRESS_LOOKUP_COUNTRIES = ['GB', 'US', 'AU', 'NZ', 'IE', 'CA', 'FR', 'ES', 'BR'] as const;
export type AddressLookupCountry = (typeof ADDRESS_LOOKUP_COUNTRIES)[number];

export const isAddressLookupCountry = (code: string): code is AddressLookupCountry =>
  (ADDRESS_LOOKUP_COUNTRIES as readonly string[]).includes(code);

/** A search starts at 3 typed characters (spec 000 §5); the service is never asked about more than 200. */
export const ADDRESS_QUERY_MIN_LENGTH = 3;
const ADDRESS_QUERY_MAX_LENGTH = 200;
export const ADDRESS_LOOKUP_MAX_RESULTS = 10;
/** Ids are the service's own; this bounds what we pass on. */
const ADDRESS_ID_MAX_LENGTH = 200;

// The API's 400 messages, worded as Django REST Framework words them; the SPA never shows them (it asks only
// with a query long enough and a country from the list).
const NOT_A_STRING = 'Not a valid string.';
const NOT_A_BOOLEAN = 'Must be a valid boolean.';
const BLANK = 'This field may not be blank.';
const queryTooShortMessage = (min: number) => `Ensure this field has at least ${min} characters.`;

/** The query as the service gets it: ends trimmed, 3 to 200 characters. */
const addressQuerySchema = v.pipe(
  v.string(NOT_A_STRING),
  v.trim(),
  v.minLength(ADDRESS_QUERY_MIN_LENGTH, queryTooShortMessage(ADDRESS_QUERY_MIN_LENGTH)),
  v.maxLength(ADDRESS_QUERY_MAX_LENGTH, maxLengthMessage(ADDRESS_QUERY_MAX_LENGTH)),
);

const addressLookupCountrySchema = v.picklist(ADDRESS_LOOKUP_COUNTRIES, (issue) => invalidChoiceMessage(issue.input));

export const addressFindSchema = v.object({
  query: addressQuerySchema,
  country: addressLookupCountrySchema,
  /** The commercial services can answer groups (a street, a building) to open with a second find; we ask for none. */
  no_groupings: v.optional(v.boolean(NOT_A_BOOLEAN), true),
});

export const addressRetrieveSchema = v.object({
  country: addressLookupCountrySchema,
  id: v.pipe(
    v.string(NOT_A_STRING),
    v.nonEmpty(BLANK),
    v.maxLength(ADDRESS_ID_MAX_LENGTH, maxLengthMessage(ADDRESS_ID_MAX_LENGTH)),
  ),
});

export type AddressFindRequest = v.InferInput<typeof addressFindSchema>;
export type AddressRetrieveRequest = v.InferInput<typeof addressRetrieveSchema>;

export interface AddressCountriesAnswer {
  countries: AddressLookupCountry[];
}

/** One suggestion: `text` is the street line(s), `description` the town, region and postcode. */
export interface AddressSuggestion {
  id: string;
  text: string;
  description: string;
}

export interface AddressFindAnswer {
  results: AddressSuggestion[];
}

/**
 * A retrieved address in the address record's fields (spec 000 §3). `state` is the postal abbreviation for US
 * (DC included), AU and CA, the region's name or null elsewhere. Lines are as the service gives them and may hold
 * commas, apostrophes, full stops or hyphens, which the address form refuses: the form cleans them when filling.
 */
export interface LookedUpAddress {
  street_address: string;
  street_address_cont: string | null;
  city: string;
  state: string | null;
  postal_code: string;
  country: AddressLookupCountry;
}

export interface AddressRetrieveAnswer {
  address: LookedUpAddress;
}
