/**
 * The section and step slugs of the route table (spec 000 §2, spec 001 §2 "Route table"). They are URL segments,
 * so they stay exactly as the specification spells them. The SPA parses route params against these lists, and the
 * requirement rules the hub and the API share name sections and steps with them; the names shown to a candidate
 * live in the SPA (src/app/section-titles.ts).
 */

export const SECTION_SLUGS = [
  'consent',
  'details',
  'ds_declaration_consent',
  'dbs_declaration_consent',
  'cifas_declaration_consent',
  'acic_consent',
  'disclosure',
  'afp_disclosure_section',
  'moj_disclosure_section',
  'nz_dl_disclosure_section',
  'identity_validation',
  'instant_employment_verification',
  'adverse_financial_history',
  'drug_screening_services_check',
  'occupational_health_services_check',
  'reference',
  'employers',
  'directorships',
  'fit_and_proper',
  'education_proof',
  'employment_proof',
  'address_documents',
  'dbs_documents',
  'documents_selection',
  'afp_documents',
  'moj_document_upload',
  'police_vetting_documents',
  'acic_documents',
  'documents',
] as const;
export type SectionSlug = (typeof SECTION_SLUGS)[number];

/** Steps of /candidate-feedback/details/{step} (spec 000 §2). */
export const DETAILS_STEPS = [
  'name',
  'birth',
  'previous_name',
  'social_media',
  'id',
  'address',
  'phone',
  'education',
  'qualification',
  'directorship',
] as const;
export type DetailsStep = (typeof DETAILS_STEPS)[number];

/** Details steps with numbered sub-paths, /details/{step}/{index} (spec 001 §2 "birth (and sub-paths)", "address (and sub-paths)"). */
export const DETAILS_STEPS_WITH_INDEX = ['birth', 'address'] as const satisfies readonly DetailsStep[];
export type DetailsStepWithIndex = (typeof DETAILS_STEPS_WITH_INDEX)[number];

/** Steps of /candidate-feedback/dbs_documents/{step} (spec 001 §2). */
export const DBS_DOCUMENTS_STEPS = ['dbs_address', 'dbs_identity'] as const;
export type DbsDocumentsStep = (typeof DBS_DOCUMENTS_STEPS)[number];

/** Steps of /candidate-feedback/acic_documents/{step} (spec 001 §2). */
export const ACIC_DOCUMENTS_STEPS = [
  'acic_identity_documents',
  'acic_primary_documents',
  'acic_secondary_documents',
  'acic_documents_confirmation',
] as const;
export type AcicDocumentsStep = (typeof ACIC_DOCUMENTS_STEPS)[number];
