/**
 * Moving through a section's steps (spec 000 §2 "Step pages (general)"): which step a section opens on, which
 * steps may be visited, and where Previous and Next lead. A pure navigator over domain/progress.ts, so the step
 * pages and their tests agree on the rules.
 */
import type { SectionProgress } from './progress';
import { SECTIONS_WITHOUT_COUNTER, type SectionSlug, type StepSlug } from './sections';

/** Sections that list their entries in their own way (numbered employers, referees, directorships). */
const SECTIONS_WITHOUT_STEP_TABS: readonly SectionSlug[] = ['reference', 'employers', 'directorships'];

/** Entering a section opens its first incomplete step, or its first step when all are complete. */
export function entryStep(section: SectionProgress): StepSlug | undefined {
  return (section.steps.find((step) => !step.complete) ?? section.steps[0])?.step;
}

function indexOf(section: SectionProgress, step: StepSlug): number {
  return section.steps.findIndex((candidate) => candidate.step === step);
}

/**
 * A step can be visited when the section needs it and every step before it is complete: a later unfinished step
 * cannot be reached by address or tab.
 */
export function canVisitStep(section: SectionProgress, step: StepSlug): boolean {
  const index = indexOf(section, step);
  return index >= 0 && section.steps.slice(0, index).every((earlier) => earlier.complete);
}

/** The step after this one, or null on the last step (the save then returns home). */
export function nextStep(section: SectionProgress, step: StepSlug): StepSlug | null {
  const index = indexOf(section, step);
  return index >= 0 ? (section.steps[index + 1]?.step ?? null) : null;
}

export function previousStep(section: SectionProgress, step: StepSlug): StepSlug | null {
  const index = indexOf(section, step);
  return index > 0 ? (section.steps[index - 1]?.step ?? null) : null;
}

/** The mobile counter's numbers, '(position/total)'. */
export function stepPosition(section: SectionProgress, step: StepSlug): { position: number; total: number } {
  return { position: indexOf(section, step) + 1, total: section.steps.length };
}

export function showsStepCounter(section: SectionSlug): boolean {
  return !SECTIONS_WITHOUT_COUNTER.includes(section);
}

/** Side tabs help only where a section has more than one step and does not number its own entries. */
export function showsStepTabs(section: SectionProgress): boolean {
  return section.steps.length > 1 && !SECTIONS_WITHOUT_STEP_TABS.includes(section.section);
}
