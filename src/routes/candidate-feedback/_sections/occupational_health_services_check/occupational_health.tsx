import { createFileRoute } from '@tanstack/react-router';
import { ScreeningStep } from '../../../../features/screening/screening-step';
import { guardStep } from '../../../../step-layout/step-guard';

/** The occupational health step: the collection-site widget for the assessment. */
export const Route = createFileRoute('/candidate-feedback/_sections/occupational_health_services_check/occupational_health')({
  beforeLoad: (args) => guardStep(args, 'occupational_health_services_check', 'occupational_health'),
  component: () => <ScreeningStep check="occupational_health" />,
});
