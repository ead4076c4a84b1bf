import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../step-layout/step-guard';
import { SignedFormStep } from '../../../../features/signed-forms/signed-form-step';

export const Route = createFileRoute('/candidate-feedback/_sections/consent/consent')({
  beforeLoad: (args) => guardStep(args, 'consent', 'consent'),
  component: () => <SignedFormStep section="consent" step="consent" />,
});
