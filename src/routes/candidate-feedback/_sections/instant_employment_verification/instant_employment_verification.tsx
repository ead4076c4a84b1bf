import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../step-layout/step-guard';
import { StepPlaceholder } from '../../../../step-layout/step-placeholder';

export const Route = createFileRoute('/candidate-feedback/_sections/instant_employment_verification/instant_employment_verification')({
  beforeLoad: (args) => guardStep(args, 'instant_employment_verification', 'instant_employment_verification'),
  component: () => <StepPlaceholder section="instant_employment_verification" step="instant_employment_verification" />,
});
