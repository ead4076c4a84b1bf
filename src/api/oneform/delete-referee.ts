/**
 * DELETE /oneform/{guid}/{responseGuid}/reference/reference/{id}/ (spec 001 §7): removes one of the candidate's
 * referees. The answer is the whole reference response, which replaces the cached one; a refusal (409 once the
 * request is locked) comes back as the result's error, anything else (404 for a referee that is not theirs) is thrown.
 */
import { type QueryClient, mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { useReferenceResponse } from '../candidate-data';
import { type ApiResult, apiRequest, segment } from '../http';
import { referenceResponseQueryOptions } from './get-reference-response';
import { refereesPath } from './save-referee';

function deleteReferee(guid: string, responseGuid: string, id: number): Promise<ApiResult<ReferenceResponse>> {
  return apiRequest<ReferenceResponse>(`${refereesPath(guid, responseGuid)}${segment(id)}/`, { method: 'DELETE' });
}

export function deleteRefereeMutationOptions(queryClient: QueryClient, guid: string, responseGuid: string) {
  return mutationOptions({
    mutationKey: ['oneform', guid, 'referees', 'delete'] as const,
    mutationFn: (id: number) => deleteReferee(guid, responseGuid, id),
    onSuccess: (result) => {
      if (result.ok) queryClient.setQueryData(referenceResponseQueryOptions(guid).queryKey, result.data);
    },
  });
}

/** The removal of one referee of the loaded response, by its id. */
export function useDeleteReferee() {
  const response = useReferenceResponse();
  const queryClient = useQueryClient();
  return useMutation(deleteRefereeMutationOptions(queryClient, response.reference_request.guid, response.guid)).mutateAsync;
}
