/**
 * What the outside services report for the request, as the domain's ProviderStatuses (spec 000 §4, §7). Only
 * the look-ups the request's required sections need are made, all at once; each goes through its endpoint's
 * query so the step pages share the answers. A look-up that fails, or answers something unreadable, becomes
 * null: the step it decides counts as not complete (spec 000 §4 "Failed provider status look-ups count as not
 * complete").
 */
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { signedDocumentFor } from '../../../domain/progress';
import {
  type ProviderStatuses,
  REGISTRATION_CHECKS,
  type SignedDocumentType,
  unknownProviderStatuses,
} from '../../../domain/provider-status';
import type { RequiredSection } from '../../../domain/requirements';
import { clearstarRegistrationQueryOptions } from './get-clearstar-registration';
import { hooyuAbandonedQueryOptions } from './get-hooyu-abandoned';
import { type HooyuStatus, hooyuStatusQueryOptions } from './get-hooyu-status';
import { idCheckProviderQueryOptions } from './get-id-check-provider';
import { misthoOrdersQueryOptions } from './get-mistho-orders';
import { signedDocumentStatusQueryOptions } from './get-signed-document-status';
import { trinsicResultsQueryOptions } from './get-trinsic-results';

/** Which look-ups the required steps need. */
export interface ProviderLookups {
  signedDocuments: SignedDocumentType[];
  identity: boolean;
  credit: boolean;
  instantEmployment: boolean;
  registrations: boolean;
}

export function providerLookups(sections: readonly RequiredSection[]): ProviderLookups {
  const steps = sections.flatMap((section) => section.steps);
  const signedDocuments = [
    ...new Set(steps.map(signedDocumentFor).filter((type): type is SignedDocumentType => type !== undefined)),
  ];
  return {
    signedDocuments,
    identity: steps.includes('identity_validation_step'),
    credit: steps.includes('adverse_financial_history'),
    instantEmployment: steps.includes('instant_employment_verification'),
    registrations: steps.includes('drug_screening') || steps.includes('occupational_health'),
  };
}

/**
 * The link's idProvider picks the identity flow before the server is asked (spec 000 §7): hooyu is the first
 * provider's flow, trinsic the digital ID; anything else leaves the choice to validate_id_check_provider.
 */
export function identityFlowFromLink(idProvider: string | undefined): boolean | undefined {
  if (idProvider === 'hooyu') return false;
  if (idProvider === 'trinsic') return true;
  return undefined;
}

export interface ProviderStatusesRequest {
  /** The request's guid. */
  guid: string;
  /** The reference response's guid. */
  responseGuid: string;
  /** The request's numeric id (the instant employment orders are listed by it). */
  requestId: number;
  /** The link's idProvider query parameter. */
  idProvider: string | undefined;
  lookups: ProviderLookups;
  /**
   * Answer from the cache where a look-up has been made already, asking only for the missing ones. The hub asks
   * every time (the candidate may have signed meanwhile); a step page's guard takes what the hub last saw.
   */
  reuseCached?: boolean;
}

/** The answer, or null when the look-up failed. */
async function settle<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch {
    return null;
  }
}

const booleanOrNull = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);
const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export async function fetchProviderStatuses(
  queryClient: QueryClient,
  { guid, responseGuid, requestId, idProvider, lookups, reuseCached = false }: ProviderStatusesRequest,
): Promise<ProviderStatuses> {
  const unknown = unknownProviderStatuses();
  // The provider queries are never fresh (staleTime 0); an endless staleTime for this one call reads the cache.
  const fetchQuery = <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) =>
    queryClient.fetchQuery(reuseCached ? { ...options, staleTime: Infinity } : options);

  // Identity and credit both read the first provider's status: ask once.
  let hooyu: Promise<HooyuStatus | null> | undefined;
  const hooyuStatus = () => (hooyu ??= settle(fetchQuery(hooyuStatusQueryOptions(guid))));

  const signedDocuments = Promise.all(
    lookups.signedDocuments.map(async (type) => {
      const answer = await settle(fetchQuery(signedDocumentStatusQueryOptions(type, guid)));
      return [type, booleanOrNull(answer?.document_signed_and_sealed)] as const;
    }),
  ).then((entries) => Object.fromEntries(entries) as ProviderStatuses['signedDocuments']);

  const identity = async (): Promise<ProviderStatuses['identity']> => {
    const fromLink = identityFlowFromLink(idProvider);
    const isDigitalId =
      fromLink ??
      booleanOrNull((await settle(fetchQuery(idCheckProviderQueryOptions(responseGuid))))?.is_trinsic_id_check);
    if (isDigitalId === null) return unknown.identity;
    if (isDigitalId) {
      const results = await settle(fetchQuery(trinsicResultsQueryOptions(responseGuid)));
      return { ...unknown.identity, isDigitalId, digitalIdSuccess: booleanOrNull(results?.success) };
    }
    const [status, abandoned] = await Promise.all([
      hooyuStatus(),
      settle(fetchQuery(hooyuAbandonedQueryOptions(guid))),
    ]);
    return {
      ...unknown.identity,
      isDigitalId,
      firstProviderStatus: stringOrNull(status?.status),
      firstProviderAbandoned: booleanOrNull(abandoned?.abandoned),
    };
  };

  const creditStatus = async () => stringOrNull((await hooyuStatus())?.credit_status);

  const instantEmploymentOrderStatuses = async () => {
    const orders = await settle(fetchQuery(misthoOrdersQueryOptions(requestId)));
    if (!Array.isArray(orders?.results)) return null;
    return orders.results.map((order) => stringOrNull(order?.status)).filter((status) => status !== null);
  };

  const registrations = async (): Promise<ProviderStatuses['registrations']> => {
    const flags = await settle(fetchQuery(clearstarRegistrationQueryOptions(responseGuid)));
    if (typeof flags !== 'object' || flags === null) return null;
    return Object.fromEntries(
      REGISTRATION_CHECKS.flatMap((check) => (typeof flags[check] === 'boolean' ? [[check, flags[check]]] : [])),
    );
  };

  const [signed, identityStatus, credit, orderStatuses, registrationFlags] = await Promise.all([
    signedDocuments,
    lookups.identity ? identity() : unknown.identity,
    lookups.credit ? creditStatus() : null,
    lookups.instantEmployment ? instantEmploymentOrderStatuses() : null,
    lookups.registrations ? registrations() : null,
  ]);
  return {
    signedDocuments: signed,
    identity: identityStatus,
    creditStatus: credit,
    instantEmploymentOrderStatuses: orderStatuses,
    registrations: registrationFlags,
  };
}
