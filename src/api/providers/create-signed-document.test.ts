import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createSignedDocument, createSignedDocumentMutationOptions } from './create-signed-document';
import { signedDocumentLinkQueryOptions } from './get-signed-document-link';
import { mockFetchForEachTest } from '../../testing/fetch-mock';

const fetchMock = mockFetchForEachTest();

const LINK = { url: 'http://127.0.0.1:3000/e-signing/7c1e', scrive_document_type: 'nz_dl_document', status: 'pending' };
const CREATE = { referenceRequest: 12, type: 'nz_dl_document', language: 'pt-BR' } as const;

describe('create signed document', () => {
  it('POSTs reference_request, scrive_document_type and language to /api/providers/scrive/create/', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(LINK), { status: 201 }));
    await expect(createSignedDocument(CREATE)).resolves.toEqual(LINK);
    const [url, init] = fetchMock.mock.lastCall ?? [];
    expect(url).toBe('/api/providers/scrive/create/');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toStrictEqual({
      reference_request: 12,
      scrive_document_type: 'nz_dl_document',
      language: 'pt-BR',
    });
  });

  it('throws a refusal with its body, and the unavailable service with its status', async () => {
    const refusal = { scrive_document_type: ['This request does not need this document.'] };
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(refusal), { status: 400 }));
    await expect(createSignedDocument(CREATE)).rejects.toMatchObject({ name: 'ApiError', status: 400, body: refusal });
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ detail: 'The signing service is unavailable. Please try again later.' }), { status: 503 }),
    );
    await expect(createSignedDocument(CREATE)).rejects.toMatchObject({ name: 'ApiError', status: 503 });
  });

  it('makes the new link the link query’s answer', async () => {
    const client = new QueryClient();
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(LINK), { status: 201 }));
    const options = createSignedDocumentMutationOptions(client, 'req-1');
    await client.getMutationCache().build(client, options).execute(CREATE);
    expect(client.getQueryData(signedDocumentLinkQueryOptions('req-1', 'nz_dl_document').queryKey)).toEqual(LINK);
  });
});
