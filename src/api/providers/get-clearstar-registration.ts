/**
 * GET /providers/clearstar_registration_id/{responseGuid}/: whether the candidate has registered with the
 * screening provider, one flag per check (drug_screening, occupational_health) (spec 000 §7).
 */
import type { RegistrationCheck } from '../../../domain/provider-status';
import { segment } from '../http';
import { providerQueryOptions } from './provider-query';

export type ClearstarRegistration = Partial<Record<RegistrationCheck, boolean>>;

export function clearstarRegistrationQueryOptions(responseGuid: string) {
  return providerQueryOptions<ClearstarRegistration>('clearstar-registration', `/providers/clearstar_registration_id/${segment(responseGuid)}/`, responseGuid);
}
