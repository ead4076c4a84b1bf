/**
 * GET /providers/clearstar_registration_id/{responseGuid}/: whether the candidate has registered with the
 * screening provider, one flag per check (drug_screening, occupational_health) (spec 000 §7).
 */
import { queryOptions } from '@tanstack/react-query';
import type { RegistrationCheck } from '../../../domain/provider-status';
import { fetchJson, segment } from '../http';

export type ClearstarRegistration = Partial<Record<RegistrationCheck, boolean>>;

async function fetchClearstarRegistration(responseGuid: string, signal?: AbortSignal): Promise<ClearstarRegistration> {
  return fetchJson(`/providers/clearstar_registration_id/${segment(responseGuid)}/`, signal);
}

export function clearstarRegistrationQueryOptions(responseGuid: string) {
  return queryOptions({
    queryKey: ['providers', 'clearstar-registration', responseGuid] as const,
    queryFn: ({ signal }) => fetchClearstarRegistration(responseGuid, signal),
    staleTime: 0,
  });
}
