// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { FILE_TOO_LARGE_DETAIL, NETWORK_ERROR_DETAIL } from '../../domain/limits';
import { FakeXhr, fakeXhrForEachTest } from '../features/document-uploads/testing/fake-xhr';
import { uploadRequest } from './http';

fakeXhrForEachTest();

function upload(token: string | null = 'tok-123', onProgress = vi.fn()) {
  const form = new FormData();
  form.append('0:type', 'passport');
  return { ...uploadRequest('/reference-requests/req-1/document', form, onProgress, () => token), onProgress };
}

describe('uploadRequest', () => {
  it("sends the form with the API client's headers and credentials, and reports the bytes sent", async () => {
    const { result, onProgress } = upload();
    const sent = FakeXhr.last();
    expect(sent).toMatchObject({ method: 'POST', url: '/api/reference-requests/req-1/document', withCredentials: true });
    expect(sent.headers).toEqual({ Accept: 'application/json', Authorization: 'Token tok-123' });
    expect(sent.fields()).toEqual({ '0:type': 'passport' });

    await sent.progress(512, 2048);
    expect(onProgress).toHaveBeenCalledWith(512, 2048);

    await sent.respond(201, { id: 9 });
    await expect(result).resolves.toMatchObject({ ok: true, status: 201, data: { id: 9 } });
  });

  it('leaves the Authorization header out when there is no token', () => {
    upload(null);
    expect(FakeXhr.last().headers).toEqual({ Accept: 'application/json' });
  });

  it.each([400, 409, 429])("returns a %i's error body, as the API client does", async (status) => {
    const { result } = upload();
    await FakeXhr.last().respond(status, { '0:file': ['Unsupported file type.'] });
    await expect(result).resolves.toMatchObject({ ok: false, status, error: { '0:file': ['Unsupported file type.'] } });
  });

  it('falls back to "File size exceeds 20Mb." for a 413 without a JSON body, and keeps its own otherwise', async () => {
    const bare = upload();
    await FakeXhr.last().respond(413);
    await expect(bare.result).resolves.toMatchObject({ ok: false, status: 413, error: { detail: FILE_TOO_LARGE_DETAIL } });

    const worded = upload();
    await FakeXhr.last().respond(413, { detail: 'Too big.' });
    await expect(worded.result).resolves.toMatchObject({ error: { detail: 'Too big.' } });
  });

  it('answers a network failure as the 503 "Network Error"', async () => {
    const { result } = upload();
    await FakeXhr.last().failNetwork();
    await expect(result).resolves.toEqual({ ok: false, status: 503, statusText: 'Network Error', error: { detail: NETWORK_ERROR_DETAIL } });
  });

  it.each([401, 500])('rejects any other status (%i) as an ApiError, as the API client throws it', async (status) => {
    const { result } = upload();
    const refused = expect(result).rejects.toMatchObject({ name: 'ApiError', status });
    await FakeXhr.last().respond(status, { detail: 'x' });
    await refused;
  });

  it('aborts the request', () => {
    upload().abort();
    expect(FakeXhr.last().aborted).toBe(true);
  });
});
