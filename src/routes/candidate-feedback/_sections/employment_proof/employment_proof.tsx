import { createFileRoute } from '@tanstack/react-router';
import { UploadStep } from '../../../../features/document-uploads/upload-step';
import { guardStep } from '../../../../step-layout/step-guard';

export const Route = createFileRoute('/candidate-feedback/_sections/employment_proof/employment_proof')({
  beforeLoad: (args) => guardStep(args, 'employment_proof', 'employment_proof'),
  component: () => <UploadStep section="employment_proof" step="employment_proof" />,
});
