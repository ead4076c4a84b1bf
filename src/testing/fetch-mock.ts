/** fetch replaced for each test of the calling file, the API client's calls answered by the test. */
import { afterEach, beforeEach, vi } from 'vitest';

export function mockFetchForEachTest() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
