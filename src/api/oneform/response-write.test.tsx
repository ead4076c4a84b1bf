// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useIsMutating } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { jsonResponse } from '../../testing/json-response';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import { segment } from '../http';
import { referenceResponseQueryOptions } from './get-reference-response';
import { deleteByIdWrite, responsePath, responseWrite, sendWrite, useWriteTo } from './response-write';
import { selectDocuments } from './select-documents';
import { mockFetchForEachTest } from '../../testing/fetch-mock';

const fetchMock = mockFetchForEachTest();

const TARGET = { guid: 'req-1', responseGuid: 'resp-1' };
const KEY = referenceResponseQueryOptions('req-1').queryKey;

function clientWith(cached: ReferenceResponse) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(KEY, cached);
  return queryClient;
}

function lastCall() {
  const [url, init] = fetchMock.mock.lastCall ?? [];
  return { url, method: init?.method, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body };
}

interface NoteBody {
  id: number | null;
  note: string;
}

const saveNote = responseWrite<NoteBody>({ key: ['notes', 'save'], method: 'POST', path: 'notes/notes/' });
const changeNote = responseWrite<NoteBody>({
  key: ['notes', 'change'],
  method: (note) => (note.id === null ? 'POST' : 'PUT'),
  path: (target, note) => responsePath(target, `notes/${segment(note.id ?? 'new')}/`),
  send: (note) => ({ text: note.note }),
});
const removeNote = deleteByIdWrite(['notes', 'delete'], 'notes/');

describe('sendWrite', () => {
  it('sends the body as JSON to its path below the response, and the answer replaces the cached response', async () => {
    const queryClient = clientWith(referenceResponseFixture());
    const saved = referenceResponseFixture({ responseStatus: 'done' });
    fetchMock.mockResolvedValueOnce(jsonResponse(saved));

    const result = await sendWrite(queryClient, saveNote, TARGET, { id: null, note: 'Hello' });

    expect(result).toMatchObject({ ok: true, data: saved });
    expect(lastCall()).toEqual({ url: '/api/oneform/req-1/resp-1/notes/notes/', method: 'POST', body: { id: null, note: 'Hello' } });
    expect(queryClient.getQueryData(KEY)).toEqual(saved);
  });

  it('takes its method, path and sent body from the body when the write says so', async () => {
    const queryClient = clientWith(referenceResponseFixture());
    fetchMock.mockResolvedValue(jsonResponse(referenceResponseFixture()));

    await sendWrite(queryClient, changeNote, TARGET, { id: 7, note: 'Changed' });
    expect(lastCall()).toEqual({ url: '/api/oneform/req-1/resp-1/notes/7/', method: 'PUT', body: { text: 'Changed' } });

    await sendWrite(queryClient, changeNote, TARGET, { id: null, note: 'New' });
    expect(lastCall()).toMatchObject({ url: '/api/oneform/req-1/resp-1/notes/new/', method: 'POST' });
  });

  it('deletes a line by its id without a body, and keeps every guid one path segment', async () => {
    const queryClient = clientWith(referenceResponseFixture());
    fetchMock.mockResolvedValueOnce(jsonResponse(referenceResponseFixture()));

    await sendWrite(queryClient, removeNote, { guid: 'a/b', responseGuid: 'c?d' }, 3);

    expect(lastCall()).toEqual({ url: '/api/oneform/a%2Fb/c%3Fd/notes/3/', method: 'DELETE', body: undefined });
  });

  it.each([
    [400, { note: ['Please fill in this field'] }],
    [409, { detail: 'This request can no longer be changed.' }],
  ])('answers a %i refusal as the result, leaving the cached response as it was', async (status, error) => {
    const cached = referenceResponseFixture();
    const queryClient = clientWith(cached);
    fetchMock.mockResolvedValueOnce(jsonResponse(error, status));

    const result = await sendWrite(queryClient, saveNote, TARGET, { id: null, note: '' });

    expect(result).toMatchObject({ ok: false, status, error });
    expect(queryClient.getQueryData(KEY)).toBe(cached);
  });

  it('throws any other failure for the error page, leaving the cached response as it was', async () => {
    const cached = referenceResponseFixture();
    const queryClient = clientWith(cached);
    fetchMock.mockResolvedValueOnce(jsonResponse({}, 500));

    await expect(sendWrite(queryClient, saveNote, TARGET, { id: null, note: 'x' })).rejects.toMatchObject({
      name: 'ApiError',
      status: 500,
    });
    expect(queryClient.getQueryData(KEY)).toBe(cached);
  });

  it('keeps the cached response when a success carries no reference response (an unreadable body)', async () => {
    const cached = referenceResponseFixture();
    const queryClient = clientWith(cached);
    fetchMock.mockResolvedValueOnce(new Response('<html>OK</html>', { status: 200 }));

    const result = await sendWrite(queryClient, saveNote, TARGET, { id: null, note: 'x' });

    expect(result.ok).toBe(true);
    expect(queryClient.getQueryData(KEY)).toBe(cached);
  });

  it("merges a part of the response into the cached one: the selection's answer becomes its selected_documents", async () => {
    const cached = referenceResponseFixture();
    const queryClient = clientWith(cached);
    const selection = { primary: ['passport'], secondary: ['utility_bill'], is_completed: true };
    fetchMock.mockResolvedValueOnce(jsonResponse(selection));

    const body = { reference_request: 4, primary_documents: ['passport'], secondary_documents: ['utility_bill'] };
    await sendWrite(queryClient, selectDocuments, TARGET, body);

    expect(lastCall()).toEqual({ url: '/api/oneform/document-upload/select/', method: 'POST', body });
    expect(queryClient.getQueryData(KEY)).toEqual({ ...cached, selected_documents: selection });
  });
});

describe('useWriteTo', () => {
  function renderWrite(queryClient: QueryClient) {
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    return renderHook(() => ({ save: useWriteTo(saveNote, TARGET), mutating: useIsMutating() }), { wrapper });
  }

  it('runs the write as a mutation, busy until the answer is in the cache', async () => {
    const queryClient = clientWith(referenceResponseFixture());
    const saved = referenceResponseFixture({ responseStatus: 'done' });
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { result } = renderWrite(queryClient);

    let saving: Promise<unknown> = Promise.resolve();
    act(() => {
      saving = result.current.save({ id: null, note: 'Hello' });
    });
    await waitFor(() => expect(result.current.mutating).toBe(1));
    expect(queryClient.getMutationCache().getAll()[0]?.options.mutationKey).toEqual(['oneform', 'req-1', 'notes', 'save']);

    await act(async () => {
      answer(jsonResponse(saved));
      await saving;
    });
    expect(queryClient.getQueryData(KEY)).toEqual(saved);
    await waitFor(() => expect(result.current.mutating).toBe(0));
  });

  it('keeps the same call across renders, so a machine built on it is not rebuilt', () => {
    const { result, rerender } = renderWrite(clientWith(referenceResponseFixture()));
    const first = result.current.save;
    rerender();
    expect(result.current.save).toBe(first);
  });
});
