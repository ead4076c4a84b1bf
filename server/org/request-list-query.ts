/**
 * The query of GET /api/org/requests (docs/organisation-api.md "Listing requests"): every parameter optional;
 * several `status` values mean any of them.
 */
import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, ORG_REQUEST_STATUSES } from '../../domain/org-api';

const INVALID_STATUS = `Use one of: ${ORG_REQUEST_STATUSES.join(', ')}.`;
const INVALID_INSTANT = 'Use an ISO 8601 date and time with its offset, e.g. 2026-01-31T09:00:00Z.';
const INVALID_CURSOR = 'Use the next_cursor of the previous page.';
const INVALID_LIMIT = `Use a whole number from 1 to ${MAX_PAGE_SIZE}.`;

/** The largest id a PostgreSQL integer column holds. */
const MAX_REQUEST_ID = 2_147_483_647;

/** A cursor is the id of the last request of the page before, opaque to the caller. */
export function encodeCursor(lastId: number): string {
  return Buffer.from(`r${lastId}`).toString('base64url');
}

export function decodeCursor(cursor: string): number | null {
  const match = /^r([1-9]\d{0,9})$/.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  const id = match ? Number(match[1]) : null;
  return id !== null && id <= MAX_REQUEST_ID ? id : null;
}

/** The query of GET /api/org/requests, every parameter optional; several `status` values mean any of them. */
export const orgRequestListQuerySchema = v.object({
  status: v.optional(v.array(v.picklist(ORG_REQUEST_STATUSES, INVALID_STATUS)), []),
  updated_since: v.optional(
    v.pipe(
      v.string(),
      v.isoTimestamp(INVALID_INSTANT),
      v.transform((text) => new Date(text)),
      v.check((date) => !Number.isNaN(date.getTime()), INVALID_INSTANT),
    ),
  ),
  candidate_email: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.minLength(1, 'This field may not be blank.'), v.maxLength(254))),
  cursor: v.optional(
    v.pipe(
      v.string(),
      v.transform(decodeCursor),
      v.number(INVALID_CURSOR),
    ),
  ),
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/, INVALID_LIMIT), v.transform(Number), v.minValue(1, INVALID_LIMIT), v.maxValue(MAX_PAGE_SIZE, INVALID_LIMIT)),
    String(DEFAULT_PAGE_SIZE),
  ),
});

export type OrgRequestListQuery = v.InferOutput<typeof orgRequestListQuerySchema>;
