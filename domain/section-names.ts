/**
 * The name each section is shown under, in English: the API's refusal of an incomplete response names the sections
 * by them, and the SPA's translated titles (src/app/section-titles.ts) are these texts, which a test holds them to.
 * The names are ours: the specification names the slugs, not their titles.
 */
import type { SectionSlug } from './sections';

export const SECTION_NAMES = {
  consent: 'Consent',
  details: 'Personal details',
  ds_declaration_consent: 'Disclosure Scotland consent',
  dbs_declaration_consent: 'Criminal record check consent',
  cifas_declaration_consent: 'Fraud prevention consent',
  acic_consent: 'Australian Criminal Intelligence Commission consent',
  disclosure: 'Disclosure form',
  afp_disclosure_section: 'Australian Federal Police consent form',
  moj_disclosure_section: 'Ministry of Justice consent form',
  nz_dl_disclosure_section: 'Driver licence record consent form',
  identity_validation: 'Identity validation',
  instant_employment_verification: 'Instant employment verification',
  adverse_financial_history: 'Adverse financial history',
  drug_screening_services_check: 'Drug screening',
  occupational_health_services_check: 'Occupational health',
  reference: 'References',
  employers: 'Employment history',
  directorships: 'Directorships',
  fit_and_proper: 'Fitness and propriety questionnaire',
  education_proof: 'Proof of education',
  employment_proof: 'Proof of employment',
  address_documents: 'Proof of address',
  dbs_documents: 'Criminal record check documents',
  documents_selection: 'Identity document selection',
  afp_documents: 'Australian Federal Police check documents',
  moj_document_upload: 'Ministry of Justice check documents',
  police_vetting_documents: 'Police vetting documents',
  acic_documents: 'Australian Criminal Intelligence Commission check documents',
  documents: 'Supporting documents',
} as const satisfies Record<SectionSlug, string>;
