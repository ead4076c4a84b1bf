/**
 * GET /providers/validate_id_check_provider/{responseGuid}/: whether the request's identity validation runs
 * through the digital-ID provider (is_trinsic_id_check) or the first provider (spec 000 §7).
 */
import { segment } from '../http';
import { providerQueryOptions } from './provider-query';

export interface IdCheckProvider {
  is_trinsic_id_check: boolean;
}

export function idCheckProviderQueryOptions(responseGuid: string) {
  return providerQueryOptions<IdCheckProvider>('id-check-provider', `/providers/validate_id_check_provider/${segment(responseGuid)}/`, responseGuid);
}
