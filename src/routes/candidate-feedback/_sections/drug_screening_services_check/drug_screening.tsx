import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../step-layout/step-guard';
import { StepPlaceholder } from '../../../../step-layout/step-placeholder';

export const Route = createFileRoute('/candidate-feedback/_sections/drug_screening_services_check/drug_screening')({
  beforeLoad: (args) => guardStep(args, 'drug_screening_services_check', 'drug_screening'),
  component: () => <StepPlaceholder section="drug_screening_services_check" step="drug_screening" />,
});
