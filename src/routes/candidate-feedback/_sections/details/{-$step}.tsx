import { createFileRoute } from '@tanstack/react-router';
import { parseOptionalSlug } from '../../../../app/route-params';
import { SECTION_TITLES } from '../../../../app/section-titles';
import { DETAILS_STEPS } from '../../../../../domain/sections';
import { StepNotAvailable } from '../../../../ui/step-not-available/step-not-available';

/** /candidate-feedback/details/{step?}: without a step, the section opens its first incomplete step. */
export const Route = createFileRoute('/candidate-feedback/_sections/details/{-$step}')({
  params: {
    parse: ({ step }) => ({ step: parseOptionalSlug(step, DETAILS_STEPS) }),
    stringify: ({ step }) => ({ step }),
  },
  component: () => <StepNotAvailable sectionTitle={SECTION_TITLES.details} />,
});
