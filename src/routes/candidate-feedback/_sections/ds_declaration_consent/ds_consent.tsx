import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../step-layout/step-guard';
import { DsConsentStep } from '../../../../features/disclosure-consent/ds-consent-step';

export const Route = createFileRoute('/candidate-feedback/_sections/ds_declaration_consent/ds_consent')({
  beforeLoad: (args) => guardStep(args, 'ds_declaration_consent', 'ds_consent'),
  component: DsConsentStep,
});
