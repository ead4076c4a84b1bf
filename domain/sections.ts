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

/** Every step slug of the route table. */
export type StepSlug =
  | DetailsStep
  | DbsDocumentsStep
  | AcicDocumentsStep
  | 'consent'
  | 'ds_consent'
  | 'dbs_consent'
  | 'cifas_consent'
  | 'acic_consent'
  | 'disclosure_step'
  | 'afp_disclosure_step'
  | 'moj_disclosure_step'
  | 'nz_dl_disclosure_step'
  | 'identity_validation_step'
  | 'instant_employment_verification'
  | 'adverse_financial_history'
  | 'drug_screening'
  | 'occupational_health'
  | 'reference'
  | 'employers'
  | 'directorships'
  | 'fit_and_proper'
  | 'education_proof'
  | 'employment_proof'
  | 'address_documents'
  | 'documents_selection'
  | 'afp_documents'
  | 'moj_document_upload'
  | 'police_vetting_documents'
  | 'document_upload';

/**
 * The steps of each section, in the order a candidate takes them (spec 000 §2, spec 001 §2 route table). A
 * request needs a subset of the details steps (domain/requirements.ts); every other section needs all of its steps.
 */
export const SECTION_STEPS: Record<SectionSlug, readonly StepSlug[]> = {
  consent: ['consent'],
  details: DETAILS_STEPS,
  ds_declaration_consent: ['ds_consent'],
  dbs_declaration_consent: ['dbs_consent'],
  cifas_declaration_consent: ['cifas_consent'],
  acic_consent: ['acic_consent'],
  disclosure: ['disclosure_step'],
  afp_disclosure_section: ['afp_disclosure_step'],
  moj_disclosure_section: ['moj_disclosure_step'],
  nz_dl_disclosure_section: ['nz_dl_disclosure_step'],
  identity_validation: ['identity_validation_step'],
  instant_employment_verification: ['instant_employment_verification'],
  adverse_financial_history: ['adverse_financial_history'],
  drug_screening_services_check: ['drug_screening'],
  occupational_health_services_check: ['occupational_health'],
  reference: ['reference'],
  employers: ['employers'],
  directorships: ['directorships'],
  fit_and_proper: ['fit_and_proper'],
  education_proof: ['education_proof'],
  employment_proof: ['employment_proof'],
  address_documents: ['address_documents'],
  dbs_documents: DBS_DOCUMENTS_STEPS,
  documents_selection: ['documents_selection'],
  afp_documents: ['afp_documents'],
  moj_document_upload: ['moj_document_upload'],
  police_vetting_documents: ['police_vetting_documents'],
  acic_documents: ACIC_DOCUMENTS_STEPS,
  documents: ['document_upload'],
};

/** Sections completed by signing a form with the e-signing service: the hub offers Sign, then only Show. */
export const SIGNED_FORM_SECTIONS = [
  'consent',
  'acic_consent',
  'disclosure',
  'afp_disclosure_section',
  'moj_disclosure_section',
  'nz_dl_disclosure_section',
] as const satisfies readonly SectionSlug[];

/**
 * Sections that cannot be changed once complete, so the hub offers Show rather than Edit: the signed forms
 * (spec 000 §2 "Disclosure-type sections can only be shown or signed"), identity validation ("not editable"),
 * and the other provider results, which the candidate cannot take back either.
 */
export const NOT_EDITABLE_SECTIONS: readonly SectionSlug[] = [
  ...SIGNED_FORM_SECTIONS,
  'identity_validation',
  'instant_employment_verification',
  'adverse_financial_history',
  'drug_screening_services_check',
  'occupational_health_services_check',
];

/** The supporting documents section: always last, and complete only after every other section (spec 000 §4). */
export const SUPPORTING_DOCUMENTS_SECTION = 'documents' satisfies SectionSlug;

/** Sections whose step page shows no '(n/total)' counter (spec 000 §2 "Step pages (general)"). */
export const SECTIONS_WITHOUT_COUNTER: readonly SectionSlug[] = [
  'dbs_declaration_consent',
  'reference',
  'employers',
  'directorships',
];
