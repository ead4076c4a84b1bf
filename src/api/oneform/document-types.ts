/**
 * GET /oneform/{guid}/document-types/ (spec 000 §7, spec 001 §3 "Document type"): the request's document type
 * catalogue, which the upload pages and the identity document selection read for titles, points and levels. It
 * does not change while the page is open.
 */
import { queryOptions } from '@tanstack/react-query';
import type { DocumentType } from '../../../domain/reference-response';
import { apiRequest, segment, unwrap } from '../http';

export function documentTypesQueryOptions(guid: string) {
  return queryOptions({
    queryKey: ['oneform', guid, 'document-types'] as const,
    queryFn: async ({ signal }) =>
      unwrap(await apiRequest<DocumentType[]>(`/oneform/${segment(guid)}/document-types/`, { signal })),
    staleTime: Infinity,
  });
}
