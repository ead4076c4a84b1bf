import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fetchSignedDocumentLink, signedDocumentLinkQueryOptions } from './get-signed-document-link';
import { mockFetchForEachTest } from '../../testing/fetch-mock';

const fetchMock = mockFetchForEachTest();

const LINK = { url: 'http://127.0.0.1:3000/e-signing/7c1e', scrive_document_type: 'acic_document', status: 'pending' };

describe('signed document link', () => {
  it('GETs /api/providers/scrive/{guid}/{type}/?absent=null and returns the link', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(LINK), { status: 200 }));
    await expect(fetchSignedDocumentLink('req 1', 'acic_document')).resolves.toEqual(LINK);
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/providers/scrive/req%201/acic_document/?absent=null');
    expect(fetchMock.mock.lastCall?.[1]).toMatchObject({ method: 'GET' });
  });

  it('answers null on a 200 null: there is no document to sign yet, and no failed request', async () => {
    fetchMock.mockResolvedValueOnce(new Response('null', { status: 200 }));
    await expect(fetchSignedDocumentLink('req-1', 'afp_document')).resolves.toBeNull();
  });

  it('answers null on a 404 too, which means the same', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404 }));
    await expect(fetchSignedDocumentLink('req-1', 'afp_document')).resolves.toBeNull();
  });

  it('throws any other failure', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    await expect(fetchSignedDocumentLink('req-1', 'afp_document')).rejects.toMatchObject({ name: 'ApiError', status: 500 });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(fetchSignedDocumentLink('req-1', 'afp_document')).rejects.toMatchObject({ name: 'ApiError', status: 503 });
  });

  it('asks again on every fetch: the document may change in another window', async () => {
    const client = new QueryClient();
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404 }));
    await expect(client.fetchQuery(signedDocumentLinkQueryOptions('req-1', 'moj_document'))).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(LINK), { status: 200 }));
    await expect(client.fetchQuery(signedDocumentLinkQueryOptions('req-1', 'moj_document'))).resolves.toEqual(LINK);
    expect(signedDocumentLinkQueryOptions('req-1', 'moj_document').queryKey).toEqual([
      'providers',
      'scrive',
      'req-1',
      'moj_document',
      'link',
    ]);
  });
});
