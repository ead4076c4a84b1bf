import { createFileRoute } from '@tanstack/react-router';
import { UploadStep } from '../../../../features/document-uploads/upload-step';
import { guardStep } from '../../../../step-layout/step-guard';

export const Route = createFileRoute('/candidate-feedback/_sections/police_vetting_documents/police_vetting_documents')({
  beforeLoad: (args) => guardStep(args, 'police_vetting_documents', 'police_vetting_documents'),
  component: () => <UploadStep section="police_vetting_documents" step="police_vetting_documents" />,
});
