import { createFileRoute } from '@tanstack/react-router';
import { parseOptionalSlug } from '../../../../app/route-params';
import { SECTION_TITLES } from '../../../../app/section-titles';
import { ACIC_DOCUMENTS_STEPS } from '../../../../../domain/sections';
import { StepNotAvailable } from '../../../../ui/step-not-available/step-not-available';

/** /candidate-feedback/acic_documents/{step?} (spec 001 §2). */
export const Route = createFileRoute('/candidate-feedback/_sections/acic_documents/{-$step}')({
  params: {
    parse: ({ step }) => ({ step: parseOptionalSlug(step, ACIC_DOCUMENTS_STEPS) }),
    stringify: ({ step }) => ({ step }),
  },
  component: () => <StepNotAvailable sectionTitle={SECTION_TITLES.acic_documents} />,
});
