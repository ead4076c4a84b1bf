/**
 * What the outside services say about the candidate's provider steps (spec 000 §4 "Step completion rules",
 * §7 "The calls it makes"). The hub reads these from the status calls; the API's completion check reads the same
 * facts from its own records. A look-up that failed is `null` (or absent), and counts as not complete.
 */

/** The e-signing service's document types (GET /partner/scrive/{type}/status/{guid}). */
export const SIGNED_DOCUMENT_TYPES = [
  'consent_document',
  'acic_document',
  'disclosure_document',
  'afp_document',
  'moj_document',
  'nz_dl_document',
] as const;
export type SignedDocumentType = (typeof SIGNED_DOCUMENT_TYPES)[number];

/** First-provider (hooyu) statuses that count as a finished identity validation (spec 000 §9). */
export const HOOYU_DONE_STATUSES = ['completed', 'cancelled', 'expired', 'bypassed', 'confirmation'] as const;

/** Adverse-financial-history credit statuses (case-insensitive) that mean the search has an answer (spec 000 §4). */
export const CREDIT_KNOWN_STATUSES = ['picklist', 'no_result', 'warning', 'unconfirmed', 'confirmed', 'fail'] as const;

/** Instant employment verification order statuses that end the step (spec 000 §4). */
export const INSTANT_EMPLOYMENT_DONE_STATUSES = ['COMPLETED', 'CANDIDATE_DECLINED', 'FAILED_PERMANENT'] as const;

/** Checks whose provider registration flag completes a section (GET /providers/clearstar_registration_id/{guid}/). */
export const REGISTRATION_CHECKS = ['drug_screening', 'occupational_health'] as const;
export type RegistrationCheck = (typeof REGISTRATION_CHECKS)[number];

export interface ProviderStatuses {
  /** document_signed_and_sealed per document type; absent or null when the look-up failed or was not made. */
  signedDocuments: Partial<Record<SignedDocumentType, boolean | null>>;
  identity: {
    /** GET /providers/validate_id_check_provider/{guid}/ is_trinsic_id_check: the digital-ID flow applies. */
    isDigitalId: boolean | null;
    /** GET /providers/trinsic/get_trinsic_results/{guid}/ success. */
    digitalIdSuccess: boolean | null;
    /** GET /providers/hooyu/{guid}/ status. */
    firstProviderStatus: string | null;
    /** GET /providers/hooyu/is_abandoned/{guid} abandoned. */
    firstProviderAbandoned: boolean | null;
  };
  /** GET /providers/hooyu/{guid}/ credit_status. */
  creditStatus: string | null;
  /** GET /providers/mistho/orders results[].status; null when the look-up failed. */
  instantEmploymentOrderStatuses: string[] | null;
  /** GET /providers/clearstar_registration_id/{guid}/ flags keyed by check name; null when the look-up failed. */
  registrations: Partial<Record<RegistrationCheck, boolean>> | null;
}

/** Nothing known yet: every provider step counts as not complete. */
export function unknownProviderStatuses(): ProviderStatuses {
  return {
    signedDocuments: {},
    identity: { isDigitalId: null, digitalIdSuccess: null, firstProviderStatus: null, firstProviderAbandoned: null },
    creditStatus: null,
    instantEmploymentOrderStatuses: null,
    registrations: null,
  };
}
