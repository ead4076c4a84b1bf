import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fetchNzCompanyCode, nzCompanyCodeQueryOptions } from './get-nz-company-code';
import { mockFetchForEachTest } from '../../testing/fetch-mock';

const fetchMock = mockFetchForEachTest();

describe('nz company code', () => {
  it('GETs /api/accounts/nz_company_code/?company_id={id} and returns the code', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ code: 'ACME-NZ-7' }), { status: 200 }));
    await expect(fetchNzCompanyCode(7)).resolves.toEqual({ code: 'ACME-NZ-7' });
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/accounts/nz_company_code/?company_id=7');
  });

  it('throws a failure from the fetcher, which the query turns into null for the dash', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404 }));
    await expect(fetchNzCompanyCode(7)).rejects.toMatchObject({ name: 'ApiError', status: 404 });

    const client = new QueryClient();
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    await expect(client.fetchQuery(nzCompanyCodeQueryOptions(7))).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ code: 'K-1' }), { status: 200 }));
    await expect(client.fetchQuery(nzCompanyCodeQueryOptions(8))).resolves.toBe('K-1');
    expect(nzCompanyCodeQueryOptions(7).queryKey).toEqual(['accounts', 'nz-company-code', 7]);
  });
});
