import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../step-layout/step-guard';
import { StepPlaceholder } from '../../../../step-layout/step-placeholder';

export const Route = createFileRoute('/candidate-feedback/_sections/education_proof/education_proof')({
  beforeLoad: (args) => guardStep(args, 'education_proof', 'education_proof'),
  component: () => <StepPlaceholder section="education_proof" step="education_proof" />,
});
