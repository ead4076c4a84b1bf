import { createFileRoute } from '@tanstack/react-router';
import { UploadStep } from '../../../../features/document-uploads/upload-step';
import { guardStep } from '../../../../step-layout/step-guard';

export const Route = createFileRoute('/candidate-feedback/_sections/moj_document_upload/moj_document_upload')({
  beforeLoad: (args) => guardStep(args, 'moj_document_upload', 'moj_document_upload'),
  component: () => <UploadStep section="moj_document_upload" step="moj_document_upload" />,
});
