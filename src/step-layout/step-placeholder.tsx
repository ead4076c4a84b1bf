import type { SectionSlug, StepSlug } from '../../domain/sections';
import { StepNotAvailable } from '../ui/step-not-available/step-not-available';
import { StepLayout } from './step-layout';

/** A step whose screen is not built yet: the step frame around the not-available notice. */
export function StepPlaceholder({ section, step }: { section: SectionSlug; step: StepSlug }) {
  return (
    <StepLayout section={section} step={step}>
      <StepNotAvailable />
    </StepLayout>
  );
}
