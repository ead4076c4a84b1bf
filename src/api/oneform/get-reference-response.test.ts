import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../testing/json-response';
import { ApiError } from '../http';
import { fetchReferenceResponse, referenceResponseQueryOptions } from './get-reference-response';
import { mockFetchForEachTest } from '../../testing/fetch-mock';

const fetchMock = mockFetchForEachTest();

describe('fetchReferenceResponse', () => {
  it('GETs /api/oneform/{guid}/ and returns the response', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ guid: 'resp-1', status: 'in_progress' }));
    await expect(fetchReferenceResponse('req-1')).resolves.toEqual({ guid: 'resp-1', status: 'in_progress' });
    const [url, init] = fetchMock.mock.lastCall ?? [];
    expect(url).toBe('/api/oneform/req-1/');
    expect(init?.method).toBe('GET');
  });

  it('encodes the guid so it stays one path segment', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({}));
    await fetchReferenceResponse('a/../b');
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/oneform/a%2F..%2Fb/');
  });

  it('treats a 404 as an empty response (null)', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: 'Not found.' }, 404));
    await expect(fetchReferenceResponse('req-1')).resolves.toBeNull();
  });

  it.each([401, 403, 500])('throws an ApiError for a %i', async (status) => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: 'x' }, status));
    await expect(fetchReferenceResponse('req-1')).rejects.toMatchObject({ name: 'ApiError', status });
  });

  it('throws a network failure as a 503 ApiError', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await fetchReferenceResponse('req-1').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, statusText: 'Network Error' });
  });
});

describe('referenceResponseQueryOptions', () => {
  it("is keyed ['oneform', guid] and fetches through the query client", async () => {
    expect(referenceResponseQueryOptions('req-9').queryKey).toEqual(['oneform', 'req-9']);
    fetchMock.mockResolvedValueOnce(jsonResponse({ guid: 'resp-9' }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchQuery(referenceResponseQueryOptions('req-9'))).resolves.toEqual({ guid: 'resp-9' });
    expect(client.getQueryData(['oneform', 'req-9'])).toEqual({ guid: 'resp-9' });
    expect(fetchMock.mock.lastCall?.[1]?.signal).toBeInstanceOf(AbortSignal);
  });
});
