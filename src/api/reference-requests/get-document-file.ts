/**
 * GET /reference-requests/{guid}/document/{id}/file: a kept photo as a data: address, for its thumbnail beside its
 * name (the page's Content-Security-Policy lets images come from data: but not blob:). Kept files never change (a
 * new file is a new document), so each is fetched once per visit.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, segment, unwrap } from '../http';

function dataAddress(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(blob);
  });
}

export function documentPhotoQueryOptions(guid: string, documentId: number) {
  return queryOptions({
    queryKey: ['document-photo', guid, documentId] as const,
    queryFn: async ({ signal }) => {
      const path = `/reference-requests/${segment(guid)}/document/${segment(documentId)}/file`;
      return dataAddress(unwrap(await apiRequest<Blob, 'blob'>(path, { responseType: 'blob', signal })));
    },
    staleTime: Infinity,
  });
}
