/**
 * The name each section is shown under, translated: each message is the section's English name in
 * domain/section-names.ts (section-titles.test.ts holds them together), which the API's refusals use. Kept apart
 * from sections.ts so only the pages that show a title carry the messages.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SectionSlug } from '../../domain/sections';

export const SECTION_TITLES: Record<SectionSlug, MessageDescriptor> = {
  consent: msg`Consent`,
  details: msg`Personal details`,
  ds_declaration_consent: msg`Disclosure Scotland consent`,
  dbs_declaration_consent: msg`Criminal record check consent`,
  cifas_declaration_consent: msg`Fraud prevention consent`,
  acic_consent: msg`Australian Criminal Intelligence Commission consent`,
  disclosure: msg`Disclosure form`,
  afp_disclosure_section: msg`Australian Federal Police consent form`,
  moj_disclosure_section: msg`Ministry of Justice consent form`,
  nz_dl_disclosure_section: msg`Driver licence record consent form`,
  identity_validation: msg`Identity validation`,
  instant_employment_verification: msg`Instant employment verification`,
  adverse_financial_history: msg`Adverse financial history`,
  drug_screening_services_check: msg`Drug screening`,
  occupational_health_services_check: msg`Occupational health`,
  reference: msg`References`,
  employers: msg`Employment history`,
  directorships: msg`Directorships`,
  fit_and_proper: msg`Fitness and propriety questionnaire`,
  education_proof: msg`Proof of education`,
  employment_proof: msg`Proof of employment`,
  address_documents: msg`Proof of address`,
  dbs_documents: msg`Criminal record check documents`,
  documents_selection: msg`Identity document selection`,
  afp_documents: msg`Australian Federal Police check documents`,
  moj_document_upload: msg`Ministry of Justice check documents`,
  police_vetting_documents: msg`Police vetting documents`,
  acic_documents: msg`Australian Criminal Intelligence Commission check documents`,
  documents: msg`Supporting documents`,
};
