import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { FILE_TOO_LARGE_DETAIL, MAX_UPLOAD_BYTES } from '../../domain/limits';

/** JSON bodies are small forms; 1 MB is far above any of them and low enough to refuse junk early. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
const JSON_TOO_LARGE_DETAIL = 'Request body too large: the limit is 1 MB.';
/** Room for the multipart framing and the other fields around a 20 MB file. */
export const MULTIPART_BODY_LIMIT_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024;
/**
 * A refused body is not read to its end (reading it all would let anyone make us read gigabytes), so its
 * connection is dropped: saying so makes the client send its next request on a new one.
 */
const CLOSE = { Connection: 'close' };

const jsonLimit = bodyLimit({
  maxSize: JSON_BODY_LIMIT_BYTES,
  onError: (c) => c.json({ detail: JSON_TOO_LARGE_DETAIL }, 413, CLOSE),
});

const uploadLimit = bodyLimit({
  maxSize: MULTIPART_BODY_LIMIT_BYTES,
  onError: (c) => c.json({ detail: FILE_TOO_LARGE_DETAIL }, 413, CLOSE),
});

const BODILESS_METHODS = new Set(['GET', 'HEAD']);

/**
 * Uploads (multipart) may carry a 20 MB file (spec 001 §9); every other body is held to the JSON limit. A body of a
 * declared length is judged by its Content-Length alone (Node's parser never reads past it), so a read, or a body
 * within the limit, is not made to build a whole Request first.
 */
export function bodySize(): MiddlewareHandler {
  return (c, next) => {
    const multipart = (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
    const [limit, maxSize] = multipart ? [uploadLimit, MULTIPART_BODY_LIMIT_BYTES] : [jsonLimit, JSON_BODY_LIMIT_BYTES];
    const chunked = c.req.header('transfer-encoding') !== undefined;
    const declared = c.req.header('content-length');
    if (declared !== undefined && !chunked) return Number(declared) <= maxSize ? next() : limit(c, next);
    // A GET or HEAD that announces no body has none; anything else (chunked, or a request built in a test) is counted.
    return BODILESS_METHODS.has(c.req.method) && !chunked ? next() : limit(c, next);
  };
}

/** A sandbox page's form holds a few short fields. */
const SANDBOX_FORM_LIMIT_BYTES = 16 * 1024;

/** The limit on a sandbox page's posted form, refused in plain text: the page is HTML, not the API. */
export const sandboxFormLimit = (maxSize = SANDBOX_FORM_LIMIT_BYTES) =>
  bodyLimit({ maxSize, onError: (c) => c.text('Request body too large.', 413) });
