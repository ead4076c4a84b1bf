import { createFileRoute } from '@tanstack/react-router';
import { parseIndex, parseSlug, stringifyIndex } from '../../../../app/route-params';
import { SECTION_TITLES } from '../../../../app/section-titles';
import { DETAILS_STEPS_WITH_INDEX } from '../../../../../domain/sections';
import { StepNotAvailable } from '../../../../ui/step-not-available/step-not-available';

/** /candidate-feedback/details/{step}/{index}: the numbered sub-paths of the birth and address steps. */
export const Route = createFileRoute('/candidate-feedback/_sections/details/$step/$index')({
  params: {
    parse: ({ step, index }) => ({ step: parseSlug(step, DETAILS_STEPS_WITH_INDEX), index: parseIndex(index) }),
    stringify: ({ step, index }) => ({ step, index: stringifyIndex(index) }),
  },
  component: () => <StepNotAvailable sectionTitle={SECTION_TITLES.details} />,
});
