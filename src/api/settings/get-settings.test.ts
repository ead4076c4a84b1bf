import { describe, expect, it } from 'vitest';
import { fetchSettings, settingsQueryOptions } from './get-settings';
import { mockFetchForEachTest } from '../../testing/fetch-mock';

const fetchMock = mockFetchForEachTest();

describe('settings', () => {
  it('GETs /api/settings/ and returns the two links', async () => {
    const settings = { help_centre_url: 'https://help.example.test', career_passport_url: 'https://passport.example.test' };
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(settings), { status: 200 }));
    await expect(fetchSettings()).resolves.toEqual(settings);
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/settings/');
  });

  it('throws a failure, and is fetched once per visit', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    await expect(fetchSettings()).rejects.toMatchObject({ name: 'ApiError', status: 500 });
    expect(settingsQueryOptions().staleTime).toBe(Infinity);
  });
});
