/**
 * The provider facts the hub's rules read (domain/provider-status.ts), from what the providers reported
 * (./states.ts). The status endpoints answer from the same facts, so the hub and the completion check agree.
 */
import {
  REGISTRATION_CHECKS,
  SIGNED_DOCUMENT_TYPES,
  type ProviderStatuses,
  type SignedDocumentType,
} from '../../domain/provider-status';
import { signedDocumentKind, type ProviderStateMap } from './states';

/**
 * Every look-up of ours succeeds, so nothing is left unknown: a provider that reported nothing reads as
 * "not signed", "no result", "not registered". The digital-ID flow applies unless the first provider was chosen.
 */
export function providerStatusesFrom(states: ProviderStateMap): ProviderStatuses {
  const identity = states.identity;
  const registration = states.registration;
  return {
    signedDocuments: Object.fromEntries(
      SIGNED_DOCUMENT_TYPES.map((type) => [type, states[signedDocumentKind(type)]?.signed_and_sealed ?? false]),
    ) as Record<SignedDocumentType, boolean>,
    identity: {
      isDigitalId: identity?.provider !== 'first_provider',
      digitalIdSuccess: identity?.digital_id_success ?? false,
      firstProviderStatus: identity?.first_provider_status ?? null,
      firstProviderAbandoned: identity?.abandoned ?? false,
    },
    creditStatus: states.credit?.credit_status ?? null,
    instantEmploymentOrderStatuses: (states.instant_employment?.orders ?? []).map((order) => order.status),
    registrations: Object.fromEntries(REGISTRATION_CHECKS.map((check) => [check, registration?.[check] ?? false])),
  };
}
