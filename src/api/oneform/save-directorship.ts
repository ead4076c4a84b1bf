/**
 * The directorships section's call (spec 001 §7, docs/api.md "Directorship saves"): POST
 * /oneform/{guid}/{responseGuid}/directors/directors/ saves one directorship line (with its `id`, that line). It
 * answers the whole reference response, which replaces the cached one before the mutation resolves, so the entry
 * tabs and the hub already show the change. Refusals (400, 409) come back as the result's error; anything else is
 * thrown.
 */
import { type QueryClient, mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { useReferenceResponse } from '../candidate-data';
import { type ApiResult, apiRequest, segment } from '../http';
import { referenceResponseQueryOptions } from './get-reference-response';

const directorsPath = (guid: string, responseGuid: string) =>
  `/oneform/${segment(guid)}/${segment(responseGuid)}/directors/directors/`;

function saveDirectorship(guid: string, responseGuid: string, body: unknown): Promise<ApiResult<ReferenceResponse>> {
  return apiRequest<ReferenceResponse>(directorsPath(guid, responseGuid), { method: 'POST', body });
}

export function saveDirectorshipMutationOptions(queryClient: QueryClient, guid: string, responseGuid: string) {
  return mutationOptions({
    mutationKey: ['oneform', guid, 'directorships', 'save'] as const,
    mutationFn: (body: unknown) => saveDirectorship(guid, responseGuid, body),
    onSuccess: (result) => {
      if (result.ok) queryClient.setQueryData(referenceResponseQueryOptions(guid).queryKey, result.data);
    },
  });
}

/** The save of one directorship line of the loaded response, as a promise of its result. */
export function useSaveDirectorship() {
  const response = useReferenceResponse();
  const queryClient = useQueryClient();
  return useMutation(saveDirectorshipMutationOptions(queryClient, response.reference_request.guid, response.guid)).mutateAsync;
}
