/**
 * GET /oneform/{guid}/: the candidate's reference response with its request (spec 000 §7). A 404 is
 * "treated as an empty response": the query resolves to null and the screens decide what that means.
 * Any other failure is thrown as an ApiError for the error page.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { ApiError, apiRequest, segment, unwrap } from '../http';

export async function fetchReferenceResponse(guid: string, signal?: AbortSignal): Promise<ReferenceResponse | null> {
  try {
    return unwrap(await apiRequest<ReferenceResponse>(`/oneform/${segment(guid)}/`, signal ? { signal } : {}));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function referenceResponseQueryOptions(guid: string) {
  return queryOptions({
    queryKey: ['oneform', guid] as const,
    queryFn: ({ signal }) => fetchReferenceResponse(guid, signal),
  });
}
