/**
 * The sandbox address service (the default adapter): it searches the address set shipped with the project
 * (./sandbox-data.ts) the way the commercial services search theirs, so the address step behaves from the
 * candidate's side as it would live.
 *
 * Search: every word of the query must begin a word of the address (its lines, town, region or postcode), with
 * case, accents and punctuation ignored ("st marys" finds "St. Mary's Road", "sao paulo" finds "São Paulo", and a
 * postcode matches with or without its space). Whole-word matches rank above beginnings, words of the street lines
 * above the rest; ties keep the data's order.
 *
 * The sandbox has no groups: a commercial service asked with no_groupings false may answer a street or a building
 * as one result to open with a second find; the sandbox answers addresses either way.
 *
 * Failures on purpose, for tests and demos: a query containing "lookup error" fails the find; a query containing
 * "unretrievable" answers one suggestion whose retrieve fails.
 */
import {
  ADDRESS_LOOKUP_COUNTRIES,
  type AddressLookupCountry,
  type AddressSuggestion,
} from '../../../domain/address-lookup';
import { AddressLookupUnavailableError, AddressNotFoundError, type AddressFind, type AddressLookupProvider } from './provider';
import {
  SANDBOX_ADDRESSES,
  sandboxAddressById,
  sandboxLookedUp,
  sandboxSuggestion,
  type SandboxAddress,
} from './sandbox-data';

const SANDBOX_LOOKUP_ERROR = 'lookup error';
const SANDBOX_UNRETRIEVABLE = 'unretrievable';
const UNRETRIEVABLE_ID = 'unretrievable';

/** Lower case, accents and apostrophes dropped, every other mark a space: the words a search compares. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

interface IndexedAddress {
  index: number;
  address: SandboxAddress;
  /** Words of the street lines. */
  street: string[];
  /** Words of the town, region and postcode, and the postcode without its space. */
  place: string[];
}

function indexAddress(address: SandboxAddress, index: number): IndexedAddress {
  const street = searchWords(`${address.line1} ${address.line2 ?? ''}`);
  const postcode = searchWords(address.postcode);
  const place = [...searchWords(`${address.city} ${address.state ?? ''}`), ...postcode];
  if (postcode.length > 1) place.push(postcode.join(''));
  return { index, address, street, place };
}

const INDEX: Record<AddressLookupCountry, IndexedAddress[]> = Object.fromEntries(
  ADDRESS_LOOKUP_COUNTRIES.map((country) => [country, SANDBOX_ADDRESSES[country].map(indexAddress)]),
) as Record<AddressLookupCountry, IndexedAddress[]>;

const EXACT = 3;
const BEGINNING = 2;
const STREET_BONUS = 1;

/** How well one query word matches a list of address words: 0 when it begins none. */
function wordScore(word: string, words: readonly string[]): number {
  let best = 0;
  for (const candidate of words) {
    if (candidate === word) return EXACT;
    if (candidate.startsWith(word)) best = BEGINNING;
  }
  return best;
}

/** The address's score for the query's words, or 0 when a word matches nothing. */
function matchScore(entry: IndexedAddress, words: readonly string[]): number {
  let total = 0;
  for (const word of words) {
    const inStreet = wordScore(word, entry.street);
    const score = inStreet > 0 ? inStreet + STREET_BONUS : wordScore(word, entry.place);
    if (score === 0) return 0;
    total += score;
  }
  return total;
}

/** The best matches for the query in the country's set, at most `limit`, best first. */
export function searchSandbox(country: AddressLookupCountry, query: string, limit: number): AddressSuggestion[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  return INDEX[country]
    .map((entry) => ({ entry, score: matchScore(entry, words) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.entry.index - b.entry.index)
    .slice(0, limit)
    .map(({ entry }) => sandboxSuggestion(country, entry.index, entry.address));
}

export function sandboxAddressLookup(): AddressLookupProvider {
  return {
    name: 'sandbox',
    async countries() {
      return [...ADDRESS_LOOKUP_COUNTRIES];
    },
    async find({ query, country, limit }: AddressFind) {
      const asked = query.toLowerCase();
      if (asked.includes(SANDBOX_LOOKUP_ERROR)) {
        throw new AddressLookupUnavailableError('The sandbox was asked to fail this find.');
      }
      if (asked.includes(SANDBOX_UNRETRIEVABLE)) {
        return [
          {
            id: `${country}|${UNRETRIEVABLE_ID}`,
            text: '1 Sandbox Street',
            description: 'An address whose details cannot be retrieved',
          },
        ];
      }
      return searchSandbox(country, query, limit);
    },
    async retrieve(country, id) {
      if (id === `${country}|${UNRETRIEVABLE_ID}`) {
        throw new AddressLookupUnavailableError('The sandbox was asked to fail this retrieve.');
      }
      const address = sandboxAddressById(country, id);
      if (!address) throw new AddressNotFoundError(`The sandbox has no address ${id} in ${country}.`);
      return sandboxLookedUp(country, address);
    },
  };
}
