/**
 * POST /oneform/{guid}/{responseGuid}/complete/ (spec 000 §7): no body; the answer is the reference response,
 * status 'done' once the server accepts. The server refuses with 409 {detail, missing_sections} while a required
 * section is incomplete (docs/api.md). On success the cached reference response becomes the answer, so the
 * companion pages see the response as done without reading it again.
 */
import { type QueryClient, mutationOptions } from '@tanstack/react-query';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { ApiError, apiRequest, segment, unwrap } from '../http';
import { referenceResponseQueryOptions } from './get-reference-response';

export async function completeReferenceResponse(guid: string, responseGuid: string): Promise<ReferenceResponse> {
  return unwrap(
    await apiRequest<ReferenceResponse>(`/oneform/${segment(guid)}/${segment(responseGuid)}/complete/`, { method: 'POST' }),
  );
}

export function completeMutationOptions(queryClient: QueryClient, guid: string) {
  return mutationOptions({
    mutationKey: ['oneform', guid, 'complete'] as const,
    mutationFn: (responseGuid: string) => completeReferenceResponse(guid, responseGuid),
    onSuccess: (response) => {
      queryClient.setQueryData(referenceResponseQueryOptions(guid).queryKey, response);
    },
  });
}

/** Why the server refused: its detail and the section slugs it found incomplete, each empty when not given. */
export interface CompletionRefusal {
  detail: string | null;
  missingSections: string[];
}

export function completionRefusal(error: unknown): CompletionRefusal {
  const body = error instanceof ApiError ? error.body : null;
  const detail = typeof body?.detail === 'string' && body.detail !== '' ? body.detail : null;
  const missing = body?.missing_sections;
  const missingSections = Array.isArray(missing) ? missing.filter((slug) => typeof slug === 'string') : [];
  return { detail, missingSections };
}
