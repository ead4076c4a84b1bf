/**
 * GET /providers/scrive/{guid}/{type}/: the link of the request's e-signing document of that type (spec 000 §7,
 * spec 001 §7; docs/api.md). {guid} is the request's guid. No document to sign yet, or the last one declined or
 * failed: the consent screens then create one, so the query answers null rather than failing. It asks with
 * `?absent=null`, so that answer is a 200 and the page logs no failed request; a 404 (a server without the
 * parameter) means the same. Any other failure is thrown. The link is ours and leads on to the signing service.
 */
import { queryOptions } from '@tanstack/react-query';
import type { SignedDocumentLink } from '../../../domain/consents/e-signing.schema';
import type { SignedDocumentType } from '../../../domain/provider-status';
import { ApiError, apiRequest, segment, unwrap } from '../http';

export async function fetchSignedDocumentLink(
  guid: string,
  type: SignedDocumentType,
  signal?: AbortSignal,
): Promise<SignedDocumentLink | null> {
  try {
    const query = { absent: 'null' };
    const link = unwrap(
      await apiRequest<SignedDocumentLink | null>(`/providers/scrive/${segment(guid)}/${segment(type)}/`, signal ? { query, signal } : { query }),
    );
    return link && 'url' in link ? link : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function signedDocumentLinkQueryOptions(guid: string, type: SignedDocumentType) {
  return queryOptions({
    queryKey: ['providers', 'scrive', guid, type, 'link'] as const,
    queryFn: ({ signal }) => fetchSignedDocumentLink(guid, type, signal),
    // The document can be signed, declined or replaced in another window at any time.
    staleTime: 0,
  });
}
