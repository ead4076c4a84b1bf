/**
 * GET /providers/hooyu/{guid}/: the first identity provider's verification status and the credit search's
 * status (spec 000 §7). {guid} is the request's guid.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, segment, unwrap } from '../http';

export interface HooyuStatus {
  status: string | null;
  credit_status: string | null;
}

async function fetchHooyuStatus(guid: string, signal?: AbortSignal): Promise<HooyuStatus> {
  return unwrap(await apiRequest<HooyuStatus>(`/providers/hooyu/${segment(guid)}/`, signal ? { signal } : {}));
}

export function hooyuStatusQueryOptions(guid: string) {
  return queryOptions({
    queryKey: ['providers', 'hooyu', guid] as const,
    queryFn: ({ signal }) => fetchHooyuStatus(guid, signal),
    staleTime: 0,
  });
}
