/**
 * The name each step of a multi-step section is shown under, in the side tabs and above the step's form. The
 * English names are ours: the specification names the slugs only. A section with one step shows it under the
 * section's own name.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AcicDocumentsStep, DbsDocumentsStep, DetailsStep, SectionSlug, StepSlug } from '../../domain/sections';
import { SECTION_TITLES } from './section-titles';

/** The steps of the sections that have more than one (domain/sections.ts SECTION_STEPS). */
type StepOfMultiStepSection = DetailsStep | DbsDocumentsStep | AcicDocumentsStep;

const STEP_TITLES: Record<StepOfMultiStepSection, MessageDescriptor> = {
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
};

export function stepTitle(section: SectionSlug, step: StepSlug): MessageDescriptor {
  return (STEP_TITLES as Partial<Record<StepSlug, MessageDescriptor>>)[step] ?? SECTION_TITLES[section];
}
