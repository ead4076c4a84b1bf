/**
 * GET /providers/clearstar_account_details?guid={guid}: what the screening provider's collection-site widget is
 * opened with (spec 000 §7): authenication_token (the specification's spelling), business_id, customer_id,
 * service_id and widget_url. {guid} is the request's guid. `check` (which step's widget) and `lang` are ours
 * (docs/api.md). The page frames widget_url as it is, and takes messages from its origin only.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../../domain/locales';
import type { RegistrationCheck } from '../../../domain/provider-status';
import { apiRequest, unwrap } from '../http';

export interface ClearstarAccountDetails {
  authenication_token: string;
  business_id: string;
  customer_id: string;
  service_id: string;
  widget_url: string;
}

async function fetchClearstarAccountDetails(
  guid: string,
  check: RegistrationCheck,
  language: Language,
  signal?: AbortSignal,
): Promise<ClearstarAccountDetails> {
  return unwrap(
    await apiRequest<ClearstarAccountDetails>('/providers/clearstar_account_details', {
      query: { guid, check, lang: language },
      ...(signal ? { signal } : {}),
    }),
  );
}

export function clearstarAccountDetailsQueryOptions(guid: string, check: RegistrationCheck, language: Language) {
  return queryOptions({
    queryKey: ['providers', 'clearstar-account-details', guid, check, language] as const,
    queryFn: ({ signal }) => fetchClearstarAccountDetails(guid, check, language, signal),
    // A widget session is opened afresh on every visit.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
