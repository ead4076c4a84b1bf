/** The section a step slug belongs to, for naming where an upload was made (domain/documents/upload-origin.ts). */
import { SECTION_SLUGS, SECTION_STEPS, type SectionSlug, type StepSlug } from '../sections';

/** Each step slug of a section other than details belongs to that one section. */
export function sectionOfStep(step: StepSlug): SectionSlug | undefined {
  return SECTION_SLUGS.find((section) => section !== 'details' && SECTION_STEPS[section].includes(step));
}
