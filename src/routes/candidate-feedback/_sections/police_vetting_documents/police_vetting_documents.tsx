import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../step-layout/step-guard';
import { StepPlaceholder } from '../../../../step-layout/step-placeholder';

export const Route = createFileRoute('/candidate-feedback/_sections/police_vetting_documents/police_vetting_documents')({
  beforeLoad: (args) => guardStep(args, 'police_vetting_documents', 'police_vetting_documents'),
  component: () => <StepPlaceholder section="police_vetting_documents" step="police_vetting_documents" />,
});
