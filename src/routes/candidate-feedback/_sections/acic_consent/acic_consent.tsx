import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../app/step-layout/step-guard';
import { StepPlaceholder } from '../../../../app/step-layout/step-placeholder';

export const Route = createFileRoute('/candidate-feedback/_sections/acic_consent/acic_consent')({
  beforeLoad: (args) => guardStep(args, 'acic_consent', 'acic_consent'),
  component: () => <StepPlaceholder section="acic_consent" step="acic_consent" />,
});
