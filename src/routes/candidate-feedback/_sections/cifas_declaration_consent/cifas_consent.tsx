import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../step-layout/step-guard';
import { CifasConsentStep } from '../../../../features/disclosure-consent/cifas-consent-step';

export const Route = createFileRoute('/candidate-feedback/_sections/cifas_declaration_consent/cifas_consent')({
  beforeLoad: (args) => guardStep(args, 'cifas_declaration_consent', 'cifas_consent'),
  component: CifasConsentStep,
});
