/**
 * The query of GET /api/org/webhooks/{id}/deliveries (docs/organisation-api.md "Webhooks"), read as the request
 * list reads its own: an opaque cursor and a page size.
 */
import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../domain/org-api';

const INVALID_CURSOR = 'Use the next_cursor of the previous page.';
const INVALID_LIMIT = `Use a whole number from 1 to ${MAX_PAGE_SIZE}.`;

/** The largest id a PostgreSQL integer column holds. */
const MAX_DELIVERY_ID = 2_147_483_647;

/** A cursor is the id of the last delivery of the page before, opaque to the caller. */
export function encodeDeliveryCursor(lastId: number): string {
  return Buffer.from(`d${lastId}`).toString('base64url');
}

export function decodeDeliveryCursor(cursor: string): number | null {
  const match = /^d([1-9]\d{0,9})$/.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  const id = match ? Number(match[1]) : null;
  return id !== null && id <= MAX_DELIVERY_ID ? id : null;
}

export const deliveryListQuerySchema = v.object({
  cursor: v.optional(v.pipe(v.string(), v.transform(decodeDeliveryCursor), v.number(INVALID_CURSOR))),
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/, INVALID_LIMIT), v.transform(Number), v.minValue(1, INVALID_LIMIT), v.maxValue(MAX_PAGE_SIZE, INVALID_LIMIT)),
    String(DEFAULT_PAGE_SIZE),
  ),
});
