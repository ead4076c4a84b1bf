/**
 * A section's steps and which of them are complete, from the loaded reference response (domain/progress.ts). The
 * step pages read the request's own data only: provider statuses count as unknown (their steps are not complete
 * until their own screens ask the provider); points and levels come from the shared document type catalogue.
 */
import { useMemo } from 'react';
import { documentRulesFor } from '../../domain/document-rules';
import { type Progress, type ProgressInput, type SectionProgress, isStepComplete, progress, sectionStatus } from '../../domain/progress';
import { unknownProviderStatuses } from '../../domain/provider-status';
import type { ReferenceResponse } from '../../domain/reference-response';
import { SECTION_STEPS, type SectionSlug } from '../../domain/sections';
import { useReferenceResponse } from '../api/candidate-data';
import { candidateToday } from '../../domain/today';

function stepProgressInput(response: ReferenceResponse, today: string): ProgressInput {
  const documentTypes = documentRulesFor(response.reference_request);
  return { response, providers: unknownProviderStatuses(), documentTypes, today };
}

/** Every required section's progress by the request's own data, provider steps counting as not complete. */
export function savedProgress(response: ReferenceResponse, today: string): Progress {
  return progress(stepProgressInput(response, today));
}

/** The section as the request needs it, or undefined when the request does not need it. */
export function requiredSectionProgress(
  response: ReferenceResponse,
  section: SectionSlug,
  today: string,
): SectionProgress | undefined {
  return savedProgress(response, today).sections.find((candidate) => candidate.section === section);
}

/**
 * The section's progress for its pages. A section the request stops needing while its page is open (an answer
 * changed elsewhere) falls back to all of its steps, so the page still renders until the next navigation's guard
 * sends the candidate home.
 */
function sectionProgressOf(response: ReferenceResponse, section: SectionSlug, today: string): SectionProgress {
  const required = requiredSectionProgress(response, section, today);
  if (required) return required;
  const input = stepProgressInput(response, today);
  const steps = SECTION_STEPS[section].map((step) => ({ step, complete: isStepComplete(step, input) }));
  return { section, steps, status: sectionStatus(steps) };
}

export function useSectionProgress(section: SectionSlug): SectionProgress {
  const response = useReferenceResponse();
  const today = candidateToday();
  return useMemo(() => sectionProgressOf(response, section, today), [response, section, today]);
}
