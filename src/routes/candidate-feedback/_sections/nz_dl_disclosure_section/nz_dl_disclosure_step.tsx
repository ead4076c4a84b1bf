import { createFileRoute } from '@tanstack/react-router';
import { SECTION_TITLES } from '../../../../app/section-titles';
import { StepNotAvailable } from '../../../../ui/step-not-available/step-not-available';

export const Route = createFileRoute('/candidate-feedback/_sections/nz_dl_disclosure_section/nz_dl_disclosure_step')({
  component: () => <StepNotAvailable sectionTitle={SECTION_TITLES.nz_dl_disclosure_section} />,
});
