import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILE_TOO_LARGE_DETAIL, NETWORK_ERROR_DETAIL } from '../../domain/limits';
import { ApiError, apiRequest, createApiRequest, isApiError, unwrap } from './http';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { status: 200, ...init, headers: { 'Content-Type': 'application/json', ...init.headers } });
}

function lastCall(): { url: string; init: RequestInit; headers: Record<string, string> } {
  const call = fetchMock.mock.lastCall;
  if (!call) throw new Error('fetch was not called');
  const [url, init = {}] = call;
  return { url: String(url), init, headers: (init.headers ?? {}) as Record<string, string> };
}

/** A client reading the token from a fixed value; fetch stays the global so the tests mock it as callers do. */
const request = createApiRequest({ getToken: () => 'tok-123' });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the request it sends', () => {
  it('goes to /api on the same origin with credentials, GET by default, JSON headers and the token', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({}));
    await request('/oneform/abc/');
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/oneform/abc/');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: 'Token tok-123',
    });
  });

  it('sends a JSON body as JSON with the method asked for', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ id: 1 }, { status: 201 }));
    await request('/oneform/g/r/details/phone/', { method: 'POST', body: { phone_code: '44', phone_number: '7700900123' } });
    const { init, headers } = lastCall();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"phone_code":"44","phone_number":"7700900123"}');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('sends FormData as is, without a Content-Type, so the browser sets the multipart boundary', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({}));
    const form = new FormData();
    form.append('0:type', 'passport');
    await request('/reference-requests/g/document', { method: 'POST', body: form });
    const { init, headers } = lastCall();
    expect(init.body).toBe(form);
    expect(headers).not.toHaveProperty('Content-Type');
    expect(headers.Accept).toBe('application/json');
    expect(headers.Authorization).toBe('Token tok-123');
  });

  it('leaves the Authorization header out when there is no token', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse([]));
    await createApiRequest({ getToken: () => null })('/countries/');
    expect(lastCall().headers).not.toHaveProperty('Authorization');
  });

  it('appends query parameters, skipping empty ones', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({}));
    await request('/accounts/nz_company_code/', { query: { company_id: 7, other: undefined, none: null } });
    expect(lastCall().url).toBe('/api/accounts/nz_company_code/?company_id=7');
  });

  it('reads the token from the page through the auth-token module by default', async () => {
    vi.stubGlobal('window', { location: { search: '?guid=g&user_token=from-link' }, localStorage: undefined });
    fetchMock.mockResolvedValueOnce(jsonResponse({}));
    await apiRequest('/oneform/g/');
    expect(lastCall().headers.Authorization).toBe('Token from-link');
  });
});

describe('a success', () => {
  it('returns ok, status, statusText, the parsed JSON and the headers', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ guid: 'g' }, { status: 200, statusText: 'OK' }));
    const result = await request<{ guid: string }>('/oneform/g/');
    expect(result).toMatchObject({ ok: true, status: 200, statusText: 'OK', data: { guid: 'g' } });
    expect(result.ok && result.headers.get('content-type')).toBe('application/json');
  });

  it('returns an empty object when the body is not JSON', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204, statusText: 'No Content' }));
    expect(await request('/x/', { method: 'DELETE' })).toMatchObject({ ok: true, status: 204, data: {} });
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 200 }));
    expect(await request('/x/')).toMatchObject({ ok: true, data: {} });
  });

  it('returns a blob body with the response headers for responseType blob', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(new Blob(['PNGDATA'], { type: 'image/png' }), {
        status: 200,
        headers: { 'Content-Type': 'image/png', 'Content-Disposition': 'inline; filename="signature.png"' },
      }),
    );
    const result = await request('/signature/', { responseType: 'blob' });
    if (!result.ok) throw new Error('expected a success');
    expect(result.data).toBeInstanceOf(Blob);
    expect(await result.data.text()).toBe('PNGDATA');
    expect(result.headers.get('content-disposition')).toBe('inline; filename="signature.png"');
  });

  it('returns an ArrayBuffer for responseType arraybuffer', async () => {
    fetchMock.mockResolvedValueOnce(new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { 'X-Kind': 'bytes' } }));
    const result = await request('/file/', { responseType: 'arraybuffer' });
    if (!result.ok) throw new Error('expected a success');
    expect(result.data).toBeInstanceOf(ArrayBuffer);
    expect([...new Uint8Array(result.data)]).toEqual([1, 2, 3]);
    expect(result.headers.get('x-kind')).toBe('bytes');
  });
});

describe('failures (spec 000 §8)', () => {
  it('maps a network failure to a 503 "Network Error" with the catalogue detail', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await request('/oneform/g/')).toEqual({
      ok: false,
      status: 503,
      statusText: 'Network Error',
      error: { detail: NETWORK_ERROR_DETAIL },
    });
  });

  it('rethrows an abort instead of calling it a network failure', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(request('/oneform/g/', { signal: controller.signal })).rejects.toThrow('aborted');
  });

  it.each([400, 409, 429])('returns the JSON error body of a %i without throwing', async (status) => {
    const body = { first_name: ['This field may not be blank.'], non_field_errors: ['Check the form.'] };
    fetchMock.mockResolvedValueOnce(jsonResponse(body, { status, statusText: 'Nope' }));
    expect(await request('/x/', { method: 'POST', body: {} })).toEqual({ ok: false, status, statusText: 'Nope', error: body });
  });

  it('returns an empty error body when a 400 has no JSON', async () => {
    fetchMock.mockResolvedValueOnce(new Response('bad', { status: 400 }));
    expect(await request('/x/')).toMatchObject({ ok: false, status: 400, error: {} });
  });

  it("returns a 413's own error body", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: 'Too big for us.' }, { status: 413 }));
    expect(await request('/upload/', { method: 'POST' })).toMatchObject({ ok: false, status: 413, error: { detail: 'Too big for us.' } });
  });

  it('falls back to "File size exceeds 20Mb." when a 413 has no JSON body', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Request Entity Too Large</html>', { status: 413 }));
    expect(await request('/upload/', { method: 'POST' })).toMatchObject({
      ok: false,
      status: 413,
      error: { detail: FILE_TOO_LARGE_DETAIL },
    });
    fetchMock.mockResolvedValueOnce(jsonResponse({}, { status: 413 }));
    expect(await request('/upload/', { method: 'POST' })).toMatchObject({ error: { detail: FILE_TOO_LARGE_DETAIL } });
  });

  it.each([401, 403, 404, 500, 502])('throws any other failing status (%i) as an ApiError with that status', async (status) => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: 'secret' }, { status, statusText: 'Some Status' }));
    const error = await request('/oneform/g/').then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status, statusText: 'Some Status', body: null });
  });
});

describe('unwrap', () => {
  it('gives the data of a success and throws an ApiError with the body of a returned failure', () => {
    expect(unwrap({ ok: true, status: 200, statusText: 'OK', data: [1], headers: new Headers() })).toEqual([1]);
    expect(() => unwrap({ ok: false, status: 429, statusText: 'Too Many Requests', error: { detail: 'slow down' } })).toThrow(ApiError);
    let thrown: unknown;
    try {
      unwrap({ ok: false, status: 503, statusText: 'Network Error', error: { detail: NETWORK_ERROR_DETAIL } });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ status: 503, statusText: 'Network Error', body: { detail: NETWORK_ERROR_DETAIL } });
  });
});

describe("the shell's early read", () => {
  // The page's window, as the shell's script leaves it; these tests run without a DOM.
  beforeEach(() => {
    vi.stubGlobal('window', {});
  });

  it('answers the first GET of the same address and token from it, once, and fetches every other call', async () => {
    window.earlyHubRead = { url: '/api/oneform/abc/', token: 'tok-123', answer: Promise.resolve(jsonResponse({ guid: 'early' })) };
    fetchMock.mockResolvedValue(jsonResponse({ guid: 'fetched' }));

    expect(await request('/oneform/abc/')).toMatchObject({ ok: true, data: { guid: 'early' } });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await request('/oneform/abc/')).toMatchObject({ ok: true, data: { guid: 'fetched' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is left alone by a call for another address, another token or another method', async () => {
    const early = { url: '/api/oneform/abc/', token: 'tok-123', answer: Promise.resolve(jsonResponse({ guid: 'early' })) };
    window.earlyHubRead = early;
    fetchMock.mockResolvedValue(jsonResponse({}));
    await request('/oneform/other/');
    await createApiRequest({ getToken: () => 'another-token' })('/oneform/abc/');
    await request('/oneform/abc/', { method: 'POST', body: {} });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(window.earlyHubRead).toBe(early);
  });

  it('turns a failed early read into the network failure a fetch would have given', async () => {
    const answer = Promise.reject(new TypeError('Failed to fetch'));
    answer.catch(() => {});
    window.earlyHubRead = { url: '/api/oneform/abc/', token: 'tok-123', answer };
    expect(await request('/oneform/abc/')).toMatchObject({ ok: false, status: 503, error: { detail: NETWORK_ERROR_DETAIL } });
  });
});
