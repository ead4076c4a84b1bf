import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../app/step-layout/step-guard';
import { StepPlaceholder } from '../../../../app/step-layout/step-placeholder';

export const Route = createFileRoute('/candidate-feedback/_sections/identity_validation/identity_validation_step')({
  beforeLoad: (args) => guardStep(args, 'identity_validation', 'identity_validation_step'),
  component: () => <StepPlaceholder section="identity_validation" step="identity_validation_step" />,
});
