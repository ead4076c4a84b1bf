import { createFileRoute } from '@tanstack/react-router';
import { UploadStep } from '../../../../features/document-uploads/upload-step';
import { guardStep } from '../../../../step-layout/step-guard';

export const Route = createFileRoute('/candidate-feedback/_sections/address_documents/address_documents')({
  beforeLoad: (args) => guardStep(args, 'address_documents', 'address_documents'),
  component: () => <UploadStep section="address_documents" step="address_documents" />,
});
