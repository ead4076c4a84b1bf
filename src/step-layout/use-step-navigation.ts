/**
 * Where a step page leads (spec 000 §2 "Step pages (general)"): after a successful save to the next step, or home
 * when the step is the section's last; Previous to the step before. The order is domain/journey.ts's.
 */
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { BaseSyntheticEvent } from 'react';
import { nextStep, previousStep } from '../../domain/journey';
import type { SectionSlug, StepSlug } from '../../domain/sections';
import { useSectionProgress } from './section-progress';
import { ANSWERS_LINK, cameFromAnswers, withoutFromAnswers } from './from-answers';
import { HOME_LINK, type StepLink, stepLink } from './step-links';

/** The value of the 'Save and Go back' submit button, which asks the save to lead home instead of onwards. */
export const SAVE_AND_GO_BACK = 'save-and-go-back';

/** The value of the button that submitted the form, if it has one (react-hook-form passes the submit event on). */
export function submitterValue(event: BaseSyntheticEvent | undefined): string | null {
  const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter;
  return submitter instanceof HTMLButtonElement && submitter.value ? submitter.value : null;
}

/** Whether the form was submitted with 'Save and Go back'. */
export function submittedToGoBack(event: BaseSyntheticEvent | undefined): boolean {
  return submitterValue(event) === SAVE_AND_GO_BACK;
}

export interface StepNavigation {
  /** The step before this one, or null on the first. */
  previous: StepLink | null;
  /** The step after this one, or null on the last (its save leads home). */
  next: StepLink | null;
  isLastStep: boolean;
  goPrevious(): Promise<void>;
  /** To the next step, or home on the last. */
  goNext(): Promise<void>;
  goHome(): Promise<void>;
  /**
   * After a successful save: back to the check of the answers when the step was opened from there, home when 'Save
   * and Go back' submitted the form, otherwise as goNext.
   */
  goAfterSave(event?: BaseSyntheticEvent): Promise<void>;
}

export function useStepNavigation(section: SectionSlug, step: StepSlug): StepNavigation {
  const progress = useSectionProgress(section);
  const navigate = useNavigate();
  const fromAnswers = useSearch({ strict: false, select: cameFromAnswers });
  const previousSlug = previousStep(progress, step);
  const nextSlug = nextStep(progress, step);
  const previous = previousSlug ? stepLink(previousSlug) : null;
  const next = nextSlug ? stepLink(nextSlug) : null;

  const goHome = () => navigate({ ...HOME_LINK, search: true });
  const goNext = () => (next ? navigate({ ...next, search: true }) : goHome());
  return {
    previous,
    next,
    isLastStep: next === null,
    goPrevious: () => (previous ? navigate({ ...previous, search: true }) : Promise.resolve()),
    goNext,
    goHome,
    goAfterSave: (event) => {
      if (fromAnswers) return navigate({ ...ANSWERS_LINK, search: withoutFromAnswers });
      return submittedToGoBack(event) ? goHome() : goNext();
    },
  };
}
