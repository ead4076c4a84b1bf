/**
 * The criminal record disclosure consent saves (spec 000 §7): POST /oneform/{guid}/{responseGuid}/
 * dbs_declaration_consent/dbs_consent/ for the UK (DBS) consent, PUT on the same path for Disclosure Scotland's.
 * The answer is the whole reference response (docs/api.md "Consents and e-signing"), which replaces the cached one
 * before the mutation resolves, so the hub already shows the section complete. Whether the consent counts is the
 * answer's `disclosure_signed_at`, which the page reads. Refusals (400, 409) come back as the result's error;
 * anything else is thrown.
 */
import { type QueryClient, mutationOptions } from '@tanstack/react-query';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { type ApiResult, apiRequest, segment } from '../http';
import { referenceResponseQueryOptions } from './get-reference-response';

/** The UK page posts; Disclosure Scotland's puts (the specification's client uses the one path for both). */
export type DisclosureConsentKind = 'dbs' | 'scottish';

export interface DisclosureConsentBody {
  /** Page 1's declaration: the UK page only. */
  declaration?: boolean;
  /** One entry per box the page shows. */
  consents: Record<string, boolean>;
}

function saveDisclosureConsent(
  guid: string,
  responseGuid: string,
  kind: DisclosureConsentKind,
  body: DisclosureConsentBody,
): Promise<ApiResult<ReferenceResponse>> {
  return apiRequest<ReferenceResponse>(`/oneform/${segment(guid)}/${segment(responseGuid)}/dbs_declaration_consent/dbs_consent/`, {
    method: kind === 'dbs' ? 'POST' : 'PUT',
    // The specification's client sends its own time; the server records the time of the save instead.
    body: { ...body, disclosure_signed_at: new Date().toISOString() },
  });
}

/** Only a reference response (not the empty object of an unreadable body) may replace the cached one. */
function isReferenceResponse(data: unknown): data is ReferenceResponse {
  return typeof data === 'object' && data !== null && 'reference_request' in data;
}

export function saveDisclosureConsentMutationOptions(
  queryClient: QueryClient,
  guid: string,
  responseGuid: string,
  kind: DisclosureConsentKind,
) {
  return mutationOptions({
    mutationKey: ['oneform', guid, 'dbs_declaration_consent', kind] as const,
    mutationFn: (body: DisclosureConsentBody) => saveDisclosureConsent(guid, responseGuid, kind, body),
    onSuccess: (result) => {
      if (result.ok && isReferenceResponse(result.data)) {
        queryClient.setQueryData(referenceResponseQueryOptions(guid).queryKey, result.data);
      }
    },
  });
}
