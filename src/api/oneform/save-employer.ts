/**
 * The employers section's calls (spec 001 §7, docs/api.md "Employment history saves"): POST
 * /oneform/{guid}/{responseGuid}/employers/employers/ saves one employer line (with its `id`, that line), DELETE
 * .../employers/employers/{id}/ removes one. Each answers the whole reference response, which replaces the cached one
 * before the mutation resolves, so the entry tabs and the hub already show the change. Refusals (400, 409) come back
 * as the result's error; anything else is thrown.
 */
import { type QueryClient, mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { useReferenceResponse } from '../candidate-data';
import { type ApiResult, apiRequest, segment } from '../http';
import { referenceResponseQueryOptions } from './get-reference-response';

const employersPath = (guid: string, responseGuid: string) =>
  `/oneform/${segment(guid)}/${segment(responseGuid)}/employers/employers/`;

function saveEmployer(guid: string, responseGuid: string, body: unknown): Promise<ApiResult<ReferenceResponse>> {
  return apiRequest<ReferenceResponse>(employersPath(guid, responseGuid), { method: 'POST', body });
}

export function saveEmployerMutationOptions(queryClient: QueryClient, guid: string, responseGuid: string) {
  return mutationOptions({
    mutationKey: ['oneform', guid, 'employers', 'save'] as const,
    mutationFn: (body: unknown) => saveEmployer(guid, responseGuid, body),
    onSuccess: (result) => {
      if (result.ok) queryClient.setQueryData(referenceResponseQueryOptions(guid).queryKey, result.data);
    },
  });
}

/** The save of one employer line of the loaded response, as a promise of its result. */
export function useSaveEmployer() {
  const response = useReferenceResponse();
  const queryClient = useQueryClient();
  return useMutation(saveEmployerMutationOptions(queryClient, response.reference_request.guid, response.guid)).mutateAsync;
}
