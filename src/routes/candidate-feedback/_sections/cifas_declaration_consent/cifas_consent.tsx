import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../app/step-layout/step-guard';
import { StepPlaceholder } from '../../../../app/step-layout/step-placeholder';

export const Route = createFileRoute('/candidate-feedback/_sections/cifas_declaration_consent/cifas_consent')({
  beforeLoad: (args) => guardStep(args, 'cifas_declaration_consent', 'cifas_consent'),
  component: () => <StepPlaceholder section="cifas_declaration_consent" step="cifas_consent" />,
});
