import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendClientError } from './send-client-error';

class ApiError extends Error {
  override name = 'ApiError';
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendClientError', () => {
  it('posts the scrubbed record of the error to the own endpoint, without the query or the candidate’s details', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    await sendClientError(
      { error: new ApiError('500 Internal Server Error for ada@example.com'), status: 500, data: { detail: 'A server error occurred.' } },
      '/candidate-feedback/details/name?guid=abc&user_token=secret',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/client-errors/');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(JSON.parse(init.body as string)).toStrictEqual({
      name: 'ApiError',
      message: '500 Internal Server Error for [email]',
      path: '/candidate-feedback/details/name',
      status: 500,
      detail: 'A server error occurred.',
    });
  });

  it('reports what is not an Error too, and swallows a failed send', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', fetchMock);
    await expect(sendClientError({ error: 'boom', status: undefined, data: undefined }, '/')).resolves.toBeUndefined();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toStrictEqual({ name: 'string', message: 'boom', path: '/', status: null, detail: null });
  });
});
