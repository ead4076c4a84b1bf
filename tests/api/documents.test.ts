/**
 * The uploaded documents' calls (spec 001 §7, docs/documents.md): POST /reference-requests/{guid}/document, DELETE
 * .../document/{docId}, GET .../document/{docId}/file and GET /oneform/{guid}/document-types/. A file is judged by
 * its content, scanned, stripped of metadata when it is a photo, kept under a server-made key, served to its owner
 * only, and never left behind without its row.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentTypesFor } from '../../domain/document-types';
import { FILE_TOO_LARGE_DETAIL, MAX_IMAGE_PIXELS, MAX_UPLOAD_BYTES } from '../../domain/limits';
import { MESSAGES } from '../../domain/messages';
import type { CreatedRequest } from '../../domain/org-request.schema';
import type { DocumentType, UploadedDocument } from '../../domain/reference-response';
import type { Config } from '../../server/config';
import { employers, referenceResponses, uploadedDocuments } from '../../server/db/schema';
import { DETAILS } from '../../server/errors';
import { EICAR_SIGNATURE, EICAR_TEST_STRING } from '../../server/providers/malware-scan/sandbox';
import { LOCKED_DETAILS } from '../../server/requests/write-lock';
import { s3Client } from '../../server/storage/s3-storage';
import { getResponse } from './support/candidate';
import { EICAR_BODY_SIGNATURE, useTestScanner } from './support/clamd';
import { bucketKeys, emptyBucket, startS3Server, type S3TestServer } from './support/s3-server';
import { tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

/** Where the files go: the same suite runs on each. */
interface Backend {
  name: string;
  config(): Partial<Config>;
  /** Every key the storage holds. */
  keys(): Promise<string[]>;
  clear(): Promise<void>;
}

const scanner = useTestScanner();
let dataDir: string;
let s3: S3TestServer;
let bucket: S3Client;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'documents-'));
  s3 = await startS3Server();
  bucket = s3Client(s3.storage);
});
afterAll(async () => {
  bucket.destroy();
  await s3.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const LOCAL_DISK: Backend = {
  name: 'local disk',
  config: () => ({ dataDir, malwareScan: scanner.config() }),
  keys: async () => {
    const root = join(dataDir, 'files');
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name)));
  },
  clear: () => rm(join(dataDir, 'files'), { recursive: true, force: true }),
};

const S3_BUCKET: Backend = {
  name: 'an S3-compatible bucket',
  config: () => ({ dataDir, storage: s3.storage, malwareScan: scanner.config() }),
  keys: () => bucketKeys(bucket, s3.storage.bucket),
  clear: () => emptyBucket(bucket, s3.storage.bucket),
};

const ctx = useTestApp();
let backend: Backend = LOCAL_DISK;
const storedKeys = () => backend.keys();

// Files to upload, made here so every byte is known.
const png = () => sharp({ create: { width: 8, height: 6, channels: 3, background: '#2a6' } }).png().toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/**
 * A minimal compound file (MS-CFB, 512-byte sectors): the header, one FAT sector, one directory sector holding the
 * root entry and one stream named `streamName` ("WordDocument" for a .doc, "Workbook" for an .xls).
 */
function compoundFile(streamName: string): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c);
  header.writeUInt32LE(1, 0x30);
  header.writeUInt32LE(0x1000, 0x38);
  header.writeUInt32LE(0xfffffffe, 0x3c);
  header.writeUInt32LE(0xfffffffe, 0x44);
  header.fill(0xff, 0x4c);
  header.writeUInt32LE(0, 0x4c);
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0);
  fat.writeUInt32LE(0xfffffffe, 4);
  const directory = Buffer.alloc(512);
  const entry = (index: number, name: string, type: number) => {
    const base = index * 128;
    const encoded = Buffer.from(`${name}\0`, 'utf16le');
    encoded.copy(directory, base);
    directory.writeUInt16LE(encoded.length, base + 0x40);
    directory.writeUInt8(type, base + 0x42);
    directory.writeUInt32LE(0xffffffff, base + 0x44);
    directory.writeUInt32LE(0xffffffff, base + 0x48);
    directory.writeUInt32LE(0xffffffff, base + 0x4c);
  };
  entry(0, 'Root Entry', 5);
  directory.writeUInt32LE(1, 0x4c);
  entry(1, streamName, 2);
  return Buffer.concat([header, fat, directory]);
}

interface Candidate {
  created: CreatedRequest;
  responseGuid: string;
  upload(
    file: Buffer | null,
    fields?: Record<string, string>,
    options?: { name?: string; mime?: string; token?: string; key?: string },
  ): Promise<Response>;
  remove(id: number, token?: string, key?: string): Promise<Response>;
  download(id: number, token?: string): Promise<Response>;
  uploads(): Promise<UploadedDocument[]>;
}

const attemptHeader = (key: string | undefined): Record<string, string> => (key ? { 'Idempotency-Key': key } : {});

async function candidate(): Promise<Candidate> {
  const created = await ctx.createRequest();
  const response = await getResponse(ctx.app, created);
  const base = `/api/reference-requests/${created.guid}/document`;
  return {
    created,
    responseGuid: response.guid,
    upload: async (file, fields = { type: 'utility-bill' }, { name = 'scan.pdf', mime = 'application/pdf', token = created.user_token, key } = {}) => {
      const form = new FormData();
      if (file) form.append('0:file', new File([new Uint8Array(file)], name, { type: mime }));
      for (const [field, value] of Object.entries(fields)) form.append(`0:${field}`, value);
      return ctx.app.request(base, { method: 'POST', headers: { ...tokenHeaders(token), ...attemptHeader(key) }, body: form });
    },
    remove: async (id, token = created.user_token, key) =>
      ctx.app.request(`${base}/${id}`, { method: 'DELETE', headers: { ...tokenHeaders(token), ...attemptHeader(key) } }),
    download: async (id, token = created.user_token) => ctx.app.request(`${base}/${id}/file`, { headers: tokenHeaders(token) }),
    uploads: async () => (await getResponse(ctx.app, created)).documents.uploaded,
  };
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const yearsAhead = (years: number) => {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() + years);
  return isoDay(day);
};

describe.each([LOCAL_DISK, S3_BUCKET])('on $name', (storage) => {
  beforeEach(async () => {
    backend = storage;
    await backend.clear();
    ctx.makeApp({ config: backend.config() });
  });

  describe('POST /reference-requests/{guid}/document', () => {
    it('keeps a PDF and lists it on the reference response', async () => {
      const c = await candidate();
      const answer = await c.upload(PDF);
      expect(answer.status).toBe(201);
      const saved = (await answer.json()) as UploadedDocument;
      expect(saved).toMatchObject({
        type: 'utility-bill',
        file_name: 'scan.pdf',
        expiry_date: null,
        selected_level: null,
        employment_response: null,
      });
      expect(saved.path).toMatch(new RegExp(`^documents/${c.responseGuid}/[0-9a-f-]{36}\\.pdf$`));
      expect(await c.uploads()).toStrictEqual([saved]);
      expect(await storedKeys()).toStrictEqual([saved.path]);
    });

    it('keeps one document for the same upload sent twice under one Idempotency-Key, at once or one after the other', async () => {
      const c = await candidate();
      const key = 'upload-attempt-0001';
      const [first, second] = await Promise.all([c.upload(PDF, undefined, { key }), c.upload(PDF, undefined, { key })]);
      expect([first!.status, second!.status]).toStrictEqual([201, 201]);
      const third = await c.upload(PDF, undefined, { key });
      expect(third.status).toBe(201);
      const kept = await c.uploads();
      expect(kept).toHaveLength(1);
      for (const answer of [first!, second!, third]) expect(await answer.json()).toStrictEqual(kept[0]);
      // The copies sent again are not kept in the storage either.
      expect(await storedKeys()).toStrictEqual([kept[0]!.path]);

      const removals = await Promise.all([c.remove(kept[0]!.id, undefined, 'remove-attempt-01'), c.remove(kept[0]!.id, undefined, 'remove-attempt-01')]);
      expect(removals.map((answer) => answer.status)).toStrictEqual([204, 204]);
      expect(await c.uploads()).toStrictEqual([]);
      expect(await storedKeys()).toStrictEqual([]);
    });

    it('keeps the name the file was sent with, as its last path segment without control characters', async () => {
      const c = await candidate();
      const named = async (name: string) => ((await (await c.upload(PDF, { type: 'utility-bill' }, { name })).json()) as UploadedDocument).file_name;
      expect(await named('Relevé de compte – mars.pdf')).toBe('Relevé de compte – mars.pdf');
      expect(await named('C:\\Users\\ana\\conta\tluz.pdf')).toBe('contaluz.pdf');
      expect(await named(`${'a'.repeat(300)}.pdf`)).toHaveLength(255);
      expect((await c.uploads()).map((upload) => upload.file_name)).toHaveLength(3);
    });

    it('judges a file by its content: a PNG named .pdf and declared a PDF is kept as a PNG', async () => {
      const c = await candidate();
      const answer = await c.upload(await png(), { type: 'utility-bill' }, { name: 'bill.pdf', mime: 'application/pdf' });
      expect(answer.status).toBe(201);
      const saved = (await answer.json()) as UploadedDocument;
      expect(saved.path).toMatch(/\.png$/);
      const file = await c.download(saved.id);
      expect(file.headers.get('content-type')).toBe('image/png');
      expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).format).toBe('png');
    });

    it.each([
      ['an executable', EXE],
      ['an HTML page', HTML],
      ['an Excel workbook (a compound file without a Word stream)', compoundFile('Workbook')],
    ])('refuses %s named .jpg, naming the file field, and keeps nothing', async (_kind, bytes) => {
      const c = await candidate();
      const answer = await c.upload(bytes, { type: 'utility-bill' }, { name: 'photo.jpg', mime: 'image/jpeg' });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toStrictEqual({ file: [MESSAGES.fileTypeNotAccepted] });
      expect(await c.uploads()).toStrictEqual([]);
      expect(await storedKeys()).toStrictEqual([]);
    });

    it('refuses a JPEG that does not decode, keeping nothing', async () => {
      const c = await candidate();
      const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 0x41)]);
      const answer = await c.upload(broken, { type: 'utility-bill' }, { name: 'photo.jpg', mime: 'image/jpeg' });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toStrictEqual({ file: [MESSAGES.fileUnreadable] });
      expect(await storedKeys()).toStrictEqual([]);
    });

    it('keeps a Word 97-2003 document (a compound file with a WordDocument stream)', async () => {
      const c = await candidate();
      const answer = await c.upload(compoundFile('WordDocument'), { type: 'address-proof' }, { name: 'letter.doc', mime: 'application/msword' });
      expect(answer.status).toBe(201);
      const saved = (await answer.json()) as UploadedDocument;
      expect(saved.path).toMatch(/\.doc$/);
      expect((await c.download(saved.id)).headers.get('content-type')).toBe('application/msword');
    });

    it('refuses the EICAR test file on the file field, and keeps nothing', async () => {
      const c = await candidate();
      const answer = await c.upload(Buffer.from(`%PDF-1.4\n${EICAR_TEST_STRING}\n%%EOF\n`));
      expect(answer.status).toBe(400);
      expect(await answer.json()).toStrictEqual({ file: [MESSAGES.fileMalware] });
      expect(ctx.logs.some((line) => line.includes(scanner.kind === 'clamd' ? EICAR_BODY_SIGNATURE : EICAR_SIGNATURE))).toBe(true);
      expect(await c.uploads()).toStrictEqual([]);
      expect(await storedKeys()).toStrictEqual([]);
    });

    it('refuses the EICAR test string hidden after a PNG, which re-encoding would have dropped', async () => {
      const c = await candidate();
      const answer = await c.upload(Buffer.concat([await png(), Buffer.from(EICAR_TEST_STRING)]), { type: 'utility-bill' }, { name: 'me.png', mime: 'image/png' });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toStrictEqual({ file: [MESSAGES.fileMalware] });
      expect(await storedKeys()).toStrictEqual([]);
    });

    it('refuses an image of more pixels than the limit, by its header, however small its file', async () => {
      const c = await candidate();
      const side = 9_999;
      expect(side * side).toBeGreaterThan(MAX_IMAGE_PIXELS);
      const huge = await sharp({ create: { width: side, height: side, channels: 3, background: '#fff' } }).png().toBuffer();
      expect(huge.length).toBeLessThan(400 * 1024);
      const answer = await c.upload(huge, { type: 'utility-bill' }, { name: 'scan.png', mime: 'image/png' });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toStrictEqual({ file: [MESSAGES.imageTooManyPixels] });
      expect(await storedKeys()).toStrictEqual([]);
    });

    it('answers 413 with the specification\'s words for a file of 20 MB and one byte', async () => {
      const c = await candidate();
      const answer = await c.upload(Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - PDF.length)]));
      expect(answer.status).toBe(413);
      expect(await answer.json()).toStrictEqual({ detail: FILE_TOO_LARGE_DETAIL });
      expect(await storedKeys()).toStrictEqual([]);
    });

    it('keeps a file of exactly 20 MB', async () => {
      const c = await candidate();
      const answer = await c.upload(Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES - PDF.length)]));
      expect(answer.status).toBe(201);
    });

    it('asks for a file', async () => {
      const c = await candidate();
      const answer = await c.upload(null);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toStrictEqual({ file: [MESSAGES.fileRequired] });
    });

    it('refuses a body that is not a multipart form', async () => {
      const c = await candidate();
      const answer = await ctx.app.request(`/api/reference-requests/${c.created.guid}/document`, {
        method: 'POST',
        headers: { ...tokenHeaders(c.created.user_token), 'content-type': 'application/json' },
        body: JSON.stringify({ '0:type': 'utility-bill' }),
      });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toStrictEqual({ detail: 'Multipart form parse error.' });
    });

    it('refuses an unknown document type, naming the field', async () => {
      const c = await candidate();
      const answer = await c.upload(PDF, { type: 'bank-robbery-plan' });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toStrictEqual({ type: [MESSAGES.selectFromList] });
      expect(await storedKeys()).toStrictEqual([]);
    });

    it('asks a passport for an expiry date at most 20 years ahead', async () => {
      const c = await candidate();
      const missing = await c.upload(PDF, { type: 'passport' });
      expect(missing.status).toBe(400);
      expect(await missing.json()).toStrictEqual({ expiry_date: [MESSAGES.required] });
      const tooFar = await c.upload(PDF, { type: 'passport', expiry_date: yearsAhead(21) });
      expect(tooFar.status).toBe(400);
      expect(await tooFar.json()).toStrictEqual({ expiry_date: [MESSAGES.uploadExpiryTooFar] });
      const fine = await c.upload(PDF, { type: 'passport', expiry_date: yearsAhead(9), selected_level: 'acic_commencement' });
      expect(fine.status).toBe(201);
      expect(await fine.json()).toMatchObject({ type: 'passport', expiry_date: yearsAhead(9), selected_level: 'acic_commencement' });
    });

    it("refuses an employment response that is not the candidate's own, naming the field", async () => {
      const mine = await candidate();
      const other = await candidate();
      const responseIdOf = async (guid: string) =>
        (await ctx.db.select().from(referenceResponses).where(eq(referenceResponses.guid, guid)))[0]!.id;
      const [theirs] = await ctx.db
        .insert(employers)
        .values({ responseId: await responseIdOf(other.responseGuid), position: 0, organizationName: 'Elsewhere Ltd' })
        .returning();
      const [own] = await ctx.db
        .insert(employers)
        .values({ responseId: await responseIdOf(mine.responseGuid), position: 0, organizationName: 'Northfield Trading Co' })
        .returning();

      const refused = await mine.upload(PDF, { type: 'employment-proof', employment_response: String(theirs!.id) });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toStrictEqual({ employment_response: [MESSAGES.selectFromList] });
      const education = await mine.upload(PDF, { type: 'education-proof', education_response: '999' });
      expect(await education.json()).toStrictEqual({ education_response: [MESSAGES.selectFromList] });

      const kept = await mine.upload(PDF, { type: 'employment-proof', employment_response: String(own!.id) });
      expect(kept.status).toBe(201);
      expect(await kept.json()).toMatchObject({ employment_response: own!.id });
      expect((await getResponse(ctx.app, mine.created)).employers[0]!.document_uploads).toHaveLength(1);
    });

    it("answers 404 to another candidate's token, and keeps nothing", async () => {
      const owner = await candidate();
      const stranger = await candidate();
      const answer = await owner.upload(PDF, undefined, { token: stranger.created.user_token });
      expect(answer.status).toBe(404);
      expect(await answer.json()).toStrictEqual({ detail: DETAILS.notFound });
      expect(await storedKeys()).toStrictEqual([]);
    });

    it('answers 409 on a submitted request, and keeps nothing', async () => {
      const c = await candidate();
      await ctx.db.update(referenceResponses).set({ status: 'done' }).where(eq(referenceResponses.guid, c.responseGuid));
      const answer = await c.upload(PDF);
      expect(answer.status).toBe(409);
      expect(await answer.json()).toStrictEqual({ detail: LOCKED_DETAILS.done });
      expect(await storedKeys()).toStrictEqual([]);
    });
  });

  describe('photos', () => {
    it('re-encodes a JPEG without its EXIF block (GPS gone), turned upright first', async () => {
      const c = await candidate();
      const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } })
        .jpeg()
        .withExif({
          IFD0: { Make: 'TestCam' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
        })
        .withMetadata({ orientation: 6 })
        .toBuffer();
      const before = await sharp(photo).metadata();
      expect(before.exif?.toString('latin1')).toContain('TestCam');
      expect(before.orientation).toBe(6);

      const answer = await c.upload(photo, { type: 'driving-license-front' }, { name: 'licence.jpg', mime: 'image/jpeg' });
      expect(answer.status).toBe(201);
      const saved = (await answer.json()) as UploadedDocument;
      const kept = Buffer.from(await (await c.download(saved.id)).arrayBuffer());
      const after = await sharp(kept).metadata();
      expect(after.format).toBe('jpeg');
      expect(after.exif).toBeUndefined();
      expect(kept.includes('TestCam')).toBe(false);
      // Orientation 6 is a quarter turn: the upright picture is 20 wide and 40 high.
      expect([after.width, after.height, after.orientation]).toStrictEqual([20, 40, undefined]);
    });
  });

  describe('DELETE /reference-requests/{guid}/document/{docId}', () => {
    it('removes the row and then the file', async () => {
      const c = await candidate();
      const saved = (await (await c.upload(PDF)).json()) as UploadedDocument;
      const answer = await c.remove(saved.id);
      expect(answer.status).toBe(204);
      expect(await c.uploads()).toStrictEqual([]);
      expect(await storedKeys()).toStrictEqual([]);
      expect((await c.remove(saved.id)).status).toBe(404);
    });

    it("answers 404 to another candidate's token and 409 on a submitted request, keeping the document", async () => {
      const owner = await candidate();
      const stranger = await candidate();
      const saved = (await (await owner.upload(PDF)).json()) as UploadedDocument;
      expect((await owner.remove(saved.id, stranger.created.user_token)).status).toBe(404);
      const strangersOwnPath = await ctx.app.request(`/api/reference-requests/${stranger.created.guid}/document/${saved.id}`, {
        method: 'DELETE',
        headers: tokenHeaders(stranger.created.user_token),
      });
      expect(strangersOwnPath.status).toBe(404);
      await ctx.db.update(referenceResponses).set({ status: 'done' }).where(eq(referenceResponses.guid, owner.responseGuid));
      const locked = await owner.remove(saved.id);
      expect(locked.status).toBe(409);
      expect(await locked.json()).toStrictEqual({ detail: LOCKED_DETAILS.done });
      expect(await owner.uploads()).toHaveLength(1);
      expect(await storedKeys()).toStrictEqual([saved.path]);
    });
  });

  describe('GET /reference-requests/{guid}/document/{docId}/file', () => {
    it('serves the file to its owner as an attachment the browser may not sniff', async () => {
      const c = await candidate();
      const saved = (await (await c.upload(PDF, { type: 'address-proof' })).json()) as UploadedDocument;
      const answer = await c.download(saved.id);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="address-proof-${saved.id}.pdf"`);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(Buffer.from(await answer.arrayBuffer())).toStrictEqual(PDF);
    });

    it("answers 404 to another candidate's token, by either guid", async () => {
      const owner = await candidate();
      const stranger = await candidate();
      const saved = (await (await owner.upload(PDF)).json()) as UploadedDocument;
      expect((await owner.download(saved.id, stranger.created.user_token)).status).toBe(404);
      const viaOwnGuid = await ctx.app.request(`/api/reference-requests/${stranger.created.guid}/document/${saved.id}/file`, {
        headers: tokenHeaders(stranger.created.user_token),
      });
      expect(viaOwnGuid.status).toBe(404);
      expect((await owner.download(saved.id, 'not-a-token')).status).toBe(401);
    });
  });

  describe('failures leave no file and no row', () => {
    /** The app on a database whose transactions all fail. */
    const withFailingTransactions = () =>
      ctx.makeApp({
        db: new Proxy(ctx.db, {
          get(target, property, receiver) {
            if (property === 'transaction') return () => Promise.reject(new Error('injected database failure'));
            return Reflect.get(target, property, receiver);
          },
        }),
        config: backend.config(),
      });

    it('removes the stored file when the row cannot be written', async () => {
      const c = await candidate();
      withFailingTransactions();
      const answer = await c.upload(PDF);
      expect(answer.status).toBe(500);
      expect(await storedKeys()).toStrictEqual([]);
      expect(await ctx.db.select().from(uploadedDocuments)).toStrictEqual([]);
    });

    it('keeps the file when the row cannot be deleted, so the row never points at nothing', async () => {
      const c = await candidate();
      const saved = (await (await c.upload(PDF)).json()) as UploadedDocument;
      withFailingTransactions();
      expect((await c.remove(saved.id)).status).toBe(500);
      ctx.makeApp({ config: backend.config() });
      expect(await c.uploads()).toStrictEqual([saved]);
      expect(await storedKeys()).toStrictEqual([saved.path]);
      expect(Buffer.from(await (await c.download(saved.id)).arrayBuffer())).toStrictEqual(PDF);
    });
  });
});

describe('the 20 MB limit, judged while the body streams in', () => {
  const CHUNK = 64 * 1024;
  const BOUNDARY = 'limit-test-boundary';

  /** A multipart body: the fields, then each file part of `size` bytes (a PDF header, then zeros). */
  function multipartBody(fields: Record<string, string>, files: { name: string; size: number }[]) {
    const pieces: (Buffer | { zeros: number })[] = [];
    for (const [name, value] of Object.entries(fields)) {
      pieces.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
    for (const file of files) {
      pieces.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.name}"; filename="big.pdf"\r\n`));
      pieces.push(Buffer.from('Content-Type: application/pdf\r\n\r\n'), PDF.subarray(0, 8), { zeros: file.size - 8 });
      pieces.push(Buffer.from('\r\n'));
    }
    pieces.push(Buffer.from(`--${BOUNDARY}--\r\n`));
    const total = pieces.reduce((sum, piece) => sum + (Buffer.isBuffer(piece) ? piece.length : piece.zeros), 0);
    let pulled = 0;
    const queue = [...pieces];
    // Pulled only when read (no read-ahead), so `pulled` is what the server asked for.
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          const next = queue[0];
          if (!next) return controller.close();
          let chunk: Buffer;
          if (Buffer.isBuffer(next)) {
            chunk = next;
            queue.shift();
          } else {
            chunk = Buffer.alloc(Math.min(CHUNK, next.zeros));
            next.zeros -= chunk.length;
            if (next.zeros === 0) queue.shift();
          }
          pulled += chunk.length;
          controller.enqueue(new Uint8Array(chunk));
        },
      },
      { highWaterMark: 0 },
    );
    return { stream, total, pulled: () => pulled };
  }

  const send = (created: CreatedRequest, stream: ReadableStream<Uint8Array>, contentLength: number | null) =>
    ctx.app.request(
      new Request(`http://candidate.test/api/reference-requests/${created.guid}/document`, {
        method: 'POST',
        headers: {
          ...tokenHeaders(created.user_token),
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          ...(contentLength === null ? {} : { 'content-length': String(contentLength) }),
        },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );

  beforeEach(async () => {
    backend = LOCAL_DISK;
    await backend.clear();
    ctx.makeApp({ config: backend.config() });
  });

  it('stops reading a file at 20 MB and one byte: the rest of the body is never read', async () => {
    const created = await ctx.createRequest();
    // A second file part follows the first, so a body read to its end would be 900 KB longer than what was read.
    const body = multipartBody({ '0:type': 'utility-bill' }, [
      { name: '0:file', size: MAX_UPLOAD_BYTES + 1 },
      { name: '1:file', size: 900 * 1024 },
    ]);
    const answer = await send(created, body.stream, body.total);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toStrictEqual({ detail: FILE_TOO_LARGE_DETAIL });
    expect(answer.headers.get('connection')).toBe('close');
    expect(body.pulled()).toBeLessThan(MAX_UPLOAD_BYTES + 2 * CHUNK);
    expect(body.total - body.pulled()).toBeGreaterThan(800 * 1024);
    expect(await storedKeys()).toStrictEqual([]);
  });

  it('refuses a body that declares more than the limit before reading any of it', async () => {
    const created = await ctx.createRequest();
    const body = multipartBody({ '0:type': 'utility-bill' }, [{ name: '0:file', size: 100 * 1024 * 1024 }]);
    const answer = await send(created, body.stream, body.total);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toStrictEqual({ detail: FILE_TOO_LARGE_DETAIL });
    expect(body.pulled()).toBe(0);
  });

  it('stops reading a body of undeclared length soon after the limit', async () => {
    const created = await ctx.createRequest();
    const body = multipartBody({ '0:type': 'utility-bill' }, [{ name: '0:file', size: 100 * 1024 * 1024 }]);
    const answer = await send(created, body.stream, null);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toStrictEqual({ detail: FILE_TOO_LARGE_DETAIL });
    expect(body.pulled()).toBeLessThan(MAX_UPLOAD_BYTES + 2 * 1024 * 1024);
  });

  it('keeps the file of a streamed body within the limit', async () => {
    const created = await ctx.createRequest();
    const body = multipartBody({ '0:type': 'utility-bill' }, [{ name: '0:file', size: 300 * 1024 }]);
    const answer = await send(created, body.stream, body.total);
    expect(answer.status).toBe(201);
    expect(body.pulled()).toBe(body.total);
  });
});

describe('GET /oneform/{guid}/document-types/', () => {
  it("answers the catalogue for the request, with the request's required types marked", async () => {
    const created = await ctx.createRequest(validRequestBody({ checks: [{ type: 'document' }] }));
    const answer = await ctx.app.request(`/api/oneform/${created.guid}/document-types/`, { headers: tokenHeaders(created.user_token) });
    expect(answer.status).toBe(200);
    const types = (await answer.json()) as DocumentType[];
    expect(types).toStrictEqual(documentTypesFor((await getResponse(ctx.app, created)).reference_request));
    expect(types.find((type) => type.slug === 'passport')).toMatchObject({
      expiry_date_required: true,
      points: 70,
      required_on_document: true,
    });
    expect(types.filter((type) => type.required_on_document).map((type) => type.slug)).toStrictEqual(['passport']);
  });

  it("answers 404 to another candidate's token", async () => {
    const owner = await candidate();
    const stranger = await candidate();
    const answer = await ctx.app.request(`/api/oneform/${owner.created.guid}/document-types/`, {
      headers: tokenHeaders(stranger.created.user_token),
    });
    expect(answer.status).toBe(404);
  });
});
