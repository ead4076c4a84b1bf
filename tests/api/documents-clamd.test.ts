/**
 * Uploads scanned by a ClamAV daemon (MALWARE_SCAN_PROVIDER=clamd, docs/documents.md "The scanner"), against a fake
 * clamd this suite starts: what it receives, and what the upload answers for each of its verdicts. Whatever the
 * scanner says, a refused or failed upload leaves no file and no row.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import type { CreatedRequest } from '../../domain/org-request.schema';
import type { UploadedDocument } from '../../domain/reference-response';
import type { Config } from '../../server/config';
import { referenceResponses, uploadedDocuments } from '../../server/db/schema';
import { DETAILS } from '../../server/errors';
import { EICAR_TEST_STRING } from '../../server/providers/malware-scan/sandbox';
import { LOCKED_DETAILS } from '../../server/requests/write-lock';
import { getResponse } from './support/candidate';
import { findsMarker, startFakeClamd, type FakeClamd, type FakeClamdBehaviour } from './support/fake-clamd';
import { tokenHeaders, useTestApp } from './support/test-app';

const ctx = useTestApp();
let clamd: FakeClamd;
let dataDir: string;

const clamdConfig = (port: number, timeoutMs = 5_000): Partial<Config> => ({
  dataDir,
  malwareScan: { provider: 'clamd', clamdHost: '127.0.0.1', clamdPort: port, timeoutMs },
});

beforeAll(async () => {
  clamd = await startFakeClamd();
  dataDir = await mkdtemp(join(tmpdir(), 'documents-clamd-'));
});
afterAll(async () => {
  await clamd.stop();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  clamd.scanned.length = 0;
  clamd.behave({ kind: 'reply', reply: findsMarker(EICAR_TEST_STRING, 'Win.Test.EICAR_HDB-1') });
  await rm(join(dataDir, 'files'), { recursive: true, force: true });
  ctx.makeApp({ config: clamdConfig(clamd.port) });
});

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(join(dataDir, 'files'), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

const pdf = (filler = '') => Buffer.from(`%PDF-1.4\n${filler}\ntrailer << >>\n%%EOF\n`);

async function upload(created: CreatedRequest, file: Buffer): Promise<Response> {
  const form = new FormData();
  form.append('0:file', new File([new Uint8Array(file)], 'statement.pdf', { type: 'application/pdf' }));
  form.append('0:type', 'address-proof');
  return ctx.app.request(`/api/reference-requests/${created.guid}/document`, {
    method: 'POST',
    headers: tokenHeaders(created.user_token),
    body: form,
  });
}

async function expectNothingKept(created: CreatedRequest) {
  expect((await getResponse(ctx.app, created)).documents.uploaded).toStrictEqual([]);
  expect(await storedFiles()).toStrictEqual([]);
}

describe('the clamd scanner', () => {
  it('streams the whole file to clamd in chunks and keeps it on "stream: OK"', async () => {
    const created = await ctx.createRequest();
    // Larger than one 64 KB chunk, so the stream is sent in several.
    const file = pdf('x'.repeat(200 * 1024));
    const answer = await upload(created, file);
    expect(answer.status).toBe(201);
    expect(clamd.scanned).toStrictEqual([file]);
    const saved = (await answer.json()) as UploadedDocument;
    expect(await storedFiles()).toStrictEqual([saved.path.split('/').pop()]);
  });

  it('refuses a file clamd finds a signature in, on the file field, keeping nothing', async () => {
    const created = await ctx.createRequest();
    const answer = await upload(created, pdf(EICAR_TEST_STRING));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual({ file: [MESSAGES.fileMalware] });
    expect(ctx.logs.some((line) => line.includes('Win.Test.EICAR_HDB-1'))).toBe(true);
    await expectNothingKept(created);
  });

  it('never sends the scanner an image of more pixels than the limit: its header alone refuses it', async () => {
    const created = await ctx.createRequest();
    const huge = await sharp({ create: { width: 9_999, height: 9_999, channels: 3, background: '#fff' } }).png().toBuffer();
    const answer = await upload(created, huge);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual({ file: [MESSAGES.imageTooManyPixels] });
    expect(clamd.scanned).toStrictEqual([]);
    await expectNothingKept(created);
  });

  it.each<[string, FakeClamdBehaviour]>([
    ['answers an error', { kind: 'reply', reply: () => 'INSTREAM size limit exceeded. ERROR' }],
    ['drops the connection', { kind: 'drop' }],
    ['answers nonsense', { kind: 'reply', reply: () => 'PONG' }],
  ])('answers 503 and keeps nothing when clamd %s', async (_case, behaviour) => {
    clamd.behave(behaviour);
    const created = await ctx.createRequest();
    const answer = await upload(created, pdf());
    expect(answer.status).toBe(503);
    expect(await answer.json()).toStrictEqual({ detail: DETAILS.serviceUnavailable });
    await expectNothingKept(created);
  });

  it('answers 503 when clamd gives no verdict in time', async () => {
    clamd.behave({ kind: 'silent' });
    ctx.makeApp({ config: clamdConfig(clamd.port, 300) });
    const created = await ctx.createRequest();
    const answer = await upload(created, pdf());
    expect(answer.status).toBe(503);
    await expectNothingKept(created);
  });

  it('answers 503 when clamd cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    ctx.makeApp({ config: clamdConfig(port) });
    const created = await ctx.createRequest();
    const answer = await upload(created, pdf());
    expect(answer.status).toBe(503);
    expect(ctx.logs.some((line) => line.includes('malware scanner unavailable'))).toBe(true);
    await expectNothingKept(created);
  });

  it('removes the stored file when the request is submitted while the file is being scanned (409)', async () => {
    const created = await ctx.createRequest();
    const { guid } = await getResponse(ctx.app, created);
    clamd.behave({
      kind: 'reply',
      reply: async () => {
        await ctx.db.update(referenceResponses).set({ status: 'done' }).where(eq(referenceResponses.guid, guid));
        return 'stream: OK';
      },
    });
    const answer = await upload(created, pdf());
    expect(answer.status).toBe(409);
    expect(await answer.json()).toStrictEqual({ detail: LOCKED_DETAILS.done });
    expect(await ctx.db.select().from(uploadedDocuments)).toStrictEqual([]);
    expect(await storedFiles()).toStrictEqual([]);
  });
});
