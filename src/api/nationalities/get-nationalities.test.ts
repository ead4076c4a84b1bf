import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Nationality } from '../../../domain/reference-response';
import { fetchNationalities, nationalitiesQueryOptions } from './get-nationalities';
import { mockFetchForEachTest } from '../../testing/fetch-mock';

const fetchMock = mockFetchForEachTest();

const BRITISH: Nationality = { id: 3, guid: 'n-gb', name: 'British', short_name: 'GB' };

describe('nationalities', () => {
  it('GETs /api/nationality/ and returns the list', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify([BRITISH]), { status: 200 }));
    await expect(fetchNationalities()).resolves.toEqual([BRITISH]);
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/nationality/');
  });

  it('throws an ApiError for a failing status', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    await expect(fetchNationalities()).rejects.toMatchObject({ name: 'ApiError', status: 500 });
  });

  it("is keyed ['nationalities'] and fetched once per visit", async () => {
    expect(nationalitiesQueryOptions().queryKey).toEqual(['nationalities']);
    fetchMock.mockResolvedValue(new Response(JSON.stringify([BRITISH]), { status: 200 }));
    const client = new QueryClient();
    await expect(client.ensureQueryData(nationalitiesQueryOptions())).resolves.toEqual([BRITISH]);
    await client.prefetchQuery(nationalitiesQueryOptions());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
