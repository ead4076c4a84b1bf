import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../step-layout/step-guard';
import { SignedFormStep } from '../../../../features/signed-forms/signed-form-step';

export const Route = createFileRoute('/candidate-feedback/_sections/acic_consent/acic_consent')({
  beforeLoad: (args) => guardStep(args, 'acic_consent', 'acic_consent'),
  component: () => <SignedFormStep section="acic_consent" step="acic_consent" />,
});
