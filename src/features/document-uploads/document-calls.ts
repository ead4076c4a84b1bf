/**
 * The document calls of the upload pages (spec 001 §7; the catalogue's query is src/api/oneform/document-types.ts). The
 * upload goes through XMLHttpRequest rather than fetch, because only XHR reports how much of the body is sent, which
 * the progress bar shows. Its outcomes follow the API client's (src/api/http.ts): 400, 409, 413 and 429 carry the
 * server's body (a 413 without one says 'File size exceeds 20Mb.'), a network failure is the 503 'Network Error',
 * anything else an empty body with its status.
 */
import type { UploadTarget } from '../../../domain/documents/upload-pages';
import { FILE_TOO_LARGE_DETAIL, NETWORK_ERROR_DETAIL } from '../../../domain/limits';
import { getAuthToken } from '../../api/auth-token';
import { type ApiResult, apiRequest, segment } from '../../api/http';

export function deleteDocument(guid: string, documentId: number): Promise<ApiResult<unknown>> {
  return apiRequest(`/reference-requests/${segment(guid)}/document/${segment(documentId)}`, { method: 'DELETE' });
}

/** The fields sent with the file (spec 001 §7), each prefixed `0:` as the first file of the batch. */
export interface UploadDetails {
  type: string;
  expiryDate: string | null;
  target: UploadTarget | null;
  /** The community level the upload counts at (0:selected_level), on the community steps. */
  level: string | null;
}

export type UploadOutcome = { ok: true } | { ok: false; status: number; body: Record<string, unknown> };

export interface UploadReport {
  onProgress(loaded: number, total: number): void;
  onSettled(outcome: UploadOutcome): void;
}

const RETURNED_STATUSES: readonly number[] = [400, 409, 413, 429];
const NETWORK_ERROR_STATUS = 503;

function bodyOf(request: XMLHttpRequest): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(request.responseText);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function outcomeOf(request: XMLHttpRequest): UploadOutcome {
  const { status } = request;
  if (status >= 200 && status < 300) return { ok: true };
  if (!RETURNED_STATUSES.includes(status)) return { ok: false, status, body: {} };
  const body = bodyOf(request);
  if (status === 413 && Object.keys(body).length === 0) return { ok: false, status, body: { detail: FILE_TOO_LARGE_DETAIL } };
  return { ok: false, status, body };
}

/** POST /reference-requests/{guid}/document; the answer is a function that aborts it. */
export function sendDocument(guid: string, file: Blob & { name: string }, details: UploadDetails, report: UploadReport) {
  const form = new FormData();
  form.append('0:file', file, file.name);
  form.append('0:type', details.type);
  if (details.expiryDate) form.append('0:expiry_date', details.expiryDate);
  if (details.level) form.append('0:selected_level', details.level);
  if (details.target) {
    for (const [field, id] of Object.entries(details.target)) form.append(`0:${field}`, String(id));
  }

  const request = new XMLHttpRequest();
  request.open('POST', `/api/reference-requests/${segment(guid)}/document`);
  request.setRequestHeader('Accept', 'application/json');
  const token = getAuthToken();
  if (token) request.setRequestHeader('Authorization', `Token ${token}`);
  request.withCredentials = true;
  request.upload.addEventListener('progress', (event) => {
    if (event.lengthComputable) report.onProgress(event.loaded, event.total);
  });
  request.addEventListener('load', () => report.onSettled(outcomeOf(request)));
  request.addEventListener('error', () =>
    report.onSettled({ ok: false, status: NETWORK_ERROR_STATUS, body: { detail: NETWORK_ERROR_DETAIL } }),
  );
  request.send(form);
  return () => request.abort();
}
