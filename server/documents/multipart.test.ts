import { describe, expect, it } from 'vitest';
import { FileTooLargeError, MalformedMultipartError, multipartBoundary, readUploadForm } from './multipart';

const BOUNDARY = '----form7MA4YWxkTrZu0gW';
const TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const LIMITS = { fileField: '0:file', maxFileBytes: 64, maxFieldBytes: 32, maxParts: 4 };

const part = (name: string, value: string, filename?: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n` +
  `${filename ? 'Content-Type: application/octet-stream\r\n' : ''}\r\n${value}\r\n`;
const body = (...parts: string[]) => Buffer.from(`${parts.join('')}--${BOUNDARY}--\r\n`);

/** The body as a stream cut into pieces of `size` bytes, so delimiters fall across chunks. */
function streamOf(bytes: Buffer, size: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(new Uint8Array(bytes.subarray(offset, offset + size)));
      offset += size;
    },
  });
}

describe('readUploadForm', () => {
  const FILE = 'line one\r\n--not-the-boundary\r\n\r\nline three';
  const whole = body(part('0:type', 'passport'), part('0:file', FILE, 'scan.pdf'), part('0:expiry_date', '2030-01-31'));

  it.each([1, 2, 3, 7, 16, 1024])('reads the fields and the file whatever the chunk size (%i bytes)', async (size) => {
    const form = await readUploadForm(streamOf(whole, size), TYPE, whole.length, LIMITS);
    expect(Object.fromEntries(form.fields)).toStrictEqual({ '0:type': 'passport', '0:expiry_date': '2030-01-31' });
    expect(Buffer.from(form.file ?? []).toString()).toBe(FILE);
  });

  it('gives the file part’s name, plain or in RFC 5987 form', async () => {
    const named = async (disposition: string) => {
      const bytes = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="0:file"; ${disposition}\r\n\r\nx\r\n--${BOUNDARY}--\r\n`);
      return (await readUploadForm(streamOf(bytes, 8), TYPE, null, LIMITS)).fileName;
    };
    expect(await named('filename="scan.pdf"')).toBe('scan.pdf');
    expect(await named('filename="C:\\Users\\ana\\scan.pdf"')).toBe('C:\\Users\\ana\\scan.pdf');
    expect(await named(`filename="conta.pdf"; filename*=UTF-8''conta%20de%20lu%C3%A9.pdf`)).toBe('conta de lué.pdf');
    expect(await named(`filename*=UTF-8''bad%E0%A4%A.pdf; filename="fallback.pdf"`)).toBe('fallback.pdf');
  });

  it('keeps the first value of a repeated field, drops other file parts, and answers no file when none came', async () => {
    const bytes = body(part('0:type', 'passport'), part('0:type', 'utility-bill'), part('1:file', 'other', 'b.pdf'));
    const form = await readUploadForm(streamOf(bytes, 5), TYPE, null, LIMITS);
    expect(Object.fromEntries(form.fields)).toStrictEqual({ '0:type': 'passport' });
    expect(form.file).toBeNull();
  });

  it('stops at the first byte over the file limit', async () => {
    const bytes = body(part('0:file', 'x'.repeat(65), 'a.pdf'), part('0:type', 'passport'));
    await expect(readUploadForm(streamOf(bytes, 8), TYPE, bytes.length, LIMITS)).rejects.toBeInstanceOf(FileTooLargeError);
    const exact = body(part('0:file', 'x'.repeat(64), 'a.pdf'));
    expect((await readUploadForm(streamOf(exact, 8), TYPE, exact.length, LIMITS)).file).toHaveLength(64);
  });

  it.each([
    ['a body cut short', Buffer.from(part('0:type', 'passport'))],
    ['a field over its limit', body(part('0:type', 'p'.repeat(33)))],
    ['too many parts', body(...['a', 'b', 'c', 'd', 'e'].map((name) => part(name, 'v')))],
    ['a part without a name', Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nv\r\n--${BOUNDARY}--\r\n`)],
  ])('refuses %s', async (_case, bytes) => {
    await expect(readUploadForm(streamOf(bytes, 4), TYPE, null, LIMITS)).rejects.toBeInstanceOf(MalformedMultipartError);
  });

  it('refuses a body that is not multipart', async () => {
    await expect(readUploadForm(streamOf(whole, 64), 'application/json', null, LIMITS)).rejects.toBeInstanceOf(MalformedMultipartError);
  });
});

describe('multipartBoundary', () => {
  it('reads a plain or quoted boundary of a multipart/form-data type only', () => {
    expect(multipartBoundary('multipart/form-data; boundary=abc')).toBe('abc');
    expect(multipartBoundary('Multipart/Form-Data; charset=utf-8; boundary="a b;c"')).toBe('a b;c');
    expect(multipartBoundary('multipart/mixed; boundary=abc')).toBeNull();
    expect(multipartBoundary('multipart/form-data')).toBeNull();
    expect(multipartBoundary(undefined)).toBeNull();
  });
});
