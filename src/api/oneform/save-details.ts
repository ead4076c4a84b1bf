/**
 * POST /oneform/{guid}/{responseGuid}/details/{step}/ (spec 000 §7): one call per details step. The answer is the
 * whole reference response as saved (docs/api.md), which replaces the cached one before the mutation resolves, so
 * the next step's guard already sees this step complete. A refusal (400 with field errors, 409 once the request is
 * locked) comes back as the result's error for the form to show; anything else is thrown to the error page.
 */
import { type QueryClient, mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferenceResponse } from '../../../domain/reference-response';
import type { DetailsStep } from '../../../domain/sections';
import { useReferenceResponse } from '../candidate-data';
import { type ApiResult, apiRequest, segment } from '../http';
import { referenceResponseQueryOptions } from './get-reference-response';

/** The details steps whose form posts to its own path; previous names and social media post to the name's. */
export type DetailsSavePath = Exclude<DetailsStep, 'previous_name' | 'social_media'>;

function saveDetails(
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

function saveDetailsMutationOptions(queryClient: QueryClient, guid: string, responseGuid: string, path: DetailsSavePath) {
  return mutationOptions({
    mutationKey: ['oneform', guid, 'details', path] as const,
    mutationFn: (body: unknown) => saveDetails(guid, responseGuid, path, body),
    onSuccess: (result) => {
      if (result.ok) queryClient.setQueryData(referenceResponseQueryOptions(guid).queryKey, result.data);
    },
  });
}

/** The save of a details step for the loaded response, as a promise of its result. */
export function useSaveDetails(path: DetailsSavePath) {
  const response = useReferenceResponse();
  const queryClient = useQueryClient();
  const guid = response.reference_request.guid;
  return useMutation(saveDetailsMutationOptions(queryClient, guid, response.guid, path)).mutateAsync;
}

/**
 * The address history's save. Its body is the list itself, so the API names record i's fields `i.field`; the form
 * holds the records under `addresses`, where those errors belong.
 */
export function useSaveAddressHistory() {
  const save = useSaveDetails('address');
  return async (records: unknown): Promise<ApiResult<ReferenceResponse>> => {
    const result = await save(records);
    if (result.ok) return result;
    const entries = Object.entries(result.error).map(([key, messages]) => [/^\d+(\.|$)/.test(key) ? `addresses.${key}` : key, messages]);
    return { ...result, error: Object.fromEntries(entries) };
  };
}
