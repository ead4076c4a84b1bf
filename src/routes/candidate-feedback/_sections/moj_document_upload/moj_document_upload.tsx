import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../step-layout/step-guard';
import { StepPlaceholder } from '../../../../step-layout/step-placeholder';

export const Route = createFileRoute('/candidate-feedback/_sections/moj_document_upload/moj_document_upload')({
  beforeLoad: (args) => guardStep(args, 'moj_document_upload', 'moj_document_upload'),
  component: () => <StepPlaceholder section="moj_document_upload" step="moj_document_upload" />,
});
