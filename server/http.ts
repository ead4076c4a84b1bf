import type { Context } from 'hono';
import { MESSAGES } from '../domain/messages';
import { type ApiError, DETAILS, detailError, NON_FIELD_ERRORS, ValidationError } from './errors';

/**
 * The request's JSON body, or the error DRF would give: 415 for another media type, 400 for JSON that does not
 * parse, and 400 for a body `jsonBodyError` refuses. Every JSON body passes here, so every route is covered.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  const mediaType = (type.split(';')[0] ?? '').trim().toLowerCase();
  if (mediaType !== 'application/json' && !mediaType.endsWith('+json')) {
    throw detailError(415, `Unsupported media type "${mediaType}" in request.`);
  }
  const text = await c.req.text();
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw detailError(400, DETAILS.malformedJson);
  }
  const refusal = jsonBodyError(body);
  if (refusal) throw refusal;
  return body;
}

/**
 * A form body (urlencoded or multipart) as Hono reads it, for the sandbox providers' pages: a multipart body that
 * does not parse is DRF's 400 {"detail"}, never a 500.
 */
export async function readFormBody(c: Context): Promise<Record<string, string | File>> {
  try {
    return await c.req.parseBody();
  } catch {
    throw detailError(400, DETAILS.malformedMultipart);
  }
}

/** Far deeper than any body the API takes (an organisation's request nests six levels): a broken or hostile client. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_JSON = `JSON parse error: nested deeper than ${MAX_JSON_DEPTH} levels.`;

const NUL = '\u0000';

/**
 * What no route can take, found in one pass before any schema sees the body. Iterative, so no nesting can overflow
 * the stack here; the depth limit then keeps schemas and their messages from recursing through a deep value.
 *
 * - a body nested deeper than MAX_JSON_DEPTH: 400 {"detail"};
 * - U+0000 in a string, which PostgreSQL cannot store in text: 400 on the string's dotted path, as
 *   issuesToFieldErrors names fields (`checks.0.level.1`); in a key, or in a body that is a bare string, on
 *   non_field_errors.
 */
export function jsonBodyError(body: unknown): ApiError | null {
  const nulPaths = new Set<string>();
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: body, path: '', depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, path, depth } = item;
    // Only the last key of a path can hold U+0000: nothing under such a key is pushed.
    if (path.includes(NUL)) {
      nulPaths.add(NON_FIELD_ERRORS);
      continue;
    }
    if (typeof value === 'string') {
      if (value.includes(NUL)) nulPaths.add(path || NON_FIELD_ERRORS);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth === MAX_JSON_DEPTH) return detailError(400, TOO_DEEP_JSON);
    const entries = Array.isArray(value) ? value.map((child, index) => [String(index), child] as const) : Object.entries(value);
    // Pushed last to first, so the fields come out in the body's order.
    for (const [key, child] of entries.reverse()) pending.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
  }
  if (nulPaths.size === 0) return null;
  return new ValidationError(Object.fromEntries([...nulPaths].map((path) => [path, [MESSAGES.nullCharacter]])));
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

const INVALID_INTEGER = 'A valid integer is required.';

/** A required integer query parameter, read as DRF's IntegerField reads it ("7", " 7 ", "7.0"), or its 400. */
export function readIntegerQuery(c: Context, name: string): number {
  const raw = c.req.query(name)?.trim();
  if (!raw) throw new ValidationError({ [name]: [DETAILS.required] });
  const digits = raw.replace(/\.0*$/, '');
  const value = Number(digits);
  if (!/^[-+]?\d+$/.test(digits) || !Number.isSafeInteger(value)) throw new ValidationError({ [name]: [INVALID_INTEGER] });
  return value;
}
