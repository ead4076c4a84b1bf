/**
 * POST /providers/screening_registration {data, guid, check}: saves the registration the collection-site widget
 * reported (its message 6), which completes the check's step (spec 000 §4, §7). {guid} is the request's guid;
 * `check` (ours) names the step the registration was made from. The answer is the registration flags, which
 * become the registration query's data. Every failure is thrown: a refusal (400, 409) carries the server's body.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RegistrationCheck } from '../../../domain/provider-status';
import type { ScreeningRegistrationBody, ScreeningRegistrationData } from '../../../domain/screening';
import { apiRequest, unwrap } from '../http';
import { clearstarRegistrationQueryOptions, type ClearstarRegistration } from './get-clearstar-registration';

export interface ScreeningRegistration {
  guid: string;
  check: RegistrationCheck;
  data: ScreeningRegistrationData;
}

export async function postScreeningRegistration({ guid, check, data }: ScreeningRegistration) {
  const body: ScreeningRegistrationBody = { guid, check, data };
  return unwrap(
    await apiRequest<ClearstarRegistration>('/providers/screening_registration', { method: 'POST', body }),
  );
}

/** Saves the registration and keeps the flags it answers under the response's registration query. */
export async function saveScreeningRegistration(
  queryClient: QueryClient,
  responseGuid: string,
  registration: ScreeningRegistration,
) {
  const flags = await postScreeningRegistration(registration);
  queryClient.setQueryData(clearstarRegistrationQueryOptions(responseGuid).queryKey, flags);
  return flags;
}
