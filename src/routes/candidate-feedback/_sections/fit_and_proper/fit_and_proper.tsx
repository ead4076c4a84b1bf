import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../step-layout/step-guard';
import { StepPlaceholder } from '../../../../step-layout/step-placeholder';

export const Route = createFileRoute('/candidate-feedback/_sections/fit_and_proper/fit_and_proper')({
  beforeLoad: (args) => guardStep(args, 'fit_and_proper', 'fit_and_proper'),
  component: () => <StepPlaceholder section="fit_and_proper" step="fit_and_proper" />,
});
