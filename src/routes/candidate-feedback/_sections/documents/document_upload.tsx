import { createFileRoute } from '@tanstack/react-router';
import { SupportingDocumentsStep } from '../../../../features/document-uploads/supporting-documents-step';
import { guardStep } from '../../../../step-layout/step-guard';

export const Route = createFileRoute('/candidate-feedback/_sections/documents/document_upload')({
  beforeLoad: (args) => guardStep(args, 'documents', 'document_upload'),
  component: () => <SupportingDocumentsStep />,
});
