import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../step-layout/step-guard';
import { StepPlaceholder } from '../../../../step-layout/step-placeholder';

export const Route = createFileRoute('/candidate-feedback/_sections/occupational_health_services_check/occupational_health')({
  beforeLoad: (args) => guardStep(args, 'occupational_health_services_check', 'occupational_health'),
  component: () => <StepPlaceholder section="occupational_health_services_check" step="occupational_health" />,
});
