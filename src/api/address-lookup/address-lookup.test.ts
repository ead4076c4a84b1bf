import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { addressLookupCountriesQueryOptions, fetchAddressLookupCountries } from './get-lookup-countries';
import { findAddresses, findAddressesQueryOptions, isSearchable } from './find-addresses';
import { retrieveAddress } from './retrieve-address';
import { mockFetchForEachTest } from '../../testing/fetch-mock';

const fetchMock = mockFetchForEachTest();

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const sentBody = () => JSON.parse(String(fetchMock.mock.lastCall?.[1]?.body)) as unknown;

describe('the address lookup client', () => {
  it('GETs the countries the search covers', async () => {
    fetchMock.mockResolvedValueOnce(json({ countries: ['GB', 'US'] }));
    await expect(fetchAddressLookupCountries()).resolves.toEqual(['GB', 'US']);
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/address-lookup/countries/');
  });

  it('treats countries it could not read as none, so every record is typed in by hand', async () => {
    fetchMock.mockResolvedValue(json({ detail: 'The address service is not available.' }, 502));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchQuery(addressLookupCountriesQueryOptions())).resolves.toEqual([]);
    expect(addressLookupCountriesQueryOptions().staleTime).toBe(Infinity);
  });

  it('POSTs a find with the text, the country and no groupings, answering the suggestions', async () => {
    const results = [{ id: 'GB|0001', text: '10 Downing Street', description: 'London SW1A 2AA' }];
    fetchMock.mockResolvedValueOnce(json({ results }));
    await expect(findAddresses('GB', '10 downing')).resolves.toEqual(results);
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/address-lookup/find/');
    expect(fetchMock.mock.lastCall?.[1]?.method).toBe('POST');
    expect(sentBody()).toEqual({ query: '10 downing', country: 'GB', no_groupings: true });
  });

  it('throws a failed find, never retried, and searches only 3 characters or more in a covered country', async () => {
    fetchMock.mockResolvedValue(json({ detail: 'The address service is not available.' }, 502));
    await expect(findAddresses('GB', 'lookup error')).rejects.toMatchObject({ name: 'ApiError', status: 502 });
    const options = findAddressesQueryOptions('GB', '  10 d ');
    expect(options.queryKey).toEqual(['address-lookup', 'find', 'GB', '10 d']);
    expect(options.retry).toBe(false);
    expect(options.enabled).toBe(true);
    expect(findAddressesQueryOptions('GB', ' 10 ').enabled).toBe(false);
    expect(findAddressesQueryOptions(null, '10 downing').enabled).toBe(false);
    expect([isSearchable('ab'), isSearchable(' abc ')]).toEqual([false, true]);
  });

  it('POSTs a retrieve and answers the address, throwing any failure', async () => {
    const address = {
      street_address: '10 Downing Street',
      street_address_cont: null,
      city: 'London',
      state: null,
      postal_code: 'SW1A 2AA',
      country: 'GB',
    };
    fetchMock.mockResolvedValueOnce(json({ address }));
    await expect(retrieveAddress({ country: 'GB', id: 'GB|0001' })).resolves.toEqual(address);
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/address-lookup/retrieve/');
    expect(sentBody()).toEqual({ country: 'GB', id: 'GB|0001' });

    fetchMock.mockResolvedValueOnce(json({ detail: 'Not found.' }, 404));
    await expect(retrieveAddress({ country: 'GB', id: 'GB|9999' })).rejects.toMatchObject({ status: 404 });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(retrieveAddress({ country: 'GB', id: 'GB|0001' })).rejects.toMatchObject({ status: 503 });
  });
});
