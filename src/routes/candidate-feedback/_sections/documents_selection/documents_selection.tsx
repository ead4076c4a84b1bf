import { createFileRoute } from '@tanstack/react-router';
import { SECTION_TITLES } from '../../../../app/section-titles';
import { StepNotAvailable } from '../../../../ui/step-not-available/step-not-available';

export const Route = createFileRoute('/candidate-feedback/_sections/documents_selection/documents_selection')({
  component: () => <StepNotAvailable sectionTitle={SECTION_TITLES.documents_selection} />,
});
