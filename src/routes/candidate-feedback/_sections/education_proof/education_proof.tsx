import { createFileRoute } from '@tanstack/react-router';
import { UploadStep } from '../../../../features/document-uploads/upload-step';
import { guardStep } from '../../../../step-layout/step-guard';

export const Route = createFileRoute('/candidate-feedback/_sections/education_proof/education_proof')({
  beforeLoad: (args) => guardStep(args, 'education_proof', 'education_proof'),
  component: () => <UploadStep section="education_proof" step="education_proof" />,
});
