import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../step-layout/step-guard';
import { DbsConsentStep } from '../../../../features/disclosure-consent/dbs-consent-step';

export const Route = createFileRoute('/candidate-feedback/_sections/dbs_declaration_consent/dbs_consent')({
  beforeLoad: (args) => guardStep(args, 'dbs_declaration_consent', 'dbs_consent'),
  component: DbsConsentStep,
});
