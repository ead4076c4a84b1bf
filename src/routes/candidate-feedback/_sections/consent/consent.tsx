import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../app/step-layout/step-guard';
import { StepPlaceholder } from '../../../../app/step-layout/step-placeholder';

export const Route = createFileRoute('/candidate-feedback/_sections/consent/consent')({
  beforeLoad: (args) => guardStep(args, 'consent', 'consent'),
  component: () => <StepPlaceholder section="consent" step="consent" />,
});
