import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../app/step-layout/step-guard';
import { StepPlaceholder } from '../../../../app/step-layout/step-placeholder';

export const Route = createFileRoute('/candidate-feedback/_sections/ds_declaration_consent/ds_consent')({
  beforeLoad: (args) => guardStep(args, 'ds_declaration_consent', 'ds_consent'),
  component: () => <StepPlaceholder section="ds_declaration_consent" step="ds_consent" />,
});
