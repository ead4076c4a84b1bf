/**
 * The supporting documents step (spec 001 §2 "Supporting documents screen", §4 "document_upload", §5 "Supporting
 * documents" and "Documents excluded from the supporting-documents list"): which document types it asks for, which
 * it offers besides, and its message while incomplete. Which types are required per check is
 * domain/supporting-documents.ts's; the completion rule is domain/progress.ts's, and a test holds the message to it.
 */
import type { DocumentType, ReferenceResponse } from '../reference-response';
import { PASSPORT_DOCUMENT, requiredSupportingDocumentTypes } from '../supporting-documents';

/** Spec 001 §5, word for word. */
export const SUPPORTING_DOCUMENTS_MESSAGE = 'Please upload required documents';

/** Spec 001 §5 "Documents excluded from the supporting-documents list": the slugs, in the specification's order. */
export const EXCLUDED_SUPPORTING_SLUGS = [
  'employment-proof',
  'education-proof',
  'change-of-name-certificate',
  'australian-marriage-certificate',
  'UMID',
  'identification_number_document',
  'proof_of_citizenship',
  'onfido',
  'consent',
  'driving_licence',
  'report-result',
  'employment-document',
  'residence_permit',
  'other',
  'national_identity_card',
  'postal_identity_card',
  'work_permit',
  'tax_id',
  'afp',
  'moj',
  'voter_id',
  'social_security_card',
  'passport_card',
  'national_health_insurance_card',
  'disclosure',
  'candidate_feedback_report',
  'nz_dl_check',
  'municipality_identity_card',
  'acic',
] as const;

/**
 * The levels whose types are not offered (the specification leaves the set unshown): documents bound to one of the
 * candidate's records, which their own proof pages upload with the record they prove, and documents the system
 * produces (signed consents and disclosures, reports), which a candidate never uploads. The identity levels
 * (primary, secondary and the community's acic_*) stay offered: the passport carries them and must stay uploadable.
 */
export const EXCLUDED_SUPPORTING_LEVELS = ['employment', 'education', 'consent', 'disclosure', 'report'] as const;

const excludedSlugs: ReadonlySet<string> = new Set(EXCLUDED_SUPPORTING_SLUGS);
const excludedLevels: ReadonlySet<string> = new Set(EXCLUDED_SUPPORTING_LEVELS);

/** The types the step asks for, as GET .../document-types/ marks them, in the catalogue's order. */
export function requiredSupportingTypes(types: readonly DocumentType[]): DocumentType[] {
  return types.filter((type) => type.required_on_document);
}

/** The types the step offers besides: the catalogue less the excluded slugs and levels, less the required ones. */
export function optionalSupportingTypes(types: readonly DocumentType[]): DocumentType[] {
  return types.filter(
    (type) =>
      !type.required_on_document &&
      !excludedSlugs.has(type.slug) &&
      !type.document_level.some((level) => excludedLevels.has(level)),
  );
}

/** The step's message while it is incomplete (a required type not uploaded, a passport without its expiry date). */
export function supportingDocumentsMessage(response: ReferenceResponse): typeof SUPPORTING_DOCUMENTS_MESSAGE | null {
  const uploads = response.documents.uploaded;
  const missing = requiredSupportingDocumentTypes(response.reference_request).some(
    (type) => !uploads.some((upload) => upload.type === type),
  );
  const passportWithoutExpiry = uploads.some((upload) => upload.type === PASSPORT_DOCUMENT && !upload.expiry_date);
  return missing || passportWithoutExpiry ? SUPPORTING_DOCUMENTS_MESSAGE : null;
}
