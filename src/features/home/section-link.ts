/**
 * Where a section's row on the home page leads (spec 000 §2). A section with a step in its address opens on its
 * first incomplete step (its route decides); every other section has one fixed step page.
 */
import { SECTION_STEPS, type SectionSlug } from '../../../domain/sections';
import { type StepLink, stepLink } from '../../step-layout/step-links';

type SteppedSectionPath =
  | '/candidate-feedback/details/{-$step}'
  | '/candidate-feedback/dbs_documents/{-$step}'
  | '/candidate-feedback/acic_documents/{-$step}';

export type SectionLink = StepLink | { to: SteppedSectionPath; params: { step: undefined } };

const STEPPED_SECTIONS: Partial<Record<SectionSlug, SteppedSectionPath>> = {
  details: '/candidate-feedback/details/{-$step}',
  dbs_documents: '/candidate-feedback/dbs_documents/{-$step}',
  acic_documents: '/candidate-feedback/acic_documents/{-$step}',
};

export function sectionLink(section: SectionSlug): SectionLink {
  const stepped = STEPPED_SECTIONS[section];
  if (stepped) return { to: stepped, params: { step: undefined } };
  const [step] = SECTION_STEPS[section];
  if (!step) throw new Error(`section ${section} has no step`);
  return stepLink(step);
}
