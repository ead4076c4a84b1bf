/**
 * GET /partner/scrive/{type}/status/{guid}: whether the e-signing service holds the document signed and sealed
 * (spec 000 §7). {guid} is the request's guid. The candidate signs on the provider's site, so the answer can
 * change between two visits: it is never fresh for long.
 */
import { queryOptions } from '@tanstack/react-query';
import type { SignedDocumentType } from '../../../domain/provider-status';
import { apiRequest, segment, unwrap } from '../http';

export interface SignedDocumentStatus {
  document_signed_and_sealed: boolean;
}

async function fetchSignedDocumentStatus(
  type: SignedDocumentType,
  guid: string,
  signal?: AbortSignal,
): Promise<SignedDocumentStatus> {
  return unwrap(
    await apiRequest<SignedDocumentStatus>(`/partner/scrive/${segment(type)}/status/${segment(guid)}`, signal ? { signal } : {}),
  );
}

export function signedDocumentStatusQueryOptions(type: SignedDocumentType, guid: string) {
  return queryOptions({
    queryKey: ['providers', 'scrive', type, guid] as const,
    queryFn: ({ signal }) => fetchSignedDocumentStatus(type, guid, signal),
    staleTime: 0,
  });
}
