/** An upload as the server keeps it, for tests: a new id for each, its type, and whatever the test sets. */
import type { UploadedDocument } from '../reference-response';

let lastId = 0;

export function uploadedDocument(type: string, extra: Partial<UploadedDocument> = {}): UploadedDocument {
  lastId += 1;
  return {
    id: lastId,
    guid: `doc-${lastId}`,
    path: `documents/${lastId}.pdf`,
    file_name: `scan-${lastId}.pdf`,
    type,
    expiry_date: null,
    selected_level: null,
    employment_response: null,
    education_response: null,
    ...extra,
  };
}
