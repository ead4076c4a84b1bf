import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../app/step-layout/step-guard';
import { StepPlaceholder } from '../../../../app/step-layout/step-placeholder';

export const Route = createFileRoute('/candidate-feedback/_sections/dbs_declaration_consent/dbs_consent')({
  beforeLoad: (args) => guardStep(args, 'dbs_declaration_consent', 'dbs_consent'),
  component: () => <StepPlaceholder section="dbs_declaration_consent" step="dbs_consent" />,
});
