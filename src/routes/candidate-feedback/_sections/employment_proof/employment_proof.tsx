import { createFileRoute } from '@tanstack/react-router';
import { SECTION_TITLES } from '../../../../app/section-titles';
import { StepNotAvailable } from '../../../../ui/step-not-available/step-not-available';

export const Route = createFileRoute('/candidate-feedback/_sections/employment_proof/employment_proof')({
  component: () => <StepNotAvailable sectionTitle={SECTION_TITLES.employment_proof} />,
});
