/**
 * POST /reference-requests/{guid}/document (spec 001 §7): one document file of the upload pages, as multipart. It
 * goes through `uploadRequest` (src/api/http.ts), whose XMLHttpRequest reports how much is sent for the progress bar;
 * the token, the outcomes and the 413 fallback are the API client's. The same file sent again with the same details
 * carries the same `Idempotency-Key`, and is kept once.
 */
import type { UploadTarget } from '../../../domain/documents/upload-pages';
import { getAuthToken } from '../auth-token';
import { type ApiResult, type UploadRequest, isApiError, segment, uploadRequest } from '../http';
import { attemptHeaders } from '../write-attempts';

/** The fields sent with the file (spec 001 §7), each prefixed `0:` as the first file of the batch. */
export interface UploadDetails {
  type: string;
  expiryDate: string | null;
  target: UploadTarget | null;
  /** The community level the upload counts at (0:selected_level), on the community steps. */
  level: string | null;
  /** The step page the upload is made on (0:step), so the other pages that count it say where it was made. */
  step: string;
}

export function uploadForm(file: Blob & { name: string }, details: UploadDetails): FormData {
  const form = new FormData();
  form.append('0:file', file, file.name);
  form.append('0:type', details.type);
  if (details.expiryDate) form.append('0:expiry_date', details.expiryDate);
  if (details.level) form.append('0:selected_level', details.level);
  form.append('0:step', details.step);
  if (details.target) {
    for (const [field, id] of Object.entries(details.target)) form.append(`0:${field}`, String(id));
  }
  return form;
}

export function uploadDocument(
  guid: string,
  file: Blob & { name: string },
  details: UploadDetails,
  onProgress: (loaded: number, total: number) => void,
): UploadRequest<unknown> {
  const path = `/reference-requests/${segment(guid)}/document`;
  const form = uploadForm(file, details);
  return uploadRequest(path, form, onProgress, getAuthToken, attemptHeaders(guid, 'POST', path, form));
}

/**
 * An upload's failure as its uploader shows it in place: a status the client would throw to the error page (a
 * server fault) stays on the page too, with its status and no body, since the candidate can try the file again.
 */
export async function uploadOutcome(upload: UploadRequest<unknown>): Promise<ApiResult<unknown>> {
  try {
    return await upload.result;
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { ok: false, status: error.status, statusText: error.statusText, error: {} };
  }
}
