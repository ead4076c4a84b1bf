/**
 * What the app reports of an unexpected error to POST /api/client-errors/ (spec 000 §8 "reported to an
 * error-reporting service with status and data"; docs/decisions/0028). The record is small and says nothing about
 * the candidate: the page's path without its query (the guid and token travel in the query), the error's kind and
 * message, the answer's status and its `detail`. The app builds it here (no validation library, so the first load
 * stays small); the API judges it with client-error.schema.ts and scrubs it again with `scrubText`.
 */

export const CLIENT_ERROR_LIMITS = {
  name: 100,
  message: 500,
  path: 300,
  detail: 500,
  /** The largest body the endpoint reads: the four texts above at their longest, with room for JSON's quoting. */
  bodyBytes: 4096,
} as const;

export interface ClientErrorRecord {
  name: string;
  message: string;
  path: string;
  status: number | null;
  detail: string | null;
}

/**
 * Text with what could name a person taken out: e-mail addresses, a URL's query and fragment (where the link's guid
 * and token travel), and runs of five or more digits (phone, document and account numbers).
 */
export function scrubText(text: string): string {
  return text
    .replace(/[^\s@]+@[^\s@]+/g, '[email]')
    .replace(/[?#][^\s'"]*/g, '')
    .replace(/\d{5,}/g, '[number]');
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** The record of one error, scrubbed and cut to the limits, ready to send. */
export function clientErrorRecord(report: { error: unknown; status: number | undefined; data: unknown; path: string }): ClientErrorRecord {
  const error = report.error instanceof Error ? report.error : null;
  const detail = typeof report.data === 'object' && report.data !== null && 'detail' in report.data ? report.data.detail : null;
  const status = report.status !== undefined && Number.isInteger(report.status) && report.status >= 100 && report.status <= 599 ? report.status : null;
  return {
    name: clip(error?.name || typeof report.error, CLIENT_ERROR_LIMITS.name),
    message: clip(scrubText(error?.message ?? String(report.error)), CLIENT_ERROR_LIMITS.message) || '-',
    path: clip(report.path.split(/[?#]/)[0] || '/', CLIENT_ERROR_LIMITS.path),
    status,
    detail: typeof detail === 'string' && detail ? clip(scrubText(detail), CLIENT_ERROR_LIMITS.detail) : null,
  };
}
