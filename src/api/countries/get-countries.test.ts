import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Country } from '../../../domain/reference-response';
import { countriesQueryOptions, fetchCountries } from './get-countries';
import { mockFetchForEachTest } from '../../testing/fetch-mock';

const fetchMock = mockFetchForEachTest();

const GB: Country = { id: 1, guid: 'c-gb', name: 'United Kingdom', short_name: 'GB', countryPhoneCode: '44' };

describe('countries', () => {
  it('GETs /api/countries/ and returns the list', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify([GB]), { status: 200 }));
    await expect(fetchCountries()).resolves.toEqual([GB]);
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/countries/');
  });

  it('throws a failure instead of returning an error body as data', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ detail: 'slow down' }), { status: 429 }));
    await expect(fetchCountries()).rejects.toMatchObject({ name: 'ApiError', status: 429, body: { detail: 'slow down' } });
  });

  it("is keyed ['countries'], never goes stale in a visit, and is fetched once", async () => {
    const options = countriesQueryOptions();
    expect(options.queryKey).toEqual(['countries']);
    expect(options.staleTime).toBe(Infinity);
    fetchMock.mockResolvedValue(new Response(JSON.stringify([GB]), { status: 200 }));
    const client = new QueryClient();
    await client.ensureQueryData(countriesQueryOptions());
    await client.prefetchQuery(countriesQueryOptions());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
