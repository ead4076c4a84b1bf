/**
 * Reads an upload's multipart/form-data body (RFC 7578) as it streams in, so the file's size is judged while it
 * arrives: the reading stops, and the rest of the body is never read, as soon as the file passes its limit. A whole
 * body parse (Hono's parseBody) would read every byte first.
 *
 * Only what an upload needs is kept: the text fields (small, few) and the one file part; other file parts are read
 * past and dropped. The body's total size is already bounded by the body-size middleware (server/middleware/
 * body-size.ts): a declared length over it is refused before any byte is read.
 */

export interface UploadForm {
  /** Text fields by name; a repeated name keeps its first value. */
  fields: ReadonlyMap<string, string>;
  /** The bytes of the file part named `fileField`, or null when the body has none. */
  file: Uint8Array | null;
  /** The name that part gives its file (`filename`, or `filename*` in RFC 5987 form), as sent; null when none. */
  fileName: string | null;
}

export interface UploadFormLimits {
  /** The name of the file part to keep, e.g. `0:file`. */
  fileField: string;
  maxFileBytes: number;
  /** Any text field longer than this makes the body malformed: an upload's fields are slugs, dates and ids. */
  maxFieldBytes: number;
  maxParts: number;
}

/** The file part passed `maxFileBytes`: the reading stopped there. */
export class FileTooLargeError extends Error {
  constructor() {
    super('The uploaded file is over the size limit.');
    this.name = 'FileTooLargeError';
  }
}

/** The body is not a multipart body this reader accepts. */
export class MalformedMultipartError extends Error {
  constructor(reason: string) {
    super(`Multipart form parse error: ${reason}`);
    this.name = 'MalformedMultipartError';
  }
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const MAX_HEADER_BYTES = 8 * 1024;

/** The boundary named by a multipart/form-data Content-Type, or null. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType.trim())) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

/** A byte buffer that grows by doubling, sized up front when the body's length is known. */
class ByteSink {
  private buffer: Uint8Array;
  length = 0;

  constructor(initialCapacity: number) {
    this.buffer = new Uint8Array(Math.max(initialCapacity, 1024));
  }

  push(chunk: Uint8Array): void {
    if (this.length + chunk.length > this.buffer.length) {
      const grown = new Uint8Array(Math.max(this.length + chunk.length, this.buffer.length * 2));
      grown.set(this.buffer.subarray(0, this.length));
      this.buffer = grown;
    }
    this.buffer.set(chunk, this.length);
    this.length += chunk.length;
  }

  bytes(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }
}

interface Part {
  name: string;
  isFile: boolean;
  fileName: string | null;
  sink: ByteSink | null;
  text: Buffer[];
  textBytes: number;
}

function partOf(headerBlock: string, limits: UploadFormLimits, declaredLength: number | null): Part {
  const disposition = headerBlock
    .split('\r\n')
    .find((line) => /^content-disposition\s*:/i.test(line));
  if (!disposition || !/:\s*form-data\s*(;|$)/i.test(disposition)) throw new MalformedMultipartError('a part is not form-data.');
  const name = /;\s*name="([^"]*)"/i.exec(disposition)?.[1];
  if (name === undefined) throw new MalformedMultipartError('a part has no name.');
  const isFile = /;\s*filename\*?=/i.test(disposition);
  const fileName = isFile ? fileNameOf(disposition) : null;
  const keep = isFile && name === limits.fileField;
  const capacity = Math.min(declaredLength ?? 0, limits.maxFileBytes);
  return { name, isFile, fileName, sink: keep ? new ByteSink(capacity) : null, text: [], textBytes: 0 };
}

/** A part's file name: `filename*=UTF-8''…` (percent-encoded) where given, else `filename="…"` as browsers send it. */
function fileNameOf(disposition: string): string | null {
  const extended = /;\s*filename\*\s*=\s*([\w-]+)'[^']*'([^;]*)/i.exec(disposition);
  if (extended?.[1]?.toLowerCase() === 'utf-8' && extended[2] !== undefined) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  // Browsers send a backslash as it is (a Windows path) and a quote as %22: nothing inside the quotes is an escape.
  const plain = /;\s*filename\s*=\s*"([^"]*)"/i.exec(disposition) ?? /;\s*filename\s*=\s*([^;"\s]+)/i.exec(disposition);
  return plain?.[1] ?? null;
}

/**
 * Reads the body up to its closing delimiter. Throws FileTooLargeError as soon as the kept file passes its limit,
 * and MalformedMultipartError for a body that is not multipart/form-data with that boundary; in both cases the rest
 * of the body is left unread.
 */
export async function readUploadForm(
  body: ReadableStream<Uint8Array> | null,
  contentType: string | undefined,
  declaredLength: number | null,
  limits: UploadFormLimits,
): Promise<UploadForm> {
  const boundary = multipartBoundary(contentType);
  if (!boundary) throw new MalformedMultipartError('not multipart/form-data with a boundary.');
  if (!body) throw new MalformedMultipartError('no body.');
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const fields = new Map<string, string>();
  let file: Uint8Array | null = null;
  let fileName: string | null = null;
  let parts = 0;
  let part: Part | null = null;
  let state = 'preamble' as 'preamble' | 'after-delimiter' | 'headers' | 'body' | 'done';
  // The body's first delimiter has no CRLF before it; one is supplied so every delimiter looks the same.
  let pending: Buffer = Buffer.from(CRLF);

  const take = (bytes: Buffer) => {
    if (!part || bytes.length === 0) return;
    if (part.sink) {
      if (part.sink.length + bytes.length > limits.maxFileBytes) throw new FileTooLargeError();
      part.sink.push(bytes);
    } else if (!part.isFile) {
      part.textBytes += bytes.length;
      if (part.textBytes > limits.maxFieldBytes) throw new MalformedMultipartError(`the field "${part.name}" is too long.`);
      part.text.push(bytes);
    }
  };
  const close = (closed: Part) => {
    if (closed.sink && file === null) {
      file = closed.sink.bytes();
      fileName = closed.fileName;
    }
    else if (!closed.isFile && !fields.has(closed.name)) fields.set(closed.name, Buffer.concat(closed.text).toString('utf8'));
  };

  /** Moves through what is pending as far as it goes; false when more bytes are needed. */
  const step = (): boolean => {
    switch (state) {
      case 'preamble':
      case 'body': {
        const at = pending.indexOf(delimiter);
        if (at < 0) {
          // Keep a tail that may be the start of a delimiter split across chunks.
          const safe = Math.max(0, pending.length - (delimiter.length - 1));
          if (state === 'body') take(pending.subarray(0, safe));
          pending = pending.subarray(safe);
          return false;
        }
        if (state === 'body') take(pending.subarray(0, at));
        if (part) close(part);
        part = null;
        pending = pending.subarray(at + delimiter.length);
        state = 'after-delimiter';
        return true;
      }
      case 'after-delimiter': {
        if (pending.length < 2) return false;
        if (pending[0] === 0x2d && pending[1] === 0x2d) {
          state = 'done';
          return false;
        }
        const lineEnd = pending.indexOf(CRLF);
        if (lineEnd < 0) {
          if (pending.length > 1024) throw new MalformedMultipartError('no line break after a delimiter.');
          return false;
        }
        // Transport padding (spaces, tabs) may sit between a delimiter and its line break.
        if (!/^[ \t]*$/.test(pending.subarray(0, lineEnd).toString('latin1'))) throw new MalformedMultipartError('bad delimiter.');
        pending = pending.subarray(lineEnd + CRLF.length);
        state = 'headers';
        return true;
      }
      case 'headers': {
        const end = pending.indexOf(HEADER_END);
        if (end < 0) {
          if (pending.length > MAX_HEADER_BYTES) throw new MalformedMultipartError('part headers too long.');
          return false;
        }
        parts += 1;
        if (parts > limits.maxParts) throw new MalformedMultipartError('too many parts.');
        part = partOf(pending.subarray(0, end).toString('utf8'), limits, declaredLength);
        pending = pending.subarray(end + HEADER_END.length);
        state = 'body';
        return true;
      }
      case 'done':
        return false;
    }
  };

  const reader = body.getReader();
  try {
    while (state !== 'done') {
      const { done, value } = await reader.read();
      if (done) throw new MalformedMultipartError('the body ended before its closing delimiter.');
      const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      while (step());
    }
  } catch (error) {
    // What is left of the body is not read: the connection is closed after the answer.
    await reader.cancel().catch(() => undefined);
    throw error;
  }
  await reader.cancel().catch(() => undefined);
  return { fields, file, fileName };
}
