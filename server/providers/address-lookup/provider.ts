/**
 * The address lookup service's contract (ARCHITECTURE.md "External providers are adapters behind one interface
 * each"), with the find / retrieve shape the common commercial address services share (spec 000 §7): the countries
 * served, a find that answers suggestions for typed text, and a retrieve that answers one suggestion's address.
 *
 * Two adapters: the sandbox (./sandbox.ts, the default), which searches an address set shipped with the project,
 * and the remote adapter (./remote.ts), which speaks HTTP to a real keyed service configured by environment
 * variables (./config.ts). docs/providers/address-lookup.md describes both.
 */
import type { AddressLookupCountry, AddressSuggestion, LookedUpAddress } from '../../../domain/address-lookup';

export type AddressLookupProviderName = 'sandbox' | 'remote';

export interface AddressFind {
  /** Trimmed, 3 to 200 characters. */
  query: string;
  country: AddressLookupCountry;
  /** Whether the service must answer addresses only, never groups of them (a street, a building). */
  noGroupings: boolean;
  /** How many suggestions at most. */
  limit: number;
}

export interface AddressLookupProvider {
  readonly name: AddressLookupProviderName;
  /** The countries the service searches, ISO 3166-1 alpha-2. */
  countries(): Promise<string[]>;
  /** Suggestions for the typed text, best first. */
  find(request: AddressFind): Promise<AddressSuggestion[]>;
  /** The address a suggestion's id names; AddressNotFoundError when it names none. */
  retrieve(country: AddressLookupCountry, id: string): Promise<LookedUpAddress>;
}

/** The service could not be reached, refused the call or answered nonsense: the API answers 502. */
export class AddressLookupUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AddressLookupUnavailableError';
  }
}

/** The id names no address of that country: the API answers 404. */
export class AddressNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AddressNotFoundError';
  }
}
