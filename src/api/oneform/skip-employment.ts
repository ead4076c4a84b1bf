/**
 * The employers section's skip (spec 001 §5, §7): PUT /oneform/{guid}/{responseGuid}/ with
 * `employment_check_skip_reason` and `employment_check_skip_notes`. The answer is the whole reference response, which
 * replaces the cached one, so the hub shows the section complete. Refusals (400, 409) come back as the result's
 * error; anything else is thrown.
 */
import { type QueryClient, mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SkipValues } from '../../../domain/employers/skip.schema';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { useReferenceResponse } from '../candidate-data';
import { type ApiResult, apiRequest, segment } from '../http';
import { referenceResponseQueryOptions } from './get-reference-response';

function skipEmployment(guid: string, responseGuid: string, body: SkipValues): Promise<ApiResult<ReferenceResponse>> {
  return apiRequest<ReferenceResponse>(`/oneform/${segment(guid)}/${segment(responseGuid)}/`, { method: 'PUT', body });
}

export function skipEmploymentMutationOptions(queryClient: QueryClient, guid: string, responseGuid: string) {
  return mutationOptions({
    mutationKey: ['oneform', guid, 'employers', 'skip'] as const,
    mutationFn: (body: SkipValues) => skipEmployment(guid, responseGuid, body),
    onSuccess: (result) => {
      if (result.ok) queryClient.setQueryData(referenceResponseQueryOptions(guid).queryKey, result.data);
    },
  });
}

/** The skip of the loaded response's employment history. */
export function useSkipEmployment() {
  const response = useReferenceResponse();
  const queryClient = useQueryClient();
  return useMutation(skipEmploymentMutationOptions(queryClient, response.reference_request.guid, response.guid)).mutateAsync;
}
