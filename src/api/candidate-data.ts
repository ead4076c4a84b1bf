/**
 * The candidate's request as routes and screens read it (ARCHITECTURE.md "Screens": loaders prefetch with
 * ensureQueryData, components read the same query). A 404 on the reference response resolves to null in the
 * API client (spec 000 §7); a page cannot be shown without it, so here it becomes the error page's 404.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import type { ReferenceResponse } from '../../domain/reference-response';
import { browserStorage, resolveToken } from './auth-token';
import { countriesQueryOptions } from './countries/get-countries';
import { ApiError } from './http';
import { referenceResponseQueryOptions } from './oneform/get-reference-response';

export function notFoundResponse(): ApiError {
  return new ApiError(404, 'Not Found');
}

/**
 * The token for this address (its user_token, else the stored one), stored for later visits; null when there is
 * none, which the candidate area answers without asking the API.
 */
export function linkToken(searchStr: string): string | null {
  return resolveToken({ search: searchStr, storage: browserStorage(), now: Date.now() });
}

export async function ensureReferenceResponse(queryClient: QueryClient, guid: string): Promise<ReferenceResponse> {
  const response = await queryClient.ensureQueryData(referenceResponseQueryOptions(guid));
  if (!response) throw notFoundResponse();
  return response;
}

/** What the candidate area's layout loads: the request and the country list the forms pick from. */
export async function loadCandidateArea(queryClient: QueryClient, guid: string): Promise<void> {
  await Promise.all([ensureReferenceResponse(queryClient, guid), queryClient.ensureQueryData(countriesQueryOptions())]);
}

/** The loaded reference response, for components under /candidate-feedback. */
export function useReferenceResponse(): ReferenceResponse {
  const { guid } = useSearch({ from: '/candidate-feedback' });
  const { data } = useSuspenseQuery(referenceResponseQueryOptions(guid));
  if (!data) throw notFoundResponse();
  return data;
}
