import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../app/step-layout/step-guard';
import { StepPlaceholder } from '../../../../app/step-layout/step-placeholder';

export const Route = createFileRoute('/candidate-feedback/_sections/disclosure/disclosure_step')({
  beforeLoad: (args) => guardStep(args, 'disclosure', 'disclosure_step'),
  component: () => <StepPlaceholder section="disclosure" step="disclosure_step" />,
});
