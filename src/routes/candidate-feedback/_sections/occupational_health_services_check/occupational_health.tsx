import { createFileRoute } from '@tanstack/react-router';
import { SECTION_TITLES } from '../../../../app/section-titles';
import { StepNotAvailable } from '../../../../ui/step-not-available/step-not-available';

export const Route = createFileRoute('/candidate-feedback/_sections/occupational_health_services_check/occupational_health')({
  component: () => <StepNotAvailable sectionTitle={SECTION_TITLES.occupational_health_services_check} />,
});
