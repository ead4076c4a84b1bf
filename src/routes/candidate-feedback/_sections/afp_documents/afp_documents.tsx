import { createFileRoute } from '@tanstack/react-router';
import { UploadStep } from '../../../../features/document-uploads/upload-step';
import { guardStep } from '../../../../step-layout/step-guard';

export const Route = createFileRoute('/candidate-feedback/_sections/afp_documents/afp_documents')({
  beforeLoad: (args) => guardStep(args, 'afp_documents', 'afp_documents'),
  component: () => <UploadStep section="afp_documents" step="afp_documents" />,
});
