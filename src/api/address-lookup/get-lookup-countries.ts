/**
 * GET /address-lookup/countries/: the countries the address search covers (spec 000 §7 "Address lookup … GET
 * countries"; the path is ours, docs/api.md). The address step offers the search only for a record in one of them;
 * a failure leaves every record to manual entry, so the query answers an empty list rather than failing the page.
 */
import { queryOptions } from '@tanstack/react-query';
import type { AddressCountriesAnswer, AddressLookupCountry } from '../../../domain/address-lookup';
import { apiRequest, unwrap } from '../http';

export async function fetchAddressLookupCountries(signal?: AbortSignal): Promise<AddressLookupCountry[]> {
  const answer = unwrap(await apiRequest<AddressCountriesAnswer>('/address-lookup/countries/', signal ? { signal } : {}));
  return answer.countries;
}

export function addressLookupCountriesQueryOptions() {
  return queryOptions({
    queryKey: ['address-lookup', 'countries'] as const,
    queryFn: ({ signal }): Promise<AddressLookupCountry[]> => fetchAddressLookupCountries(signal).catch(() => []),
    staleTime: Infinity,
  });
}
