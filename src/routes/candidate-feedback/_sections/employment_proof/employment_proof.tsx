import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../step-layout/step-guard';
import { StepPlaceholder } from '../../../../step-layout/step-placeholder';

export const Route = createFileRoute('/candidate-feedback/_sections/employment_proof/employment_proof')({
  beforeLoad: (args) => guardStep(args, 'employment_proof', 'employment_proof'),
  component: () => <StepPlaceholder section="employment_proof" step="employment_proof" />,
});
