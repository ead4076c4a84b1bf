/**
 * How the error page reads an error (spec 000 §2 "Error page", §8): an HTTP status with its label for the
 * statuses it names, "Unknown Error" for anything else, and whether the error is worth reporting.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SearchParamError, isNotFound } from '@tanstack/react-router';
import { ApiError, NETWORK_ERROR_STATUS_TEXT } from '../api/http';

/**
 * What the page tells the candidate happened, in plain words under the status: a link that is incomplete or not
 * theirs to use, a link whose token is not (or no longer) valid, a page that does not exist, a lost connection, or
 * a fault of ours.
 */
export type ErrorAdvice = 'bad-link' | 'not-recognised' | 'not-found' | 'offline' | 'unexpected';

export interface ErrorDescription {
  /** The HTTP status, or undefined for an error that is not an HTTP or routing error. */
  status: number | undefined;
  label: MessageDescriptor;
  advice: ErrorAdvice;
  /** 400, 401, 403 and 404 are expected answers (a bad link, a lost token, a page that does not exist): not reported. */
  report: boolean;
  /** The answer's error body, sent with the report. */
  data: unknown;
}

const LABELS: Readonly<Record<number, MessageDescriptor>> = {
  400: msg`Bad Request`,
  401: msg`Unauthorized`,
  403: msg`Forbidden`,
  404: msg`Not Found`,
};
const UNKNOWN_ERROR = msg`Unknown Error`;

const ADVICE: Readonly<Record<number, ErrorAdvice>> = { 400: 'bad-link', 401: 'not-recognised', 403: 'bad-link', 404: 'not-found' };

/** The API client's own 503 when fetch itself failed (src/api/http.ts): the connection, not the server. */
const isOffline = (error: unknown) => error instanceof ApiError && error.statusText === NETWORK_ERROR_STATUS_TEXT;

/** The status an error stands for, if any: an API answer's, or 400/404 for a bad or unknown address. */
export function statusOf(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  // A link whose query fails validation (no guid) is a malformed request. Path params never fail this way:
  // their parsers throw notFound() for a slug or number the route table does not know.
  if (error instanceof SearchParamError) return 400;
  if (isNotFound(error)) return 404;
  return undefined;
}

/** The answers a candidate meets in ordinary use; 402 (never ours to send) and every other status are unexpected. */
const EXPECTED_STATUSES: ReadonlySet<number> = new Set([400, 401, 403, 404]);

export function isExpectedStatus(status: number | undefined): boolean {
  return status !== undefined && EXPECTED_STATUSES.has(status);
}

export function describeError(error: unknown): ErrorDescription {
  const status = statusOf(error);
  return {
    status,
    label: (status !== undefined && LABELS[status]) || UNKNOWN_ERROR,
    advice: isOffline(error) ? 'offline' : (status !== undefined && ADVICE[status]) || 'unexpected',
    report: !isExpectedStatus(status),
    data: error instanceof ApiError ? error.body : undefined,
  };
}
