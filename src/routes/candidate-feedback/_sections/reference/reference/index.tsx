import { createFileRoute } from '@tanstack/react-router';
import { SECTION_TITLES } from '../../../../../app/section-titles';
import { StepNotAvailable } from '../../../../../ui/step-not-available/step-not-available';

/** /candidate-feedback/reference/reference: the referee summary (spec 001 §2). */
export const Route = createFileRoute('/candidate-feedback/_sections/reference/reference/')({
  component: () => <StepNotAvailable sectionTitle={SECTION_TITLES.reference} />,
});
