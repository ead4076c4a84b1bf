/**
 * The phone link's own calls (docs/documents.md "Continue on your phone"): GET /handoff/, what the phone page shows,
 * and POST /handoff/document, one file for the link's step, with an Idempotency-Key per attempt as the candidate's own
 * uploads have. Both carry the link's token in place of the candidate's, which the phone never has.
 */
import { queryOptions } from '@tanstack/react-query';
import type { UploadSlot } from '../../../domain/documents/upload-pages';
import type { HandoffStep } from '../../../domain/handoff/handoff';
import type { DocumentType } from '../../../domain/reference-response';
import type { SectionSlug } from '../../../domain/sections';
import { apiRequest, type UploadRequest, unwrap, uploadRequest } from '../http';
import { type UploadDetails, uploadForm } from '../reference-requests/upload-form';
import { attemptHeaders } from '../write-attempts';

export interface PhoneUpload {
  id: number;
  type: string;
  file_name: string | null;
  expiry_date: string | null;
}

export interface PhoneHandoff {
  step: HandoffStep;
  section: SectionSlug;
  company_name: string;
  expires_at: string;
  uploads_left: number;
  /** The server's date, which the expiry date field judges by. */
  today: string;
  document_types: DocumentType[];
  slots: UploadSlot[];
  /** The types the page offers besides its uploaders (the supporting documents'), one picked at a time. */
  offered_slots: UploadSlot[];
  uploads: PhoneUpload[];
}

const authorization = (token: string) => ({ Authorization: `Token ${token}` });

export function phoneHandoffQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['handoff', token] as const,
    queryFn: async ({ signal }) => unwrap(await apiRequest<PhoneHandoff>('/handoff/', { headers: authorization(token), signal })),
    // A refused link (401) stays refused: the page says so at once rather than after retries.
    retry: false,
  });
}

export function uploadByHandoff(
  token: string,
  file: Blob & { name: string },
  details: UploadDetails,
  onProgress: (loaded: number, total: number) => void,
): UploadRequest<unknown> {
  const path = '/handoff/document';
  const form = uploadForm(file, details);
  // A phone's connection may drop the answer: the same file sent again carries the same key, so the server keeps it
  // once and the link spends one upload on it.
  return uploadRequest(path, form, onProgress, () => token, attemptHeaders(token, 'POST', path, form));
}
