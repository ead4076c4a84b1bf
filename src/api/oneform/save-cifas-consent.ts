/**
 * PUT /oneform/{guid}/{responseGuid}/cifas_declaration_consent/cifas_consent/ (spec 000 §7): the fraud-prevention
 * consent, `agree_to_fup`. The answer is the whole reference response, which replaces the cached one before the
 * mutation resolves; the page goes on only when the answer's agree_to_fup is true. Refusals (400, 409) come back as
 * the result's error; anything else is thrown.
 */
import { type QueryClient, mutationOptions } from '@tanstack/react-query';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { type ApiResult, apiRequest, segment } from '../http';
import { referenceResponseQueryOptions } from './get-reference-response';

export interface CifasConsentBody {
  agree_to_fup: boolean;
}

function saveCifasConsent(guid: string, responseGuid: string, body: CifasConsentBody): Promise<ApiResult<ReferenceResponse>> {
  return apiRequest<ReferenceResponse>(`/oneform/${segment(guid)}/${segment(responseGuid)}/cifas_declaration_consent/cifas_consent/`, {
    method: 'PUT',
    body,
  });
}

/** Only a reference response (not the empty object of an unreadable body) may replace the cached one. */
function isReferenceResponse(data: unknown): data is ReferenceResponse {
  return typeof data === 'object' && data !== null && 'reference_request' in data;
}

export function saveCifasConsentMutationOptions(queryClient: QueryClient, guid: string, responseGuid: string) {
  return mutationOptions({
    mutationKey: ['oneform', guid, 'cifas_declaration_consent'] as const,
    mutationFn: (body: CifasConsentBody) => saveCifasConsent(guid, responseGuid, body),
    onSuccess: (result) => {
      if (result.ok && isReferenceResponse(result.data)) {
        queryClient.setQueryData(referenceResponseQueryOptions(guid).queryKey, result.data);
      }
    },
  });
}
