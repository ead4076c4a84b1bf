/**
 * POST /reference-requests/{guid}/document (spec 001 §7): one document file of the upload pages, as multipart. It
 * goes through `uploadRequest` (src/api/http.ts), whose XMLHttpRequest reports how much is sent for the progress bar;
 * the token, the outcomes and the 413 fallback are the API client's. The same file sent again with the same details
 * carries the same `Idempotency-Key`, and is kept once.
 */
import { getAuthToken } from '../auth-token';
import { type ApiResult, type UploadRequest, isApiError, segment, uploadRequest } from '../http';
import { attemptHeaders } from '../write-attempts';
import { type UploadDetails, uploadForm } from './upload-form';

export type { UploadDetails } from './upload-form';

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
