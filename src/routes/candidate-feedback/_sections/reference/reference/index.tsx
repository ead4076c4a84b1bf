import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../../step-layout/step-guard';
import { StepPlaceholder } from '../../../../../step-layout/step-placeholder';

/** /candidate-feedback/reference/reference: the referee summary (spec 001 §2). */
export const Route = createFileRoute('/candidate-feedback/_sections/reference/reference/')({
  beforeLoad: (args) => guardStep(args, 'reference', 'reference'),
  component: () => <StepPlaceholder section="reference" step="reference" />,
});
