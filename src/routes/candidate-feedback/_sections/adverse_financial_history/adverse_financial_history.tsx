import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../step-layout/step-guard';
import { StepPlaceholder } from '../../../../step-layout/step-placeholder';

export const Route = createFileRoute('/candidate-feedback/_sections/adverse_financial_history/adverse_financial_history')({
  beforeLoad: (args) => guardStep(args, 'adverse_financial_history', 'adverse_financial_history'),
  component: () => <StepPlaceholder section="adverse_financial_history" step="adverse_financial_history" />,
});
