/**
 * GET /reference-requests/{guid}/?is_candidate=true: the request as the candidate sees it (spec 000 §7, spec 001
 * §7). The consent screens read its id before creating an e-signing document. A request's id never changes, so
 * one read serves the whole visit.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ReferenceRequest } from '../../../domain/reference-response';
import { apiRequest, segment, unwrap } from '../http';

export async function fetchReferenceRequest(guid: string, signal?: AbortSignal): Promise<ReferenceRequest> {
  return unwrap(
    await apiRequest<ReferenceRequest>(`/reference-requests/${segment(guid)}/`, {
      query: { is_candidate: true },
      ...(signal ? { signal } : {}),
    }),
  );
}

export function referenceRequestQueryOptions(guid: string) {
  return queryOptions({
    queryKey: ['reference-requests', guid] as const,
    queryFn: ({ signal }) => fetchReferenceRequest(guid, signal),
    staleTime: Infinity,
  });
}
