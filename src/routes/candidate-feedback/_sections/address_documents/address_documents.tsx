import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../step-layout/step-guard';
import { StepPlaceholder } from '../../../../step-layout/step-placeholder';

export const Route = createFileRoute('/candidate-feedback/_sections/address_documents/address_documents')({
  beforeLoad: (args) => guardStep(args, 'address_documents', 'address_documents'),
  component: () => <StepPlaceholder section="address_documents" step="address_documents" />,
});
