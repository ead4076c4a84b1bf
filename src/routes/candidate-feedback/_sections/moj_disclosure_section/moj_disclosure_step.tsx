import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../step-layout/step-guard';
import { SignedFormStep } from '../../../../features/signed-forms/signed-form-step';

export const Route = createFileRoute('/candidate-feedback/_sections/moj_disclosure_section/moj_disclosure_step')({
  beforeLoad: (args) => guardStep(args, 'moj_disclosure_section', 'moj_disclosure_step'),
  component: () => <SignedFormStep section="moj_disclosure_section" step="moj_disclosure_step" />,
});
