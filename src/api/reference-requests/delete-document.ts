/**
 * DELETE /reference-requests/{guid}/document/{id} (spec 001 §7): removes one uploaded document. A second press sends
 * the same `Idempotency-Key`, and is answered as the first was rather than with a 404.
 */
import { type ApiResult, apiRequest, segment } from '../http';
import { attemptHeaders } from '../write-attempts';

export function deleteDocument(guid: string, documentId: number): Promise<ApiResult<unknown>> {
  const path = `/reference-requests/${segment(guid)}/document/${segment(documentId)}`;
  return apiRequest(path, { method: 'DELETE', headers: attemptHeaders(guid, 'DELETE', path, undefined) });
}
