/**
 * POST /oneform/{guid}/{responseGuid}/details/{step}/ (spec 000 §7): one call per details step. The answer is the
 * whole reference response as saved (docs/api.md), which replaces the cached one before the mutation resolves, so
 * the next step's guard already sees this step complete. A refusal (400 with field errors, 409 once the request is
 * locked) comes back as the result's error for the form to show; anything else is thrown to the error page.
 */
import { type QueryClient, mutationOptions } from '@tanstack/react-query';
import type { ReferenceResponse } from '../../../domain/reference-response';
import type { DetailsStep } from '../../../domain/sections';
import { type ApiResult, apiRequest, segment } from '../http';
import { referenceResponseQueryOptions } from './get-reference-response';

/** The details steps whose form posts to its own path; previous names and social media post to the name's. */
export type DetailsSavePath = Exclude<DetailsStep, 'previous_name' | 'social_media'>;

export function saveDetails(
  guid: string,
  responseGuid: string,
  path: DetailsSavePath,
  body: unknown,
): Promise<ApiResult<ReferenceResponse>> {
  return apiRequest<ReferenceResponse>(`/oneform/${segment(guid)}/${segment(responseGuid)}/details/${path}/`, {
    method: 'POST',
    body,
  });
}

export function saveDetailsMutationOptions(queryClient: QueryClient, guid: string, responseGuid: string, path: DetailsSavePath) {
  return mutationOptions({
    mutationKey: ['oneform', guid, 'details', path] as const,
    mutationFn: (body: unknown) => saveDetails(guid, responseGuid, path, body),
    onSuccess: (result) => {
      if (result.ok) queryClient.setQueryData(referenceResponseQueryOptions(guid).queryKey, result.data);
    },
  });
}
