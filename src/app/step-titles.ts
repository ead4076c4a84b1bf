/**
 * The name each step is shown under, in the side tabs and above the step's form. The English names are ours: the
 * specification names the slugs only. A section with one step shows its step under the section's own name.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StepSlug } from '../../domain/sections';

export const STEP_TITLES: Record<StepSlug, MessageDescriptor> = {
  name: msg`Name`,
  birth: msg`Date and place of birth`,
  previous_name: msg`Previous names`,
  social_media: msg`Social media`,
  id: msg`Identity documents`,
  address: msg`Address history`,
  phone: msg`Phone number`,
  education: msg`Education`,
  qualification: msg`Professional qualifications`,
  directorship: msg`Directorships`,
  dbs_address: msg`Proof of address`,
  dbs_identity: msg`Proof of identity`,
  acic_identity_documents: msg`Commencement document`,
  acic_primary_documents: msg`Primary documents`,
  acic_secondary_documents: msg`Secondary documents`,
  acic_documents_confirmation: msg`Name confirmation`,
  consent: msg`Consent`,
  ds_consent: msg`Disclosure Scotland consent`,
  dbs_consent: msg`Criminal record check consent`,
  cifas_consent: msg`Fraud prevention consent`,
  acic_consent: msg`Australian Criminal Intelligence Commission consent`,
  disclosure_step: msg`Disclosure form`,
  afp_disclosure_step: msg`Australian Federal Police consent form`,
  moj_disclosure_step: msg`Ministry of Justice consent form`,
  nz_dl_disclosure_step: msg`Driver licence record consent form`,
  identity_validation_step: msg`Identity validation`,
  instant_employment_verification: msg`Instant employment verification`,
  adverse_financial_history: msg`Adverse financial history`,
  drug_screening: msg`Drug screening`,
  occupational_health: msg`Occupational health`,
  reference: msg`References`,
  employers: msg`Employment history`,
  directorships: msg`Directorships`,
  fit_and_proper: msg`Fitness and propriety questionnaire`,
  education_proof: msg`Proof of education`,
  employment_proof: msg`Proof of employment`,
  address_documents: msg`Proof of address`,
  documents_selection: msg`Identity document selection`,
  afp_documents: msg`Australian Federal Police check documents`,
  moj_document_upload: msg`Ministry of Justice check documents`,
  police_vetting_documents: msg`Police vetting documents`,
  document_upload: msg`Supporting documents`,
};
