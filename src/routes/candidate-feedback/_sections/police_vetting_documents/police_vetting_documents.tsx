import { createFileRoute } from '@tanstack/react-router';
import { SECTION_TITLES } from '../../../../app/section-titles';
import { StepNotAvailable } from '../../../../ui/step-not-available/step-not-available';

export const Route = createFileRoute('/candidate-feedback/_sections/police_vetting_documents/police_vetting_documents')({
  component: () => <StepNotAvailable sectionTitle={SECTION_TITLES.police_vetting_documents} />,
});
