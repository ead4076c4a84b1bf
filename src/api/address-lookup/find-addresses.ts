/**
 * POST /address-lookup/find/ {query, country, no_groupings}: suggestions for what the candidate typed (spec 000 §7).
 * One query per country and text, so an answer that arrives after the candidate typed on belongs to a key nobody
 * reads any more: stale answers are never shown. A failure is not retried: the form says so at once and the
 * candidate types the address in themselves.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  ADDRESS_QUERY_MIN_LENGTH,
  type AddressFindAnswer,
  type AddressFindRequest,
  type AddressLookupCountry,
  type AddressSuggestion,
} from '../../../domain/address-lookup';
import { apiRequest, unwrap } from '../http';

export async function findAddresses(
  country: AddressLookupCountry,
  query: string,
  signal?: AbortSignal,
): Promise<AddressSuggestion[]> {
  const body: AddressFindRequest = { query, country, no_groupings: true };
  const options = { method: 'POST' as const, body, ...(signal ? { signal } : {}) };
  return unwrap(await apiRequest<AddressFindAnswer>('/address-lookup/find/', options)).results;
}

/** Whether a text is long enough to search for (spec 000 §5: 3 characters or more). */
export const isSearchable = (query: string) => query.trim().length >= ADDRESS_QUERY_MIN_LENGTH;

export function findAddressesQueryOptions(country: AddressLookupCountry | null, query: string) {
  const text = query.trim();
  return queryOptions({
    queryKey: ['address-lookup', 'find', country, text] as const,
    queryFn: ({ signal }) => findAddresses(country as AddressLookupCountry, text, signal),
    enabled: country !== null && isSearchable(text),
    retry: false,
    // The same text in the same country finds the same addresses while the candidate is on the page.
    staleTime: 5 * 60_000,
  });
}
