/**
 * GET /countries/: every country with its calling code (spec 000 §3 "Country"; the path is ours, docs/api.md).
 * Reference data that does not change while a candidate fills the form, so it is fetched once per visit.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Country } from '../../../domain/reference-response';
import { fetchJson } from '../http';

export async function fetchCountries(signal?: AbortSignal): Promise<Country[]> {
  return fetchJson('/countries/', signal);
}

export function countriesQueryOptions() {
  return queryOptions({
    queryKey: ['countries'] as const,
    queryFn: ({ signal }) => fetchCountries(signal),
    staleTime: Infinity,
  });
}
