/**
 * The community confirmation's answer (spec 001 §7 "Name-change save"): PUT
 * /oneform/{guid}/{responseGuid}/acic-documents/name-change/ with `has_different_name_in_acic_documents` alone. The
 * answer is the whole reference response, which replaces the cached one, so the page and the hub read the saved
 * answer. Refusals (400, 409) come back as the result's error; anything else is thrown.
 */
import { type QueryClient, mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NameChangeAnswer } from '../../../domain/documents/name-change.schema';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { useReferenceResponse } from '../candidate-data';
import { type ApiResult, apiRequest, segment } from '../http';
import { referenceResponseQueryOptions } from './get-reference-response';

function saveNameChange(guid: string, responseGuid: string, body: NameChangeAnswer): Promise<ApiResult<ReferenceResponse>> {
  return apiRequest<ReferenceResponse>(`/oneform/${segment(guid)}/${segment(responseGuid)}/acic-documents/name-change/`, {
    method: 'PUT',
    body,
  });
}

function saveNameChangeMutationOptions(queryClient: QueryClient, guid: string, responseGuid: string) {
  return mutationOptions({
    mutationKey: ['oneform', guid, 'acic-documents', 'name-change'] as const,
    mutationFn: (body: NameChangeAnswer) => saveNameChange(guid, responseGuid, body),
    onSuccess: (result) => {
      if (result.ok) queryClient.setQueryData(referenceResponseQueryOptions(guid).queryKey, result.data);
    },
  });
}

/** The save of the loaded response's name-change answer. */
export function useSaveNameChange() {
  const response = useReferenceResponse();
  const queryClient = useQueryClient();
  return useMutation(saveNameChangeMutationOptions(queryClient, response.reference_request.guid, response.guid)).mutateAsync;
}
