/** DELETE /reference-requests/{guid}/document/{id} (spec 001 §7): removes one uploaded document. */
import { type ApiResult, apiRequest, segment } from '../http';

export function deleteDocument(guid: string, documentId: number): Promise<ApiResult<unknown>> {
  return apiRequest(`/reference-requests/${segment(guid)}/document/${segment(documentId)}`, { method: 'DELETE' });
}
