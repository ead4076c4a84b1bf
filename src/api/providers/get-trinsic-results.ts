/** GET /providers/trinsic/get_trinsic_results/{responseGuid}/: whether the digital-ID check succeeded (spec 000 §7). */
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, segment, unwrap } from '../http';

export interface TrinsicResults {
  success: boolean;
}

async function fetchTrinsicResults(responseGuid: string, signal?: AbortSignal): Promise<TrinsicResults> {
  return unwrap(
    await apiRequest<TrinsicResults>(`/providers/trinsic/get_trinsic_results/${segment(responseGuid)}/`, signal ? { signal } : {}),
  );
}

export function trinsicResultsQueryOptions(responseGuid: string) {
  return queryOptions({
    queryKey: ['providers', 'trinsic-results', responseGuid] as const,
    queryFn: ({ signal }) => fetchTrinsicResults(responseGuid, signal),
    staleTime: 0,
  });
}
