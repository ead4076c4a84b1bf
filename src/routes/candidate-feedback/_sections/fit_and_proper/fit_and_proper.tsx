import { createFileRoute } from '@tanstack/react-router';
import { SECTION_TITLES } from '../../../../app/section-titles';
import { StepNotAvailable } from '../../../../ui/step-not-available/step-not-available';

export const Route = createFileRoute('/candidate-feedback/_sections/fit_and_proper/fit_and_proper')({
  component: () => <StepNotAvailable sectionTitle={SECTION_TITLES.fit_and_proper} />,
});
