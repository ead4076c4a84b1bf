import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../step-layout/step-guard';
import { StepPlaceholder } from '../../../../step-layout/step-placeholder';

export const Route = createFileRoute('/candidate-feedback/_sections/documents/document_upload')({
  beforeLoad: (args) => guardStep(args, 'documents', 'document_upload'),
  component: () => <StepPlaceholder section="documents" step="document_upload" />,
});
