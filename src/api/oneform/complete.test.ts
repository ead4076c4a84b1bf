import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import { jsonResponse } from '../../testing/json-response';
import { ApiError } from '../http';
import { completeMutationOptions, completionRefusal } from './complete';
import { referenceResponseQueryOptions } from './get-reference-response';
import { mockFetchForEachTest } from '../../testing/fetch-mock';

const fetchMock = mockFetchForEachTest();

/** The completion as the hub runs it: the mutation over a client of its own. */
function completeReferenceResponse(guid: string, responseGuid: string, queryClient = new QueryClient()) {
  return queryClient.getMutationCache().build(queryClient, completeMutationOptions(queryClient, guid)).execute(responseGuid);
}

describe('the completion', () => {
  it('POSTs to /api/oneform/{guid}/{responseGuid}/complete/ without a body and returns the response', async () => {
    const done = referenceResponseFixture({ responseStatus: 'done' });
    fetchMock.mockResolvedValueOnce(jsonResponse(done));
    await expect(completeReferenceResponse('req-1', 'resp-1')).resolves.toEqual(done);
    const [url, init] = fetchMock.mock.lastCall ?? [];
    expect(url).toBe('/api/oneform/req-1/resp-1/complete/');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
  });

  it('throws a 409 refusal with its body, which completionRefusal reads', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ detail: 'These sections are not complete: details.', missing_sections: ['details', 'consent'] }, 409),
    );
    const error = await completeReferenceResponse('req-1', 'resp-1').catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ name: 'ApiError', status: 409 });
    expect(completionRefusal(error)).toEqual({
      detail: 'These sections are not complete: details.',
      missingSections: ['details', 'consent'],
    });
  });
});

describe('completionRefusal', () => {
  it('keeps the detail alone when no sections are named, and nothing for an error without a body', () => {
    expect(completionRefusal(new ApiError(409, 'Conflict', { detail: 'Already completed.' }))).toEqual({
      detail: 'Already completed.',
      missingSections: [],
    });
    expect(completionRefusal(new ApiError(500, 'Internal Server Error'))).toEqual({ detail: null, missingSections: [] });
    expect(completionRefusal(new TypeError('boom'))).toEqual({ detail: null, missingSections: [] });
  });

  it('reports a network failure in the words of the error catalogue', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await completeReferenceResponse('req-1', 'resp-1').catch((thrown: unknown) => thrown);
    expect(completionRefusal(error).detail).toBe('Network request failed. Please check your connection and try again.');
  });
});

describe('completeMutationOptions', () => {
  it("puts the server's answer in the cached reference response on success", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(referenceResponseQueryOptions('req-1').queryKey, referenceResponseFixture());
    fetchMock.mockResolvedValueOnce(jsonResponse(referenceResponseFixture({ responseStatus: 'done' })));
    await completeReferenceResponse('req-1', 'resp-1', queryClient);
    expect(queryClient.getQueryData(referenceResponseQueryOptions('req-1').queryKey)?.status).toBe('done');
  });

  it('leaves the cache alone when the server refuses', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(referenceResponseQueryOptions('req-1').queryKey, referenceResponseFixture());
    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: 'No.' }, 409));
    await expect(completeReferenceResponse('req-1', 'resp-1', queryClient)).rejects.toMatchObject({ status: 409 });
    expect(queryClient.getQueryData(referenceResponseQueryOptions('req-1').queryKey)?.status).toBe('in_progress');
  });
});
