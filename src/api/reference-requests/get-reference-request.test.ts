import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import { fetchReferenceRequest, referenceRequestQueryOptions } from './get-reference-request';
import { mockFetchForEachTest } from '../../testing/fetch-mock';

const fetchMock = mockFetchForEachTest();

const REQUEST = referenceResponseFixture().reference_request;

describe('reference request', () => {
  it('GETs /api/reference-requests/{guid}/?is_candidate=true and returns the request', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(REQUEST), { status: 200 }));
    await expect(fetchReferenceRequest('guid-1')).resolves.toEqual(REQUEST);
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/reference-requests/guid-1/?is_candidate=true');
  });

  it('throws a failure', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404 }));
    await expect(fetchReferenceRequest('guid-1')).rejects.toMatchObject({ name: 'ApiError', status: 404 });
  });

  it('reads the request once per visit: its id does not change', async () => {
    const client = new QueryClient();
    fetchMock.mockResolvedValue(new Response(JSON.stringify(REQUEST), { status: 200 }));
    await client.fetchQuery(referenceRequestQueryOptions('guid-1'));
    await client.fetchQuery(referenceRequestQueryOptions('guid-1'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
