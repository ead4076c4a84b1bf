/**
 * POST /oneform/document-upload/select/ (spec 001 §7, docs/api.md "Identity document selection"): saves the 100-point
 * selection of the loaded request. It answers the saved selection, which is written into the cached reference
 * response before the mutation resolves, so the hub and the step's guard already see the step complete. Refusals
 * (400 with field errors, 409 once the request is locked) come back as the result's error; anything else is thrown.
 */
import { type QueryClient, mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferenceResponse, SelectedDocuments } from '../../../domain/reference-response';
import { useReferenceResponse } from '../candidate-data';
import { type ApiResult, apiRequest } from '../http';
import { referenceResponseQueryOptions } from './get-reference-response';

function selectDocuments(body: unknown): Promise<ApiResult<SelectedDocuments>> {
  return apiRequest<SelectedDocuments>('/oneform/document-upload/select/', { method: 'POST', body });
}

export function selectDocumentsMutationOptions(queryClient: QueryClient, guid: string) {
  return mutationOptions({
    mutationKey: ['oneform', guid, 'documents-selection'] as const,
    mutationFn: selectDocuments,
    onSuccess: (result) => {
      if (!result.ok) return;
      queryClient.setQueryData(referenceResponseQueryOptions(guid).queryKey, (cached: ReferenceResponse | null | undefined) =>
        cached ? { ...cached, selected_documents: result.data } : cached,
      );
    },
  });
}

/** The save of the loaded request's selection, as a promise of its result. */
export function useSelectDocuments() {
  const response = useReferenceResponse();
  const queryClient = useQueryClient();
  return useMutation(selectDocumentsMutationOptions(queryClient, response.reference_request.guid)).mutateAsync;
}
