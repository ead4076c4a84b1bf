/**
 * GET /providers/hooyu/identity_verification/status/{guid}: the link of the first provider's hosted check, which
 * the page opens in the same window (spec 000 §4, §7). {guid} is the request's guid. `return` (the path the check
 * sends the candidate back to) and `lang` are ours (docs/api.md). The specification's client also puts the token
 * in the query; the API reads it from the Authorization header only, so it is left out of the address.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../../domain/locales';
import { apiRequest, segment, unwrap } from '../http';

export interface HooyuLink {
  link: string;
}

export interface HooyuLinkRequest {
  returnPath: string;
  language: Language;
}

async function fetchHooyuLink(guid: string, { returnPath, language }: HooyuLinkRequest, signal?: AbortSignal) {
  return unwrap(
    await apiRequest<HooyuLink>(`/providers/hooyu/identity_verification/status/${segment(guid)}`, {
      query: { return: returnPath, lang: language },
      ...(signal ? { signal } : {}),
    }),
  );
}

export function hooyuLinkQueryOptions(guid: string, request: HooyuLinkRequest) {
  return queryOptions({
    queryKey: ['providers', 'hooyu-link', guid, request.returnPath, request.language] as const,
    queryFn: ({ signal }) => fetchHooyuLink(guid, request, signal),
    staleTime: 0,
    // The step's machine shows a failure; asking again is the candidate's choice.
    retry: false,
  });
}
