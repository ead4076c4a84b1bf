import { createFileRoute } from '@tanstack/react-router';
import { SECTION_TITLES } from '../../../../app/section-titles';
import { StepNotAvailable } from '../../../../ui/step-not-available/step-not-available';

export const Route = createFileRoute('/candidate-feedback/_sections/afp_disclosure_section/afp_disclosure_step')({
  component: () => <StepNotAvailable sectionTitle={SECTION_TITLES.afp_disclosure_section} />,
});
