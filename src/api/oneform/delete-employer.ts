/**
 * DELETE /oneform/{guid}/{responseGuid}/employers/employers/{id}/ (spec 001 §7): removes one of the candidate's
 * employer lines. The answer is the whole reference response, which replaces the cached one; a refusal (409 once
 * the request is locked) comes back as the result's error, anything else (404 for a line that is not theirs) is thrown.
 */
import { type QueryClient, mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { useReferenceResponse } from '../candidate-data';
import { type ApiResult, apiRequest, segment } from '../http';
import { referenceResponseQueryOptions } from './get-reference-response';

function deleteEmployer(guid: string, responseGuid: string, id: number): Promise<ApiResult<ReferenceResponse>> {
  return apiRequest<ReferenceResponse>(
    `/oneform/${segment(guid)}/${segment(responseGuid)}/employers/employers/${segment(id)}/`,
    { method: 'DELETE' },
  );
}

export function deleteEmployerMutationOptions(queryClient: QueryClient, guid: string, responseGuid: string) {
  return mutationOptions({
    mutationKey: ['oneform', guid, 'employers', 'delete'] as const,
    mutationFn: (id: number) => deleteEmployer(guid, responseGuid, id),
    onSuccess: (result) => {
      if (result.ok) queryClient.setQueryData(referenceResponseQueryOptions(guid).queryKey, result.data);
    },
  });
}

/** The removal of one employer line of the loaded response, by its id. */
export function useDeleteEmployer() {
  const response = useReferenceResponse();
  const queryClient = useQueryClient();
  return useMutation(deleteEmployerMutationOptions(queryClient, response.reference_request.guid, response.guid)).mutateAsync;
}
