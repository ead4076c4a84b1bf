import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../step-layout/step-guard';
import { SignedFormStep } from '../../../../features/signed-forms/signed-form-step';

export const Route = createFileRoute('/candidate-feedback/_sections/disclosure/disclosure_step')({
  beforeLoad: (args) => guardStep(args, 'disclosure', 'disclosure_step'),
  component: () => <SignedFormStep section="disclosure" step="disclosure_step" />,
});
