/**
 * GET /nationality/: the nationality list of the birth step (spec 000 §7). Reference data, fetched once per
 * visit.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Nationality } from '../../../domain/reference-response';
import { fetchJson } from '../http';

export async function fetchNationalities(signal?: AbortSignal): Promise<Nationality[]> {
  return fetchJson('/nationality/', signal);
}

export function nationalitiesQueryOptions() {
  return queryOptions({
    queryKey: ['nationalities'] as const,
    queryFn: ({ signal }) => fetchNationalities(signal),
    staleTime: Infinity,
  });
}
