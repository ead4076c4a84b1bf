/**
 * Errors in the Django REST Framework shape the specification's client reads (spec 000 §8, ARCHITECTURE.md):
 * 400 {"field": ["message"], "non_field_errors": [...]}, every other status {"detail": "..."}.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';

export type FieldErrors = Record<string, string[]>;

export const NON_FIELD_ERRORS = 'non_field_errors';

export const DETAILS = {
  notAuthenticated: 'Authentication credentials were not provided.',
  invalidToken: 'Invalid token.',
  notFound: 'Not found.',
  serverError: 'A server error occurred.',
  serviceUnavailable: 'Service temporarily unavailable, try again later.',
  malformedJson: 'JSON parse error.',
  /** Django REST Framework's words for a body its multipart parser cannot read. */
  malformedMultipart: 'Multipart form parse error.',
  required: 'This field is required.',
} as const;

/** An error that answers the request with its status and body. Anything else thrown is a 500. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

export function detailError(status: ContentfulStatusCode, detail: string, headers?: Record<string, string>): ApiError {
  return new ApiError(status, { detail }, headers);
}

/** 400 with field errors; the command line catches it to print the same fields. */
export class ValidationError extends ApiError {
  constructor(readonly fields: FieldErrors) {
    super(400, fields);
    this.name = 'ValidationError';
    this.message = `Invalid input: ${JSON.stringify(fields)}`;
  }
}

export function addFieldError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/**
 * Valibot issues as DRF field errors, keyed by dotted path ("checks.0.type"); issues about the whole body go to
 * non_field_errors. An unknown nested key reports on its parent, as DRF does for a nested serializer.
 */
export function issuesToFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue);
    // A missing field reads as DRF says it, whatever type the schema expected there.
    const message = issue.kind === 'schema' && issue.input === undefined && path ? DETAILS.required : issue.message;
    addFieldError(errors, path ?? NON_FIELD_ERRORS, message);
  }
  return errors;
}

/** Parses with a shared schema, throwing a 400 ValidationError shaped like DRF's. */
export function parseOrThrow<const S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new ValidationError(issuesToFieldErrors(result.issues));
  return result.output;
}
