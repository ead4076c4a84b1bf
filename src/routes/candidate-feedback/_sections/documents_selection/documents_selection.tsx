import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../step-layout/step-guard';
import { StepPlaceholder } from '../../../../step-layout/step-placeholder';

export const Route = createFileRoute('/candidate-feedback/_sections/documents_selection/documents_selection')({
  beforeLoad: (args) => guardStep(args, 'documents_selection', 'documents_selection'),
  component: () => <StepPlaceholder section="documents_selection" step="documents_selection" />,
});
