import { createFileRoute } from '@tanstack/react-router';
import { ScreeningStep } from '../../../../features/screening/screening-step';
import { guardStep } from '../../../../step-layout/step-guard';

/** The drug screening step: the collection-site widget for the drug test. */
export const Route = createFileRoute('/candidate-feedback/_sections/drug_screening_services_check/drug_screening')({
  beforeLoad: (args) => guardStep(args, 'drug_screening_services_check', 'drug_screening'),
  component: () => <ScreeningStep check="drug_screening" />,
});
