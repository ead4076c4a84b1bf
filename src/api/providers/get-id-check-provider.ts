/**
 * GET /providers/validate_id_check_provider/{responseGuid}/: whether the request's identity validation runs
 * through the digital-ID provider (is_trinsic_id_check) or the first provider (spec 000 §7).
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchJson, segment } from '../http';

export interface IdCheckProvider {
  is_trinsic_id_check: boolean;
}

async function fetchIdCheckProvider(responseGuid: string, signal?: AbortSignal): Promise<IdCheckProvider> {
  return fetchJson(`/providers/validate_id_check_provider/${segment(responseGuid)}/`, signal);
}

export function idCheckProviderQueryOptions(responseGuid: string) {
  return queryOptions({
    queryKey: ['providers', 'id-check-provider', responseGuid] as const,
    queryFn: ({ signal }) => fetchIdCheckProvider(responseGuid, signal),
    staleTime: 0,
  });
}
