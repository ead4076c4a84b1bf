import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../step-layout/step-guard';
import { SignedFormStep } from '../../../../features/signed-forms/signed-form-step';

export const Route = createFileRoute('/candidate-feedback/_sections/afp_disclosure_section/afp_disclosure_step')({
  beforeLoad: (args) => guardStep(args, 'afp_disclosure_section', 'afp_disclosure_step'),
  component: () => <SignedFormStep section="afp_disclosure_section" step="afp_disclosure_step" />,
});
