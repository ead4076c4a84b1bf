import type { SectionSlug, StepSlug } from '../../domain/sections';
import { StepLayout } from '../step-layout/step-layout';
import { StepNotAvailable } from '../ui/step-not-available/step-not-available';

/**
 * A step's frame around the not-available notice: what the router and frame tests put in place of a step's screen,
 * so they judge the routes and the frame without loading the forms.
 */
export function StepStandIn({ section, step }: { section: SectionSlug; step: StepSlug }) {
  return (
    <StepLayout section={section} step={step}>
      <StepNotAvailable />
    </StepLayout>
  );
}
