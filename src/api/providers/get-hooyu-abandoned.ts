/** GET /providers/hooyu/is_abandoned/{guid}: whether the candidate abandoned the first provider's check (spec 000 §7). */
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, segment, unwrap } from '../http';

export interface HooyuAbandoned {
  abandoned: boolean;
}

async function fetchHooyuAbandoned(guid: string, signal?: AbortSignal): Promise<HooyuAbandoned> {
  return unwrap(await apiRequest<HooyuAbandoned>(`/providers/hooyu/is_abandoned/${segment(guid)}`, signal ? { signal } : {}));
}

export function hooyuAbandonedQueryOptions(guid: string) {
  return queryOptions({
    queryKey: ['providers', 'hooyu-abandoned', guid] as const,
    queryFn: ({ signal }) => fetchHooyuAbandoned(guid, signal),
    staleTime: 0,
  });
}
