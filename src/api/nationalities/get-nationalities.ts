/**
 * GET /nationality/: the nationality list of the birth step (spec 000 §7). Reference data, fetched once per
 * visit.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Nationality } from '../../../domain/reference-response';
import { apiRequest, unwrap } from '../http';

export async function fetchNationalities(signal?: AbortSignal): Promise<Nationality[]> {
  return unwrap(await apiRequest<Nationality[]>('/nationality/', signal ? { signal } : {}));
}

export function nationalitiesQueryOptions() {
  return queryOptions({
    queryKey: ['nationalities'] as const,
    queryFn: ({ signal }) => fetchNationalities(signal),
    staleTime: Infinity,
  });
}
