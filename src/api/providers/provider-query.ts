import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from '../http';

/** What a provider reports for one response: read again on every visit, since it changes outside the page. */
export function providerQueryOptions<T>(name: string, path: string, responseGuid: string) {
  return queryOptions({
    queryKey: ['providers', name, responseGuid] as const,
    queryFn: ({ signal }) => fetchJson<T>(path, signal),
    staleTime: 0,
  });
}
