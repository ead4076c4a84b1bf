import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../step-layout/step-guard';
import { StepPlaceholder } from '../../../../step-layout/step-placeholder';

export const Route = createFileRoute('/candidate-feedback/_sections/afp_documents/afp_documents')({
  beforeLoad: (args) => guardStep(args, 'afp_documents', 'afp_documents'),
  component: () => <StepPlaceholder section="afp_documents" step="afp_documents" />,
});
