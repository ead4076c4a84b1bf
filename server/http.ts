import type { Context } from 'hono';
import { DETAILS, detailError, NON_FIELD_ERRORS, ValidationError } from './errors';

/**
 * The request's JSON body, or the error DRF would give: 415 for another media type, 400 for JSON that does not
 * parse.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  const mediaType = (type.split(';')[0] ?? '').trim().toLowerCase();
  if (mediaType !== 'application/json' && !mediaType.endsWith('+json')) {
    throw detailError(415, `Unsupported media type "${mediaType}" in request.`);
  }
  const text = await c.req.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw detailError(400, DETAILS.malformedJson);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path segment can be a guid at all (checked before it reaches a uuid column). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** A JSON body that must be an object, as every save and create takes; anything else is DRF's non-field error. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const body = await readJsonBody(c);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    const kind = Array.isArray(body) ? 'list' : body === null ? 'null' : typeof body;
    throw new ValidationError({ [NON_FIELD_ERRORS]: [`Invalid data. Expected a dictionary, but got ${kind}.`] });
  }
  return body as Record<string, unknown>;
}

export const INVALID_INTEGER = 'A valid integer is required.';

/** A required integer query parameter, read as DRF's IntegerField reads it ("7", " 7 ", "7.0"), or its 400. */
export function readIntegerQuery(c: Context, name: string): number {
  const raw = c.req.query(name)?.trim();
  if (!raw) throw new ValidationError({ [name]: [DETAILS.required] });
  const digits = raw.replace(/\.0*$/, '');
  const value = Number(digits);
  if (!/^[-+]?\d+$/.test(digits) || !Number.isSafeInteger(value)) throw new ValidationError({ [name]: [INVALID_INTEGER] });
  return value;
}
