/**
 * The referees section's calls (spec 001 §7, docs/referees.md): POST /oneform/{guid}/{responseGuid}/reference/reference/
 * saves one referee (with its `id`, that referee). The answer is the whole reference response, which replaces the
 * cached one before the mutation resolves, so the summary and the hub already count the referee. Refusals (400, 409)
 * come back as the result's error; anything else is thrown.
 */
import { type QueryClient, mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { useReferenceResponse } from '../candidate-data';
import { type ApiResult, apiRequest, segment } from '../http';
import { referenceResponseQueryOptions } from './get-reference-response';

export const refereesPath = (guid: string, responseGuid: string) =>
  `/oneform/${segment(guid)}/${segment(responseGuid)}/reference/reference/`;

function saveReferee(guid: string, responseGuid: string, body: unknown): Promise<ApiResult<ReferenceResponse>> {
  return apiRequest<ReferenceResponse>(refereesPath(guid, responseGuid), { method: 'POST', body });
}

export function saveRefereeMutationOptions(queryClient: QueryClient, guid: string, responseGuid: string) {
  return mutationOptions({
    mutationKey: ['oneform', guid, 'referees', 'save'] as const,
    mutationFn: (body: unknown) => saveReferee(guid, responseGuid, body),
    onSuccess: (result) => {
      if (result.ok) queryClient.setQueryData(referenceResponseQueryOptions(guid).queryKey, result.data);
    },
  });
}

/** The save of one referee of the loaded response, as a promise of its result. */
export function useSaveReferee() {
  const response = useReferenceResponse();
  const queryClient = useQueryClient();
  return useMutation(saveRefereeMutationOptions(queryClient, response.reference_request.guid, response.guid)).mutateAsync;
}
